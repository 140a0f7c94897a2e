import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../../../test/harness.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { fairSeeds } from '../../../db/schema/index.ts';
import { createLedgerService } from '../../wallet/ledger.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

async function openGame(gameId: string, options: { player?: string; isFun?: boolean } = {}) {
  const launched = await t.request({
    method: 'GET',
    url: `/api/v1/player/game/${gameId}${options.isFun ? '?play_for_fun=1' : ''}`,
    ...(options.player ? { player: options.player } : {}),
  });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const token = new URL(launched.body.data.url).searchParams.get('token')!;
  const session = await t.request({
    method: 'POST',
    url: '/api/v1/play/session',
    payload: { token },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return { launch: launched.body.data, session: session.body.data, token };
}
const play = (session: string, url: string, payload: object) =>
  t.request({
    method: 'POST',
    url: `/api/v1/play/${url}`,
    headers: { 'x-game-session': session },
    payload,
  });

describe('in-house games', () => {
  it('lets a visitor play dice for fun with virtual money that never touches the ledger', async () => {
    const { session } = await openGame('orca-dice', { isFun: true });
    expect(session).toMatchObject({ mode: 'fun', balance: '1000.00', currency: 'EUR' });
    const response = await play(session.sessionToken, 'dice', {
      bet: '10',
      target: 50,
      direction: 'over',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { round, balance } = response.body.data;
    expect(round).toMatchObject({ mode: 'fun', bet: '10.00', status: 'closed' });
    expect(Number(balance)).toBe(990 + Number(round.win));
    const accounts = await createLedgerService(t.database.db).audit();
    expect(accounts.transferCount).toBe(0);
  });

  it('refuses real money to a visitor and a used launch token', async () => {
    const visitor = await t.request({ method: 'GET', url: '/api/v1/player/game/orca-dice' });
    expect(visitor.body.info.resultCode).toBe('login_required');
    const { token } = await openGame('orca-limbo', { isFun: true });
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/play/session',
      payload: { token },
    });
    expect(again.status).toBe(401);
    expect(again.body.info.resultCode).toBe('game_session_invalid');
  });

  it('plays a slot for real money, moves the ledger and records a verifiable round', async () => {
    const { sessionid } = await fundedPlayer(t, 'Spinner001', '100');
    const { session } = await openGame('orca-lucky-sevens', { player: sessionid });
    expect(session).toMatchObject({ mode: 'real', balance: '100.00' });
    let balance = 100;
    for (let i = 0; i < 5; i += 1) {
      const response = await play(session.sessionToken, 'slot/spin', { bet: '1.00' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const { round } = response.body.data;
      balance = balance - 1 + Number(round.win);
      expect(Number(response.body.data.balance)).toBeCloseTo(balance, 2);
      expect(round.fair).toMatchObject({ nonce: i, serverSeed: null });
    }
    const wallet = (
      await t.request({ method: 'GET', url: '/api/v1/player/balance', player: sessionid })
    ).body.data;
    expect(Number(wallet.total)).toBeCloseTo(balance, 2);

    const history = await t.request({
      method: 'GET',
      url: '/api/v1/player/gameRounds?limit=10',
      player: sessionid,
    });
    expect(history.body.data.total).toBe(5);
    const last = history.body.data.rounds[0];
    const rotated = await t.request({
      method: 'POST',
      url: '/api/v1/fair/rotate',
      player: sessionid,
      payload: {},
    });
    expect(rotated.body.data.previous.serverSeedHash).toBe(last.fair.serverSeedHash);
    const replay = (
      await t.request({
        method: 'GET',
        url: `/api/v1/player/gameRounds/${last.roundId}`,
        player: sessionid,
      })
    ).body.data;
    expect(replay.fair.serverSeed).toBe(rotated.body.data.previous.serverSeed);
    const verified = await t.request({
      method: 'GET',
      url: `/api/v1/fair/verify?game=slot&title=orca-lucky-sevens&serverSeed=${replay.fair.serverSeed}&clientSeed=${replay.fair.clientSeed}&nonce=${replay.fair.nonce}`,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.outcome.spins).toEqual(replay.outcome.spins);
    expect(verified.body.data.serverSeedHash).toBe(replay.fair.serverSeedHash);
  });

  it('keeps the mines secret until the round ends, then pays the cash-out', async () => {
    const { sessionid } = await fundedPlayer(t, 'Miner00001', '50');
    const { session } = await openGame('orca-mines', { player: sessionid });
    const started = await play(session.sessionToken, 'mines/start', { bet: '2', mines: 3 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { round } = started.body.data;
    expect(round.outcome.minePositions).toBeUndefined();
    expect(started.body.data.balance).toBe('48.00');
    // The seed stays secret while the round runs: revealing it would tell where the mines are.
    const early = await t.request({
      method: 'POST',
      url: '/api/v1/fair/rotate',
      player: sessionid,
      payload: {},
    });
    expect(early.status).toBe(409);
    expect(early.body.info.resultCode).toBe('round_in_progress');
    // Learn the layout the way a verifier would (the test reads the seed), then reveal a safe tile and cash out.
    const [seedRow] = await t.database.db
      .select()
      .from(fairSeeds)
      .where(
        sql`${fairSeeds.clientSeed} = ${round.fair.clientSeed} and ${fairSeeds.revealedAt} is null`,
      );
    const layout = await t.request({
      method: 'GET',
      url: `/api/v1/fair/verify?game=mines&mines=3&serverSeed=${seedRow!.serverSeed}&clientSeed=${round.fair.clientSeed}&nonce=${round.fair.nonce}`,
    });
    const mines: number[] = layout.body.data.outcome.minePositions;
    const safe = [...Array(25).keys()].find((tile) => !mines.includes(tile))!;
    const revealed = await play(session.sessionToken, 'mines/reveal', {
      roundId: round.roundId,
      tile: safe,
    });
    expect(revealed.body.data.round.status).toBe('open');
    expect(
      (await play(session.sessionToken, 'mines/reveal', { roundId: round.roundId, tile: safe }))
        .body.info.resultCode,
    ).toBe('tile_already_revealed');
    const cashed = await play(session.sessionToken, 'mines/cashout', { roundId: round.roundId });
    expect(cashed.body.data.round).toMatchObject({ status: 'closed', win: '2.25' }); // 2 × 0.99 × 25/22;
    expect(cashed.body.data.round.outcome.minePositions).toEqual(mines);
    expect(cashed.body.data.balance).toBe('50.25');
    expect(
      (await play(session.sessionToken, 'mines/cashout', { roundId: round.roundId })).body.info
        .resultCode,
    ).toBe('round_finished');
  });

  it("resumes a player's open mines round in the next game session (a reload), for that player and game only", async () => {
    const { sessionid } = await fundedPlayer(t, 'Resumer001', '50');
    const first = await openGame('orca-mines', { player: sessionid });
    const started = await play(first.session.sessionToken, 'mines/start', { bet: '2', mines: 3 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { round } = started.body.data;
    const [seedRow] = await t.database.db
      .select()
      .from(fairSeeds)
      .where(
        sql`${fairSeeds.clientSeed} = ${round.fair.clientSeed} and ${fairSeeds.revealedAt} is null`,
      );
    const layout = await t.request({
      method: 'GET',
      url: `/api/v1/fair/verify?game=mines&mines=3&serverSeed=${seedRow!.serverSeed}&clientSeed=${round.fair.clientSeed}&nonce=${round.fair.nonce}`,
    });
    const mines: number[] = layout.body.data.outcome.minePositions;
    const safe = [...Array(25).keys()].find((tile) => !mines.includes(tile))!;
    expect(
      (
        await play(first.session.sessionToken, 'mines/reveal', {
          roundId: round.roundId,
          tile: safe,
        })
      ).status,
    ).toBe(200);

    const openRound = (sessionToken: string) =>
      t.request({
        method: 'GET',
        url: '/api/v1/play/round/open',
        headers: { 'x-game-session': sessionToken },
      });
    // A reload launches the game again: the new session finds the round as it was, mines still secret.
    const reloaded = await openGame('orca-mines', { player: sessionid });
    const resumed = await openRound(reloaded.session.sessionToken);
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body.data.round).toMatchObject({
      roundId: round.roundId,
      status: 'open',
      bet: '2.00',
      outcome: { kind: 'mines', mines: 3, revealed: [safe], hitTile: null },
    });
    expect(resumed.body.data.round.outcome.minePositions).toBeUndefined();

    // Another player, another game of the same player and a fun session see nothing, and may not touch it.
    const other = await fundedPlayer(t, 'Stranger01', '50');
    const stranger = await openGame('orca-mines', { player: other.sessionid });
    expect((await openRound(stranger.session.sessionToken)).body.data.round).toBeNull();
    expect(
      (await play(stranger.session.sessionToken, 'mines/cashout', { roundId: round.roundId })).body
        .info.resultCode,
    ).toBe('round_not_found');
    const dice = await openGame('orca-dice', { player: sessionid });
    expect((await openRound(dice.session.sessionToken)).body.data.round).toBeNull();
    const fun = await openGame('orca-mines', { isFun: true });
    expect((await openRound(fun.session.sessionToken)).body.data.round).toBeNull();
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/play/round/open' })).body.info.resultCode,
    ).toBe('game_session_invalid');

    // The new session cashes out the round; the seed change it blocked goes through then.
    const cashed = await play(reloaded.session.sessionToken, 'mines/cashout', {
      roundId: round.roundId,
    });
    expect(cashed.status, JSON.stringify(cashed.body)).toBe(200);
    expect(cashed.body.data).toMatchObject({
      round: { status: 'closed', win: '2.25' },
      balance: '50.25',
    });
    expect((await openRound(reloaded.session.sessionToken)).body.data.round).toBeNull();
    expect(
      (await play(first.session.sessionToken, 'mines/cashout', { roundId: round.roundId })).body
        .info.resultCode,
    ).toBe('round_finished');
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/fair/rotate',
          player: sessionid,
          payload: {},
        })
      ).status,
    ).toBe(200);
  });

  it('answers insufficient_funds and bet_out_of_range without writing a round', async () => {
    const { sessionid } = await fundedPlayer(t, 'Shortfall1', '20');
    const { session } = await openGame('orca-keno', { player: sessionid });
    const tooMuch = await play(session.sessionToken, 'keno', {
      bet: '25',
      picks: [1, 2, 3],
      risk: 'classic',
    });
    expect(tooMuch.body.info.resultCode).toBe('insufficient_funds');
    const tooBig = await play(session.sessionToken, 'keno', {
      bet: '100000',
      picks: [1, 2, 3],
      risk: 'classic',
    });
    expect(tooBig.body.info).toMatchObject({
      resultCode: 'bet_out_of_range',
      message: 'The bet must be between 0.10 and 500.00 EUR.',
    });
    const picks = await play(session.sessionToken, 'keno', {
      bet: '1',
      picks: [1, 1],
      risk: 'classic',
    });
    expect(picks.body.data.fields[0]).toMatchObject({ field: 'picks', key: 'keno_picks' });
    const history = await t.request({
      method: 'GET',
      url: '/api/v1/player/gameRounds',
      player: sessionid,
    });
    expect(history.body.data.total).toBe(0);
    const seeds = await t.request({ method: 'GET', url: '/api/v1/fair/seeds', player: sessionid });
    expect(seeds.body.data.current.nonce).toBe(0);
  });

  it("reveals a fun session's server seed on a seed change, so its rounds verify, and starts a new pair at nonce 0", async () => {
    const { session } = await openGame('orca-dice', { isFun: true });
    const shownHash = session.fair.serverSeedHash;
    const rounds = [];
    for (let i = 0; i < 3; i += 1)
      rounds.push(
        (await play(session.sessionToken, 'dice', { bet: '1', target: 40 + i, direction: 'over' }))
          .body.data.round,
      );
    expect(rounds.map((r) => r.fair.nonce)).toEqual([0, 1, 2]);

    const invalid = await t.request({
      method: 'POST',
      url: '/api/v1/play/fair/rotate',
      headers: { 'x-game-session': session.sessionToken },
      payload: { clientSeed: 'two words' },
    });
    expect(invalid.body.info.resultCode).toBe('validation_error');
    const rotated = await t.request({
      method: 'POST',
      url: '/api/v1/play/fair/rotate',
      headers: { 'x-game-session': session.sessionToken },
      payload: { clientSeed: 'harbour-lights' },
    });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const { previous, current } = rotated.body.data;
    expect(previous).toMatchObject({
      serverSeedHash: shownHash,
      clientSeed: session.fair.clientSeed,
      nonceCount: 3,
    });
    expect(createHash('sha256').update(previous.serverSeed).digest('hex')).toBe(shownHash);
    expect(current).toMatchObject({ clientSeed: 'harbour-lights', nonce: 0 });
    expect(current.serverSeedHash).not.toBe(shownHash);
    for (const round of rounds) {
      const query = new URLSearchParams({
        game: 'dice',
        serverSeed: previous.serverSeed,
        clientSeed: previous.clientSeed,
        nonce: String(round.fair.nonce),
        target: String(round.outcome.targetHundredths / 100),
        direction: 'over',
      });
      const verified = await t.request({
        method: 'GET',
        url: `/api/v1/fair/verify?${query.toString()}`,
      });
      expect(round.outcome).toMatchObject(verified.body.data.outcome);
    }
    const next = await play(session.sessionToken, 'dice', {
      bet: '1',
      target: 50,
      direction: 'over',
    });
    expect(next.body.data.round.fair).toMatchObject({
      serverSeedHash: current.serverSeedHash,
      clientSeed: 'harbour-lights',
      nonce: 0,
    });

    const mines = await openGame('orca-mines', { isFun: true });
    expect(
      (await play(mines.session.sessionToken, 'mines/start', { bet: '1', mines: 3 })).status,
    ).toBe(200);
    const early = await t.request({
      method: 'POST',
      url: '/api/v1/play/fair/rotate',
      headers: { 'x-game-session': mines.session.sessionToken },
      payload: {},
    });
    expect(early.body.info.resultCode).toBe('round_in_progress');
  });

  it("changes a real-money player's seed pair from inside the game", async () => {
    const { sessionid } = await fundedPlayer(t, 'Rotator001', '20');
    const { session } = await openGame('orca-limbo', { player: sessionid });
    expect((await play(session.sessionToken, 'limbo', { bet: '1', target: 2 })).status).toBe(200);
    const rotated = await t.request({
      method: 'POST',
      url: '/api/v1/play/fair/rotate',
      headers: { 'x-game-session': session.sessionToken },
      payload: {},
    });
    expect(rotated.body.data.previous).toMatchObject({
      serverSeedHash: session.fair.serverSeedHash,
      nonceCount: 1,
    });
    const seeds = await t.request({ method: 'GET', url: '/api/v1/fair/seeds', player: sessionid });
    expect(seeds.body.data).toEqual(rotated.body.data);
  });

  it('lists the games a player played, the last one first, counting every round', async () => {
    const { sessionid } = await fundedPlayer(t, 'Recent001', '50');
    const dice = await openGame('orca-dice', { player: sessionid });
    const limbo = await openGame('orca-limbo', { player: sessionid });
    const fun = await openGame('orca-keno', { isFun: true });
    expect(
      (
        await play(fun.session.sessionToken, 'keno', {
          bet: '1',
          picks: [1, 2, 3],
          risk: 'classic',
        })
      ).status,
    ).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await play(dice.session.sessionToken, 'dice', { bet: '1', target: 50, direction: 'over' }))
          .status,
      ).toBe(200);
    expect((await play(limbo.session.sessionToken, 'limbo', { bet: '1', target: 2 })).status).toBe(
      200,
    );
    const recent = async () =>
      (
        (await t.request({ method: 'GET', url: '/api/v1/player/recentGames', player: sessionid }))
          .body.data as { id: string }[]
      ).map((g) => g.id);
    expect(await recent()).toEqual(['orca-limbo', 'orca-dice']);
    expect(
      (await play(dice.session.sessionToken, 'dice', { bet: '1', target: 50, direction: 'under' }))
        .status,
    ).toBe(200);
    expect(await recent()).toEqual(['orca-dice', 'orca-limbo']);
    const rows = await queryRows<{ game_id: string; plays: number }>(
      t.database.db,
      sql`select game_id, plays from recent_games where player_id = (select id from players where username = 'Recent001') order by game_id`,
    );
    expect(rows).toEqual([
      { game_id: 'orca-dice', plays: 4 },
      { game_id: 'orca-limbo', plays: 1 },
    ]);
  });

  it('keeps the ledger exact under 200 concurrent bets on one balance', async () => {
    const { sessionid } = await fundedPlayer(t, 'Hammer0001', '100');
    const { session } = await openGame('orca-dice', { player: sessionid });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        play(session.sessionToken, 'dice', {
          bet: '1',
          target: 50,
          direction: i % 2 === 0 ? 'over' : 'under',
        }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200);
    expect(
      answers
        .filter((a) => a.status !== 200)
        .every((a) => a.body.info.resultCode === 'insufficient_funds'),
    ).toBe(true);
    const expected = accepted.reduce(
      (balance, a) => balance - 1 + Number(a.body.data.round.win),
      100,
    );
    const wallet = (
      await t.request({ method: 'GET', url: '/api/v1/player/balance', player: sessionid })
    ).body.data;
    expect(Number(wallet.total)).toBeCloseTo(expected, 2);
    const nonces = accepted
      .map((a) => a.body.data.round.fair.nonce as number)
      .sort((a, b) => a - b);
    expect(nonces).toEqual([...Array(accepted.length).keys()]);
    const history = await t.request({
      method: 'GET',
      url: '/api/v1/player/gameRounds?limit=1',
      player: sessionid,
    });
    expect(history.body.data.total).toBe(accepted.length);
  });
  it("settles many players' concurrent spins together, each round whole, in nonce order and verifiable, while seeds change", async () => {
    const sessions: { sessionid: string; token: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { sessionid } = await fundedPlayer(t, `Crowd0000${i}`, '20');
      sessions.push({
        sessionid,
        token: (await openGame('orca-lucky-sevens', { player: sessionid })).session.sessionToken,
      });
    }
    const spins = 8;
    // Player 4 stakes more than it has: its bets alone are refused.
    const calls = sessions.flatMap((s, p) =>
      Array.from({ length: spins }, () =>
        play(s.token, 'slot/spin', { bet: p === 4 ? '100.00' : '1.00' }).then((answer) => ({
          p,
          answer,
        })),
      ),
    );
    // Player 1 changes seeds while its spins are in flight.
    const rotation = t.request({
      method: 'POST',
      url: '/api/v1/fair/rotate',
      player: sessions[1]!.sessionid,
      payload: {},
    });
    const answers = await Promise.all(calls);
    const rotated = await rotation;
    expect(rotated.status).toBe(200);

    expect(answers.filter((a) => a.p === 4).map((a) => a.answer.body.info.resultCode)).toEqual(
      Array(spins).fill('insufficient_funds'),
    );
    for (const p of [0, 1, 2, 3]) {
      const mine = answers.filter((a) => a.p === p).map((a) => a.answer);
      expect(mine.map((a) => a.status)).toEqual(Array(spins).fill(200));
      // The order the player's bets were taken in: the pair rotated away first, then by nonce.
      const first = p === 1 ? rotated.body.data.previous.serverSeedHash : null;
      const rounds = mine
        .map((a) => a.body.data.round)
        .sort(
          (a, b) =>
            Number(b.fair.serverSeedHash === first) - Number(a.fair.serverSeedHash === first) ||
            a.fair.nonce - b.fair.nonce,
        );
      // Each pair's nonces run from 0 without a gap, and every balance follows from the one before.
      const bySeed = new Map<string, number[]>();
      for (const round of rounds)
        bySeed.set(round.fair.serverSeedHash, [
          ...(bySeed.get(round.fair.serverSeedHash) ?? []),
          round.fair.nonce,
        ]);
      for (const nonces of bySeed.values()) expect(nonces).toEqual([...nonces.keys()]);
      let balance = '20.00';
      for (const round of rounds) {
        expect(round.balanceBefore).toBe(balance);
        expect(Number(round.balanceAfter)).toBeCloseTo(Number(balance) - 1 + Number(round.win), 2);
        balance = round.balanceAfter;
      }
      const wallet = (
        await t.request({
          method: 'GET',
          url: '/api/v1/player/balance',
          player: sessions[p]!.sessionid,
        })
      ).body.data;
      expect(Number(wallet.total)).toBeCloseTo(Number(balance), 2);
    }
    // On PostgreSQL, rounds shared transactions: their start times, which every round records,
    // repeat. Embedded PGlite answers without yielding to the next request, so there each bet
    // arrives alone and groups hold one bet.
    const [counts] = await queryRows<{ transactions: number; rounds: number }>(
      t.database.db,
      sql`select count(distinct r.created_at)::int as transactions, count(*)::int as rounds from game_rounds r join players p on p.id = r.player_id where p.username like 'Crowd0000%'`,
    );
    expect(counts?.rounds).toBe(4 * spins);
    if (t.database.kind === 'postgres') expect(counts!.transactions).toBeLessThan(4 * spins);

    // Once revealed, every round of the player who rotated recomputes to what it showed.
    await t.request({
      method: 'POST',
      url: '/api/v1/fair/rotate',
      player: sessions[1]!.sessionid,
      payload: {},
    });
    const history = (
      await t.request({
        method: 'GET',
        url: '/api/v1/player/gameRounds?limit=20',
        player: sessions[1]!.sessionid,
      })
    ).body.data;
    expect(history.total).toBe(spins);
    for (const listed of history.rounds) {
      const round = (
        await t.request({
          method: 'GET',
          url: `/api/v1/player/gameRounds/${listed.roundId}`,
          player: sessions[1]!.sessionid,
        })
      ).body.data;
      expect(createHash('sha256').update(round.fair.serverSeed).digest('hex')).toBe(
        round.fair.serverSeedHash,
      );
      const verified = await t.request({
        method: 'GET',
        url: `/api/v1/fair/verify?game=slot&title=orca-lucky-sevens&serverSeed=${round.fair.serverSeed}&clientSeed=${round.fair.clientSeed}&nonce=${round.fair.nonce}`,
      });
      expect(verified.body.data.outcome.spins).toEqual(round.outcome.spins);
    }
  });
  it('pays a jackpot hit the whole pool and starts the pool again, also when the hit comes in a group of spins', async () => {
    const { sessionid } = await fundedPlayer(t, 'Jackpot001', '100');
    const { session } = await openGame('orca-frost-giants', { player: sessionid });
    // A seed pair and nonce that hit Frost Giants' 1-in-1,500,000 jackpot, found by playing the
    // engine nonce after nonce from 0 (the round asserts the hit below, so a changed engine shows).
    const serverSeed = 'orca-jackpot-test-server-seed';
    const hitNonce = 5_495_853;
    await t.database.db
      .execute(sql`update fair_seeds set server_seed = ${serverSeed}, server_seed_hash = ${createHash('sha256').update(serverSeed).digest('hex')},
      client_seed = 'jackpot', nonce = ${hitNonce} where revealed_at is null and player_id = (select id from players where username = 'Jackpot001')`);
    const ledger = createLedgerService(t.database.db);
    // Other players' bets feed the pool first.
    const { sessionid: feeder } = await fundedPlayer(t, 'Jackpot002', '100');
    const feederGame = (await openGame('orca-frost-giants', { player: feeder })).session
      .sessionToken;
    for (let i = 0; i < 3; i += 1)
      expect((await play(feederGame, 'slot/spin', { bet: '10.00' })).status).toBe(200);
    const poolBefore = await ledger.houseBalance('house_jackpot', 'EUR');
    expect(poolBefore).toBe(30n);

    // The hit and two later spins, sent at once: the later ones must wait for the hit.
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => play(session.sessionToken, 'slot/spin', { bet: '1.00' })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const rounds = answers
      .map((a) => a.body.data.round)
      .sort((a, b) => a.fair.nonce - b.fair.nonce);
    expect(rounds.map((r) => r.fair.nonce)).toEqual([hitNonce, hitNonce + 1, hitNonce + 2]);
    const [hit] = rounds;
    // The pool as it stood; the hitting bet's own 1 % share goes to the next pool.
    expect(hit.outcome).toMatchObject({ isJackpotHit: true, jackpotMinor: poolBefore.toString() });
    expect(Number(hit.balanceAfter)).toBeCloseTo(100 - 1 + Number(hit.win), 2);
    expect(Number(hit.win)).toBeGreaterThanOrEqual(Number(poolBefore) / 100);
    expect(rounds.slice(1).map((r) => r.outcome.isJackpotHit)).toEqual([false, false]);
    expect(rounds[1].balanceBefore).toBe(hit.balanceAfter);
    expect(rounds[2].balanceBefore).toBe(rounds[1].balanceAfter);
    // Started again from 1,000 EUR, plus the shares of the three bets.
    expect(await ledger.houseBalance('house_jackpot', 'EUR')).toBe(100_000n + 3n);
  });

  it('undoes a group that meets the ledger as it did not plan, and settles each of its bets one by one', async () => {
    const players: { sessionid: string; token: string }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { sessionid } = await fundedPlayer(t, `Undone000${i}`, '20');
      const { session } = await openGame('orca-lucky-sevens', { player: sessionid });
      expect((await play(session.sessionToken, 'slot/spin', { bet: '1.00' })).status).toBe(200);
      players.push({ sessionid, token: session.sessionToken });
    }
    // The next ledger operation written is silently dropped, as a key claimed by someone else
    // would be: the group that writes it finds fewer operations claimed than it planned.
    for (const statement of [
      'create sequence test_claims_seen',
      `create function test_drop_first_claim() returns trigger language plpgsql as $$
        begin if nextval('test_claims_seen') = 1 then return null; end if; return new; end $$`,
      'create trigger test_drop_first_claim before insert on ledger_operations for each row execute function test_drop_first_claim()',
    ])
      await t.database.db.execute(sql.raw(statement));
    try {
      const spins = 5;
      // Lucky Sevens sells no bonus: those requests are refused by the game and take no nonce.
      const calls = players.flatMap((p, i) =>
        Array.from({ length: spins + 1 }, (_, n) =>
          play(p.token, 'slot/spin', {
            bet: '1.00',
            ...(i === 0 && n === 2 ? { isBonusBuy: true } : {}),
          }).then((answer) => ({ i, answer })),
        ),
      );
      const answers = await Promise.all(calls);
      const [seen] = await queryRows<{ last_value: string }>(
        t.database.db,
        sql`select last_value from test_claims_seen`,
      );
      expect(Number(seen?.last_value)).toBeGreaterThan(1);

      expect(
        answers
          .filter((a) => a.answer.status !== 200)
          .map((a) => [a.i, a.answer.body.info.resultCode]),
      ).toEqual([[0, 'game_unavailable']]);
      for (const [i, p] of players.entries()) {
        const rounds = answers
          .filter((a) => a.i === i && a.answer.status === 200)
          .map((a) => a.answer.body.data.round)
          .sort((a, b) => a.fair.nonce - b.fair.nonce);
        expect(rounds.map((r) => r.fair.nonce)).toEqual(
          Array.from({ length: i === 0 ? spins : spins + 1 }, (_, n) => n + 1),
        );
        for (const [n, round] of rounds.entries())
          if (n > 0) expect(round.balanceBefore).toBe(rounds[n - 1].balanceAfter);
        const wallet = (
          await t.request({ method: 'GET', url: '/api/v1/player/balance', player: p.sessionid })
        ).body.data;
        expect(Number(wallet.total)).toBeCloseTo(Number(rounds.at(-1).balanceAfter), 2);
      }
      // Nothing the undone group wrote is left: one round per answered spin, each with its bet and win.
      const [stored] = await queryRows<{ rounds: number; operations: number }>(
        t.database.db,
        sql`select (select count(*) from game_rounds r join players p on p.id = r.player_id where p.username like 'Undone000%')::int as rounds,
          (select count(*) from ledger_operations o join players p on p.id = o.player_id where p.username like 'Undone000%' and o.kind in ('bet', 'win'))::int as operations`,
      );
      expect(stored).toEqual({ rounds: 3 + 3 * spins + 2, operations: 2 * (3 + 3 * spins + 2) });
    } finally {
      for (const statement of [
        'drop trigger test_drop_first_claim on ledger_operations',
        'drop function test_drop_first_claim()',
        'drop sequence test_claims_seen',
      ])
        await t.database.db.execute(sql.raw(statement));
    }
  });
});

import {
  formatMinor,
  maskUsername,
  parseMinor,
  type AdminChallenge,
  type Challenge,
} from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, operatorSession, signUp, type TestApp } from '../../../test/harness.ts';
import { reefClient, REEF_TEST_ENV } from '../../../test/provider-wallet.ts';
import { queryRows } from '../../db/client.ts';
import { createEventProcessor, type EventProcessor } from '../../platform/domain-events.ts';
import { createCatalogueService } from '../games/catalogue.service.ts';
import { createPlayerService } from '../profile/player.service.ts';
import { createLedgerService, type LedgerService } from '../wallet/ledger.service.ts';
import { createWalletService } from '../wallet/wallet.service.ts';
import { challengesConsumer } from './challenges.consumer.ts';
import { isMultiplierPlayerChosen } from './challenges.rules.ts';
import { DEMO_CHALLENGES } from './challenges.seed.ts';
import { createChallengesService, type ChallengesService } from './challenges.service.ts';
import { inTransaction } from '../../db/transaction.ts';

const PEARL = 'reef-pearl-diver';
const CORAL = 'reef-coral-hi-lo';

let t: TestApp;
let reef: ReturnType<typeof reefClient>;
let ledger: LedgerService;
let challenges: ChallengesService;
let processor: EventProcessor;
let admin: string;
let marketing: string;
let payments: string;
let names = 0;

beforeAll(async () => {
  t = await createTestApp({ ...REEF_TEST_ENV });
  reef = reefClient(t);
  const { db } = t.database;
  ledger = createLedgerService(db);
  const wallet = createWalletService(ledger);
  challenges = createChallengesService({
    db,
    wallet,
    catalogue: createCatalogueService(db),
    players: createPlayerService(db),
  });
  // The app's own job runs the same consumer; this one lets a test wait for a given round.
  processor = createEventProcessor(
    db,
    challengesConsumer(challenges, (tx, roundIds) => wallet.freeSpinRounds(tx, roundIds)),
  );
  admin = await operatorSession(t, 'admin');
  marketing = await operatorSession(t, 'marketing');
  payments = await operatorSession(t, 'payments');
});
afterEach(async () => {
  expect((await ledger.audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const uniqueName = (prefix: string) => {
  names += 1;
  return `${prefix}${names}${Date.now().toString(36).slice(-4)}`.slice(0, 20);
};

const asOperator = (
  session: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.request({
    method,
    url: `/api/v1${url}`,
    headers: { 'x-operator-session': session },
    ...(payload === undefined ? {} : { payload }),
  });

async function create(gameId: string, multiplier: number): Promise<AdminChallenge> {
  const created = await asOperator(marketing, 'POST', '/admin/rewards/challenges', {
    gameId,
    multiplier,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data as AdminChallenge;
}

async function adminChallenge(id: string): Promise<AdminChallenge> {
  const listed = await asOperator(marketing, 'GET', '/admin/rewards/challenges');
  const found = (listed.body.data.challenges as AdminChallenge[]).find((c) => c.id === id);
  if (!found) throw new Error(`challenge ${id} is not listed`);
  return found;
}

/** A player launched into a reef game with 1000 EUR. */
async function player(prefix: string, game: string) {
  const username = uniqueName(prefix);
  const { sessionToken, player: session } = await reef.session(username, '1000', game);
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text from players where username = ${username}`,
  );
  return { username, session, sessionToken, id: row!.id };
}

/** One reef round, bet then the win that ends it; returns the provider's round id. */
async function playRound(sessionToken: string, bet: string, win: string): Promise<string> {
  const roundId = crypto.randomUUID();
  expect((await reef.bet(sessionToken, `${roundId}-bet`, roundId, bet)).status).toBe(200);
  const won = await reef.win(sessionToken, `${roundId}-win`, roundId, win, true);
  expect(won.status, JSON.stringify(won.body)).toBe(200);
  return roundId;
}

/** Waits until the challenges consumer's cursor is past the round's settlement. */
async function handled(where: { externalRoundId: string } | { roundId: string }) {
  await vi.waitFor(
    async () => {
      await processor.drain();
      const condition =
        'roundId' in where
          ? sql`r.id = ${where.roundId}::uuid`
          : sql`r.provider_id = 'reef' and r.external_round_id = ${where.externalRoundId}`;
      const [row] = await queryRows<{ done: boolean }>(
        t.database.db,
        sql`select (r.settled_xid, r.id) <= (c.position_xid, c.position_id::uuid) as done from game_rounds r, event_cursors c
          where ${condition} and c.consumer = 'rewards.challenges' and c.source = 'round.settled'`,
      );
      expect(row?.done).toBe(true);
    },
    { timeout: 20_000, interval: 50 },
  );
}

function minorOf(amount: string): bigint {
  const minor = parseMinor(amount);
  if (minor === null) throw new Error(`not an amount: ${amount}`);
  return minor;
}
const plus = (a: string, b: string) => formatMinor(minorOf(a) + minorOf(b));
const minus = (a: string, b: string) => formatMinor(minorOf(a) - minorOf(b));

const prizePayments = async (id: string) =>
  (
    await queryRows<{ player_id: string }>(
      t.database.db,
      sql`select player_id::text from ledger_operations where idempotency_key = ${`reward:challenge:${id}`}`,
    )
  ).map((r) => r.player_id);

const noticesOf = async (playerId: string) =>
  (
    await queryRows<{ params: Record<string, unknown> }>(
      t.database.db,
      sql`select params from player_notices where player_id = ${playerId}::bigint and kind = 'challenge_won'`,
    )
  ).map((r) => r.params);

describe('winning a challenge', () => {
  it('goes to the first real-money round at the multiplier with the minimum bet, paid once, with a notice', async () => {
    const challenge = await create(PEARL, 1500);
    expect(challenge).toMatchObject({
      gameId: PEARL,
      multiplier: 1500,
      prize: '250.00',
      minBet: '1.50',
      currency: 'EUR',
      status: 'open',
      winner: null,
      winnerPlayerId: null,
    });

    const near = await player('Nearly', PEARL);
    const nearBefore = await reef.balanceOf(near.session);
    // 1 EUR at ×1500 is below the minimum bet; 2 EUR winning 2999.99 is below ×1500.
    await playRound(near.sessionToken, '1.00', '1500.00');
    const lastMiss = await playRound(near.sessionToken, '2.00', '2999.99');
    // A round played for fun never wins, whatever it pays.
    const [fun] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into game_rounds (provider_id, external_round_id, game_id, player_id, mode, currency, bet_minor, win_minor, status, closed_at)
        values ('reef', ${crypto.randomUUID()}, ${PEARL}, ${near.id}::bigint, 'fun', 'EUR', 1000, 10000000, 'closed', now()) returning id::text`,
    );
    await handled({ externalRoundId: lastMiss });
    await handled({ roundId: fun!.id });
    expect(await adminChallenge(challenge.id)).toMatchObject({
      status: 'open',
      winnerPlayerId: null,
    });
    // −1 + 1500 − 2 + 2999.99, and no prize.
    expect(await reef.balanceOf(near.session)).toBe(plus(nearBefore, '4496.99'));

    const winner = await player('Winner', PEARL);
    const winnerBefore = await reef.balanceOf(winner.session);
    const winning = await playRound(winner.sessionToken, '2.00', '3000.00');
    await handled({ externalRoundId: winning });
    const [round] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text from game_rounds where provider_id = 'reef' and external_round_id = ${winning}`,
    );
    expect(await adminChallenge(challenge.id)).toMatchObject({
      status: 'won',
      winner: winner.username,
      winnerPlayerId: winner.id,
      winnerRoundId: round!.id,
      prize: '250.00',
      currency: 'EUR',
    });
    // −2 + 3000, and the 250 EUR prize.
    expect(await reef.balanceOf(winner.session)).toBe(plus(winnerBefore, '3248.00'));
    expect(await noticesOf(winner.id)).toEqual([
      { multiplier: 1500, game: 'Pearl Diver', amount: '250.00', currency: 'EUR' },
    ]);

    // A later qualifying round finds the challenge taken: no second prize.
    const late = await player('Latecomer', PEARL);
    const lateBefore = await reef.balanceOf(late.session);
    await handled({ externalRoundId: await playRound(late.sessionToken, '2.00', '3000.00') });
    expect(await reef.balanceOf(late.session)).toBe(plus(lateBefore, '2998.00'));
    expect(await noticesOf(late.id)).toEqual([]);
    expect(await prizePayments(challenge.id)).toEqual([winner.id]);
  });

  it('never goes to a free spin, whose stake the house paid', async () => {
    const challenge = await create(PEARL, 1500);
    const spinner = await player('Freespin', PEARL);
    const roundId = crypto.randomUUID();
    // A ×1500 round at 2 EUR, staked by the house as a free spin (bonus-money.ts), as the
    // in-house slot records one.
    await inTransaction(t.database.db, async (tx) => {
      await createWalletService(ledger).bonusMoney.freeSpinBet(tx, {
        provider: 'reef',
        transactionId: `${roundId}-fs`,
        roundId,
        playerId: BigInt(spinner.id),
        currency: 'EUR',
        amountMinor: 200n,
        instanceId: 0n,
      });
    });
    const [round] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into game_rounds (provider_id, external_round_id, game_id, player_id, mode, currency, bet_minor, win_minor, status, closed_at)
        values ('reef', ${roundId}, ${PEARL}, ${spinner.id}::bigint, 'real', 'EUR', 200, 300000, 'closed', now()) returning id::text`,
    );
    await handled({ roundId: round!.id });
    expect(await adminChallenge(challenge.id)).toMatchObject({
      status: 'open',
      winnerPlayerId: null,
    });
    expect(await prizePayments(challenge.id)).toEqual([]);
    // The same round staked by the player wins.
    const winning = await playRound(spinner.sessionToken, '2.00', '3000.00');
    await handled({ externalRoundId: winning });
    expect(await adminChallenge(challenge.id)).toMatchObject({
      status: 'won',
      winnerPlayerId: spinner.id,
    });
  });

  it('has exactly one winner and one payment when two qualifying rounds settle at once', async () => {
    const challenge = await create(PEARL, 10_000);
    const racers = [await player('RacerA', PEARL), await player('RacerB', PEARL)];
    const before = await Promise.all(racers.map((racer) => reef.balanceOf(racer.session)));
    const rounds = racers.map(() => crypto.randomUUID());
    for (const [i, racer] of racers.entries())
      expect(
        (await reef.bet(racer.sessionToken, `${rounds[i]}-bet`, rounds[i]!, '10.00')).status,
      ).toBe(200);
    const settled = await Promise.all(
      racers.map((racer, i) =>
        reef.win(racer.sessionToken, `${rounds[i]}-win`, rounds[i]!, '100000.00', true),
      ),
    );
    expect(settled.map((s) => s.status)).toEqual([200, 200]);
    for (const round of rounds) await handled({ externalRoundId: round });

    const won = await adminChallenge(challenge.id);
    expect(won.status).toBe('won');
    const payees = await prizePayments(challenge.id);
    expect(payees).toEqual([won.winnerPlayerId]);
    const gains = await Promise.all(
      racers.map(async (racer, i) => minus(await reef.balanceOf(racer.session), before[i]!)),
    );
    expect(gains.sort()).toEqual(['100990.00', '99990.00']);
  });

  it('pays one of two claims made at once in separate transactions, and refuses the other', async () => {
    const challenge = await create(PEARL, 20_000);
    const [open] = (await inTransaction(t.database.db, (tx) => challenges.open(tx))).filter(
      (c) => c.id.toString() === challenge.id,
    );
    const ids: string[] = [];
    for (const prefix of ['ClaimA', 'ClaimB']) {
      const username = uniqueName(prefix);
      await signUp(t, username);
      ids.push(
        (
          await queryRows<{ id: string }>(
            t.database.db,
            sql`select id::text from players where username = ${username}`,
          )
        )[0]!.id,
      );
    }
    const results = await Promise.all(
      ids.map((id) =>
        inTransaction(t.database.db, (tx) =>
          challenges.award(tx, {
            challenge: open!,
            roundId: crypto.randomUUID(),
            playerId: BigInt(id),
            currency: 'EUR',
          }),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const winnerId = ids[results.indexOf(true)]!;
    expect(await prizePayments(challenge.id)).toEqual([winnerId]);
    expect((await adminChallenge(challenge.id)).winnerPlayerId).toBe(winnerId);
  });
});

describe('challenges in the back office', () => {
  it('creates from the table, pauses (a paused challenge is not won), reopens and is final once won; each change audited', async () => {
    const challenge = await create(PEARL, 3000);
    expect(challenge).toMatchObject({ prize: '500.00', minBet: '3.00' });
    const again = await asOperator(marketing, 'POST', '/admin/rewards/challenges', {
      gameId: PEARL,
      multiplier: 3000,
    });
    expect([again.status, again.body.info.resultCode]).toEqual([409, 'challenge_exists']);

    const paused = await asOperator(
      marketing,
      'PATCH',
      `/admin/rewards/challenges/${challenge.id}`,
      { status: 'paused' },
    );
    expect(paused.body.data.status).toBe('paused');
    const publicList = (await t.request({ method: 'GET', url: '/api/v1/challenges' })).body.data
      .challenges as Challenge[];
    expect(publicList.some((c) => c.id === challenge.id)).toBe(false);

    const during = await player('Paused', PEARL);
    const duringBefore = await reef.balanceOf(during.session);
    await handled({ externalRoundId: await playRound(during.sessionToken, '3.00', '9000.00') });
    expect(await adminChallenge(challenge.id)).toMatchObject({
      status: 'paused',
      winnerPlayerId: null,
    });
    expect(await reef.balanceOf(during.session)).toBe(plus(duringBefore, '8997.00'));

    const reopened = await asOperator(
      marketing,
      'PATCH',
      `/admin/rewards/challenges/${challenge.id}`,
      { status: 'open' },
    );
    expect(reopened.body.data.status).toBe('open');
    const after = await player('Reopened', PEARL);
    const afterBefore = await reef.balanceOf(after.session);
    await handled({ externalRoundId: await playRound(after.sessionToken, '3.00', '9000.00') });
    expect(await adminChallenge(challenge.id)).toMatchObject({
      status: 'won',
      winnerPlayerId: after.id,
    });
    expect(await reef.balanceOf(after.session)).toBe(plus(afterBefore, '9497.00'));

    const closed = await asOperator(
      marketing,
      'PATCH',
      `/admin/rewards/challenges/${challenge.id}`,
      { status: 'paused' },
    );
    expect([closed.status, closed.body.info.resultCode]).toEqual([409, 'challenge_closed']);

    const audit = await asOperator(
      admin,
      'GET',
      `/admin/audit?target_kind=challenge&target_id=${challenge.id}`,
    );
    const actions = (
      audit.body.data as { action: string; actorName: string; after: Record<string, unknown> }[]
    ).map((a) => [a.action, a.actorName, a.after.status]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['challenge.created', expect.stringMatching(/^marketingdesk/), 'open'],
        ['challenge.paused', expect.stringMatching(/^marketingdesk/), 'paused'],
        ['challenge.reopened', expect.stringMatching(/^marketingdesk/), 'open'],
      ]),
    );
    expect(actions).toHaveLength(3);
  });

  it('refuses an unknown game, a multiplier not in the table, an unknown challenge, and operators without rewards.manage', async () => {
    const unknownGame = await asOperator(marketing, 'POST', '/admin/rewards/challenges', {
      gameId: 'no-such-game',
      multiplier: 1500,
    });
    expect([unknownGame.status, unknownGame.body.info.resultCode]).toEqual([404, 'game_not_found']);
    const badMultiplier = await asOperator(marketing, 'POST', '/admin/rewards/challenges', {
      gameId: PEARL,
      multiplier: 2000,
    });
    expect([badMultiplier.status, badMultiplier.body.info.resultCode]).toEqual([
      400,
      'validation_error',
    ]);
    expect(badMultiplier.body.info.message).toContain('multiplier');
    const unknown = await asOperator(marketing, 'PATCH', '/admin/rewards/challenges/999999', {
      status: 'paused',
    });
    expect([unknown.status, unknown.body.info.resultCode]).toEqual([404, 'challenge_not_found']);

    for (const [method, url, payload] of [
      ['GET', '/admin/rewards/challenges', undefined],
      ['POST', '/admin/rewards/challenges', { gameId: PEARL, multiplier: 5000 }],
      ['PATCH', '/admin/rewards/challenges/1', { status: 'paused' }],
    ] as const) {
      const refused = await asOperator(payments, method, url, payload);
      expect([refused.status, refused.body.info.resultCode]).toEqual([403, 'forbidden']);
    }
    const listed = await asOperator(marketing, 'GET', '/admin/rewards/challenges');
    expect(
      (listed.body.data.challenges as AdminChallenge[]).some(
        (c) => c.gameId === PEARL && c.multiplier === 5000,
      ),
    ).toBe(false);
  });

  it('refuses a challenge on a game whose multiplier the player chooses (a target, a risk table, a cash-out), in house or at a provider', async () => {
    for (const gameId of [
      'orca-limbo',
      'orca-dice',
      'orca-keno',
      'orca-mines',
      'orca-plinko',
      'orca-crash',
      CORAL,
    ]) {
      const refused = await asOperator(marketing, 'POST', '/admin/rewards/challenges', {
        gameId,
        multiplier: 1500,
      });
      expect([refused.status, refused.body.info.resultCode], gameId).toEqual([
        409,
        'challenge_game_not_allowed',
      ]);
      expect(refused.body.info.message).toContain('the player chooses the multiplier');
    }
    const listed = await asOperator(marketing, 'GET', '/admin/rewards/challenges');
    expect(
      (listed.body.data.challenges as AdminChallenge[]).filter(
        (c) => c.gameId === CORAL || c.gameId.startsWith('orca-limbo'),
      ),
    ).toEqual([]);
    // The demo's challenges are all on games whose maths alone decides the multiplier; a seed that is not is refused.
    const catalogue = createCatalogueService(t.database.db);
    for (const demo of DEMO_CHALLENGES)
      expect(isMultiplierPlayerChosen(await catalogue.get(demo.gameId)), demo.gameId).toBe(false);
    await expect(challenges.seed([{ gameId: 'orca-limbo', multiplier: 1500 }])).rejects.toThrow(
      'whose multiplier the player chooses',
    );
  });
});

describe('GET /challenges', () => {
  it('shows open and won challenges to visitors in EUR and to a NOK player in NOK, winners masked', async () => {
    const visitor = (await t.request({ method: 'GET', url: '/api/v1/challenges' })).body.data
      .challenges as Challenge[];
    const goldRush = visitor.find((c) => c.gameId === 'orca-gold-rush' && c.multiplier === 1500);
    expect(goldRush).toMatchObject({
      gameName: 'Gold Rush',
      gameSlug: 'gold-rush',
      prize: '250.00',
      minBet: '1.50',
      currency: 'EUR',
      status: 'open',
      winner: null,
    });
    const won = visitor.filter((c) => c.status === 'won');
    expect(won.length).toBeGreaterThan(0);
    for (const c of won) {
      const inBackOffice = await adminChallenge(c.id);
      expect(c.winner).toBe(maskUsername(inBackOffice.winner!));
      expect(c.winner).not.toBe(inBackOffice.winner);
    }

    const { sessionid } = await signUp(t, uniqueName('Fjord'), { currency: 'NOK' });
    const nok = (await t.request({ method: 'GET', url: '/api/v1/challenges', player: sessionid }))
      .body.data.challenges as Challenge[];
    expect(nok.find((c) => c.id === goldRush!.id)).toMatchObject({
      prize: '2500.00',
      minBet: '15.00',
      currency: 'NOK',
    });
    expect(nok.find((c) => c.gameId === 'orca-volcano-megaways')).toMatchObject({
      multiplier: 20_000,
      prize: '15000.00',
      minBet: '250.00',
      currency: 'NOK',
    });
  });

  it('lists the demo’s five challenges, seeded once however often the server starts', async () => {
    expect(await challenges.seed(DEMO_CHALLENGES)).toBe(0);
    const listed = (await asOperator(marketing, 'GET', '/admin/rewards/challenges')).body.data
      .challenges as AdminChallenge[];
    const demo = listed.filter((c) =>
      DEMO_CHALLENGES.some((d) => d.gameId === c.gameId && d.multiplier === c.multiplier),
    );
    expect(demo.map((c) => [c.gameId, c.multiplier, c.prize, c.minBet]).sort()).toEqual(
      [
        ['orca-gold-rush', 1500, '250.00', '1.50'],
        ['orca-pharaohs-fortune', 3000, '500.00', '3.00'],
        ['orca-neon-harbor', 5000, '750.00', '6.00'],
        ['orca-sakura-megaways', 10_000, '1000.00', '10.00'],
        ['orca-volcano-megaways', 20_000, '1500.00', '25.00'],
      ].sort(),
    );
  });
});

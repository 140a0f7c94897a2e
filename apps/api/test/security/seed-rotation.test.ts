import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairSeeds } from '../../src/db/schema/index.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('POST /fair/rotate and POST /play/fair/rotate under concurrency', () => {
  it('completes every rotation of one player in turn, never a 500, and leaves one chain of pairs', async () => {
    const { sessionid } = await fundedPlayer(t, 'Rotator01', '100');
    const launched = await t.request({
      method: 'GET',
      url: '/api/v1/player/game/orca-dice',
      player: sessionid,
    });
    const token = new URL(launched.body.data.url).searchParams.get('token')!;
    const gameSession = (
      await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })
    ).body.data.sessionToken as string;
    const first = (await t.request({ method: 'GET', url: '/api/v1/fair/seeds', player: sessionid }))
      .body.data.current.serverSeedHash as string;

    // The attack: both rotation routes fired together for the same player's pair, so that each
    // reads the active pair before the other has revealed it.
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? t.request({
              method: 'POST',
              url: '/api/v1/fair/rotate',
              player: sessionid,
              payload: {},
            })
          : t.request({
              method: 'POST',
              url: '/api/v1/play/fair/rotate',
              headers: { 'x-game-session': gameSession },
              payload: {},
            }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 200));

    // Each rotation revealed the pair the one before it created: one chain, from the first pair
    // to the single active one, every revealed seed matching the hash shown before it.
    const next = new Map<string, string>();
    for (const { body } of responses) {
      const { previous, current } = body.data;
      expect(sha256(previous.serverSeed)).toBe(previous.serverSeedHash);
      expect(next.has(previous.serverSeedHash)).toBe(false);
      next.set(previous.serverSeedHash, current.serverSeedHash);
    }
    let hash = first;
    for (let i = 0; i < 12; i += 1) hash = next.get(hash)!;
    const rows = await t.database.db
      .select()
      .from(fairSeeds)
      .where(sql`${fairSeeds.revealedAt} is null and ${fairSeeds.serverSeedHash} = ${hash}`);
    expect(rows).toHaveLength(1);
    const active = await t.database.db
      .select()
      .from(fairSeeds)
      .where(sql`${fairSeeds.playerId} = ${rows[0]!.playerId} and ${fairSeeds.revealedAt} is null`);
    expect(active).toHaveLength(1);
  });

  it('never reveals the seed of a mines round that starts while the rotation runs', async () => {
    for (let i = 0; i < 6; i += 1) {
      const { sessionid } = await fundedPlayer(t, `MineRot0${i}`, '50');
      const launched = await t.request({
        method: 'GET',
        url: '/api/v1/player/game/orca-mines',
        player: sessionid,
      });
      const token = new URL(launched.body.data.url).searchParams.get('token')!;
      const gameSession = (
        await t.request({ method: 'POST', url: '/api/v1/play/session', payload: { token } })
      ).body.data.sessionToken as string;
      // The attack: start a mines round and rotate at once, hoping the rotation misses the round
      // that is being opened on the pair and reveals where its mines are.
      const [started, rotated] = await Promise.all([
        t.request({
          method: 'POST',
          url: '/api/v1/play/mines/start',
          headers: { 'x-game-session': gameSession },
          payload: { bet: '2', mines: 3 },
        }),
        t.request({ method: 'POST', url: '/api/v1/fair/rotate', player: sessionid, payload: {} }),
      ]);
      expect(started.status).toBe(200);
      if (rotated.status === 200)
        expect(rotated.body.data.previous.serverSeedHash).not.toBe(
          started.body.data.round.fair.serverSeedHash,
        );
      else expect(rotated.body.info.resultCode).toBe('round_in_progress');
    }
  });
});

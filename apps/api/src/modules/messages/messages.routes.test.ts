import type { NoticeKind, NoticeParams, PlayerMessage, PlayerNoticeEvent } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, fundedPlayer, signUp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { createEventProcessor } from '../../platform/domain-events.ts';
import { createLocalEventBus } from '../../platform/events.ts';
import { publishNotice } from '../../platform/notices.ts';
import { createPlayerChannel } from '../../platform/realtime.ts';
import { messagesInboxConsumer } from './messages.consumer.ts';
import { inTransaction } from '../../db/transaction.ts';

let t: TestApp;
// The test's own channel: what the consumer run by the test pushes lands here.
const channel = createPlayerChannel(createLocalEventBus());
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RECEIVED =
  'Your withdrawal request was received. Please allow up to 24 hours to be processed.';

async function playerIdOf(username: string): Promise<bigint> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text from players where lower(username) = lower(${username})`,
  );
  return BigInt(row!.id);
}

/** A notice published at a chosen time, as publishNotice writes it but dated (to test merging across seconds). */
async function noticeAt(
  playerId: bigint,
  kind: NoticeKind,
  params: NoticeParams,
  at: string,
): Promise<void> {
  await t.database.db.execute(
    sql`insert into player_notices (player_id, kind, params, created_at) values (${playerId}, ${kind}, ${JSON.stringify(params)}::jsonb, ${at}::timestamptz)`,
  );
}

const inbox = (player: string, language?: string) =>
  t.request({
    method: 'GET',
    url: '/api/v1/player/messages',
    player,
    ...(language ? { language } : {}),
  });

type Listed = { index: string; date: string; message: string; type: string; notify: boolean };
const linesOf = (messages: Listed[]) => messages.flatMap((m) => m.message.split('\n'));

/**
 * Reads the inbox until its messages hold `lines` lines in all. Notices become readable once every
 * older transaction on the server has ended (decision 007), so the consumer is run until then.
 */
async function inboxOf(player: string, lines: number, language?: string): Promise<Listed[]> {
  const processor = createEventProcessor(t.database.db, messagesInboxConsumer({ channel }));
  return vi.waitFor(
    async () => {
      await processor.drain();
      const response = await inbox(player, language);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(linesOf(response.body.data.messages)).toHaveLength(lines);
      return response.body.data.messages as Listed[];
    },
    { timeout: 15_000, interval: 50 },
  );
}

describe('messages from notices', () => {
  it('tells a player of a credited deposit and a received withdrawal request, in the language of the reader', async () => {
    const { sessionid } = await fundedPlayer(t, 'Inboxer01', '100');
    const requested = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/withdraw',
      player: sessionid,
      payload: { method: 'btc', amount: '60' },
    });
    expect(requested.status).toBe(200);

    // Both may fall in one second (then they are one message of two lines): compare the lines.
    const english = await inboxOf(sessionid, 2);
    expect(linesOf(english).sort()).toEqual(
      ['Your deposit of 100.00 EUR was credited to your balance.', RECEIVED].sort(),
    );
    expect(english.every((m) => m.type === 'cashier' && m.notify)).toBe(true);

    // Rendered when read: the same rows in German.
    const german = await inbox(sessionid, 'de');
    expect(linesOf(german.body.data.messages).sort()).toEqual(
      [
        'Ihre Einzahlung von 100.00 EUR wurde Ihrem Guthaben gutgeschrieben.',
        'Ihr Auszahlungsantrag ist eingegangen. Die Bearbeitung kann bis zu 24 Stunden dauern.',
      ].sort(),
    );
  });

  it('merges notices of one second into one message and lists the newest first', async () => {
    const { sessionid } = await signUp(t, 'Merger0001');
    const playerId = await playerIdOf('Merger0001');
    await noticeAt(
      playerId,
      'cashback_available',
      { amount: '1.25', currency: 'EUR' },
      '2026-03-01T09:00:00.000Z',
    );
    // 0.4 s and 0.9 s into one second: the same date to the second (truncated, never rounded up).
    await noticeAt(
      playerId,
      'level_up',
      { level: 21, category: 'Bronze' },
      '2026-03-01T10:00:00.400Z',
    );
    await noticeAt(playerId, 'vip_member', { host: '' }, '2026-03-01T10:00:00.900Z');
    // Two notices in one transaction share its time.
    await inTransaction(t.database.db, async (tx) => {
      await publishNotice(tx, playerId, 'level_up', { level: 22, category: 'Bronze' });
      await publishNotice(tx, playerId, 'level_reward_available', {
        level: 22,
        amount: '22.00',
        currency: 'EUR',
      });
    });

    const messages = await inboxOf(sessionid, 5);
    const ids = await queryRows<{ id: string; kind: string }>(
      t.database.db,
      sql`select id::text, kind from player_messages where player_id = ${playerId} order by id`,
    );
    expect(messages.map((m) => m.message)).toEqual([
      'Congratulations! You reached level 22 (Bronze).\nYour level 22 reward of 22.00 EUR is ready to claim.',
      'Congratulations! You reached level 21 (Bronze).\nWelcome to the VIP club! A host will contact you shortly.',
      'Your cashback of 1.25 EUR is ready to claim.',
    ]);
    // The newest part names the merged message and gives its type.
    expect(messages[0]).toMatchObject({
      index: ids.find((r) => r.kind === 'level_reward_available')!.id,
      type: 'rewards',
      notify: true,
    });
    expect(messages[1]).toMatchObject({
      index: ids.find((r) => r.kind === 'vip_member')!.id,
      type: 'vip',
      date: '2026-03-01T10:00:00.000Z',
    });
    expect(messages[2]).toMatchObject({ type: 'cashback', date: '2026-03-01T09:00:00.000Z' });
  });

  it('keeps a silent notice in the list without announcing it, unless a part of its message is announced', async () => {
    const { sessionid } = await signUp(t, 'Silent0001');
    const playerId = await playerIdOf('Silent0001');
    await noticeAt(playerId, 'bonus_cancelled_automatically', {}, '2026-03-02T08:00:00Z');
    await noticeAt(playerId, 'bonus_cancelled_automatically', {}, '2026-03-02T09:00:00Z');
    await noticeAt(
      playerId,
      'free_spins_added',
      { count: 20, game: 'Orca Reels' },
      '2026-03-02T09:00:00Z',
    );

    const messages = await inboxOf(sessionid, 3);
    expect(messages).toMatchObject([
      {
        message:
          'Your bonus was automatically cancelled.\nFree Spins Added! Claim 20FS on slot: Orca Reels',
        type: 'bonus',
        notify: true,
      },
      { message: 'Your bonus was automatically cancelled.', type: 'bonus', notify: false },
    ]);
  });
});

describe('the inbox size', () => {
  it('lists the newest hundred messages', async () => {
    const { sessionid } = await signUp(t, 'Hoarder001');
    const playerId = await playerIdOf('Hoarder001');
    await t.database.db.execute(sql`insert into player_notices (player_id, kind, params, created_at)
      select ${playerId}, 'level_up', jsonb_build_object('level', i, 'category', 'Orca'), timestamptz '2026-04-01T00:00:00Z' + i * interval '1 minute'
      from generate_series(1, 102) i`);
    const processor = createEventProcessor(t.database.db, messagesInboxConsumer({ channel }));
    await vi.waitFor(
      async () => {
        await processor.drain();
        const [made] = await queryRows<{ count: string }>(
          t.database.db,
          sql`select count(*)::text as count from player_messages where player_id = ${playerId}`,
        );
        expect(made!.count).toBe('102');
      },
      { timeout: 15_000, interval: 50 },
    );
    const messages = (await inbox(sessionid)).body.data.messages as Listed[];
    expect(messages).toHaveLength(100);
    expect(messages[0]!.message).toBe('Congratulations! You reached level 102 (Orca).');
    expect(messages.at(-1)!.message).toBe('Congratulations! You reached level 3 (Orca).');
  });
});

describe('deleting messages', () => {
  it('deletes a merged message whole, refuses and keeps another player’s, then deletes all', async () => {
    const { sessionid } = await signUp(t, 'Deleter001');
    const playerId = await playerIdOf('Deleter001');
    const other = await signUp(t, 'Keeper0001');
    const otherId = await playerIdOf('Keeper0001');
    await noticeAt(
      playerId,
      'kyc_rejected',
      { document: 'proof_of_address', reason: 'The bill is older than three months' },
      '2026-03-03T10:00:00Z',
    );
    await noticeAt(
      playerId,
      'kyc_rejected',
      { document: 'selfie', reason: '' },
      '2026-03-03T10:00:00Z',
    );
    await noticeAt(playerId, 'kyc_approved', {}, '2026-03-03T11:00:00Z');
    await noticeAt(otherId, 'self_excluded', { until: '2026-03-04 10:00' }, '2026-03-03T10:00:00Z');
    const [merged] = (await inboxOf(sessionid, 3)).slice(1);
    expect(merged!.message).toBe(
      'Your document (proof of address) was rejected: The bill is older than three months. Please upload a new one.\nYour document (selfie) was rejected. Please upload a new one.',
    );
    const [theirs] = await inboxOf(other.sessionid, 1);

    const refused = await t.request({
      method: 'DELETE',
      url: `/api/v1/player/messages/${theirs!.index}`,
      player: sessionid,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.info.resultCode).toBe('not_found');
    expect((await inbox(other.sessionid)).body.data.messages).toEqual([theirs]);

    const bad = await t.request({
      method: 'DELETE',
      url: '/api/v1/player/messages/first',
      player: sessionid,
    });
    expect(bad.status).toBe(400);

    const afterOne = await t.request({
      method: 'DELETE',
      url: `/api/v1/player/messages/${merged!.index}`,
      player: sessionid,
    });
    expect(afterOne.status).toBe(200);
    expect(afterOne.body.data.messages).toMatchObject([
      { message: 'Your account is verified: all your documents were approved.', type: 'kyc' },
    ]);
    const left = await queryRows<{ kind: string }>(
      t.database.db,
      sql`select kind from player_messages where player_id = ${playerId}`,
    );
    expect(left).toEqual([{ kind: 'kyc_approved' }]);

    const cleared = await t.request({
      method: 'DELETE',
      url: '/api/v1/player/messages',
      player: sessionid,
    });
    expect(cleared.body.data.messages).toEqual([]);
    expect((await inbox(sessionid)).body.data.messages).toEqual([]);
    expect((await inbox(other.sessionid)).body.data.messages).toHaveLength(1);
    // The notices stay for other consumers.
    const [notices] = await queryRows<{ count: string }>(
      t.database.db,
      sql`select count(*)::text as count from player_notices where player_id = ${playerId}`,
    );
    expect(notices!.count).toBe('3');
  });

  it('is a player’s own: a visitor is refused', async () => {
    const visitor = await t.anon();
    const response = await t.request({
      method: 'DELETE',
      url: '/api/v1/player/messages',
      anon: visitor,
    });
    expect(response.status).toBe(401);
  });
});

describe('the inbox consumer', () => {
  it('makes one message of a notice however often it is handled, and announces it once on the player’s channel', async () => {
    await signUp(t, 'Pushed0001');
    const playerId = await playerIdOf('Pushed0001');
    const pushes: PlayerMessage[] = [];
    const unsubscribe = channel.subscribe(playerId, (message) => pushes.push(message));
    // A notice id no real notice has, so the app's own consumer never handles it beside the test.
    const notice: PlayerNoticeEvent = {
      type: 'player.notice',
      noticeId: 9_000_000_000n + playerId,
      playerId,
      kind: 'challenge_won',
      params: { multiplier: 1500, game: 'Orca Reels', amount: '250.00', currency: 'EUR' },
      at: new Date('2026-03-05T12:00:00.750Z'),
    };
    const consumer = messagesInboxConsumer({ channel });
    for (let i = 0; i < 2; i += 1) {
      const afterCommit = await inTransaction(t.database.db, (tx) => consumer.handle(tx, [notice]));
      await afterCommit?.();
    }
    unsubscribe();

    const rows = await queryRows<{ id: string; created_at: Date | string }>(
      t.database.db,
      sql`select id::text, created_at from player_messages where notice_id = ${notice.noticeId}`,
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.created_at).toISOString()).toBe('2026-03-05T12:00:00.000Z');
    expect(pushes).toEqual([{ type: 'player.message', index: rows[0]!.id }]);
  });
});

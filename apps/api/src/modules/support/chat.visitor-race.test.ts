import { CHAT_TOKEN_HEADER } from '@orca/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations } from '../../db/schema/index.ts';
import { createTestApp, operatorSession, type TestApp } from '../../../test/harness.ts';

/**
 * Issue 22, item 10, for visitors: racing openings of one visitor token take turns on the
 * token's lock, as a player's do on theirs. Only a token the server issued reaches the lock (a
 * visitor without one gets a fresh token each time), so the race comes after a closed chat.
 */
let t: TestApp;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  support = await operatorSession(t, 'support');
});
afterAll(() => t.close());

describe('live chat: a visitor', () => {
  it('keeps one open conversation per token when twenty openings race after a closed chat', async () => {
    const anon = await t.anon();
    const started = await t.request({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      anon,
      payload: { name: 'Racer', email: 'racer@example.com' },
    });
    const token = started.body.data.token as string;
    const closedId = started.body.data.conversation.id as string;
    const closed = await t.request({
      method: 'POST',
      url: `/api/v1/admin/support/chats/${closedId}/close`,
      headers: { 'x-operator-session': support },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);

    const opened = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/v1/chat/conversations',
          anon,
          headers: { [CHAT_TOKEN_HEADER]: token },
          payload: { name: `Racer ${i}` },
        }),
      ),
    );
    expect(opened.map((s) => s.status)).toEqual(Array<number>(20).fill(200));
    const ids = new Set(opened.map((s) => s.body.data.conversation.id as string));
    expect(ids.size).toBe(1);
    expect(ids.has(closedId)).toBe(false);
    const [again] = [...ids];
    const [row] = await t.database.db
      .select({ visitorTokenHash: chatConversations.visitorTokenHash })
      .from(chatConversations)
      .where(eq(chatConversations.id, closedId));
    const theirs = await t.database.db
      .select({ id: chatConversations.id, status: chatConversations.status })
      .from(chatConversations)
      .where(eq(chatConversations.visitorTokenHash, row!.visitorTokenHash!));
    expect(theirs.map((c) => [c.id, c.status]).sort()).toEqual(
      [
        [closedId, 'closed'],
        [again, 'open'],
      ].sort(),
    );
  });
});

import { CHAT_MESSAGE_MAX } from '@orca/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app.ts';
import { auditLog, chatConversations, outboxEmails, players } from '../../db/schema/index.ts';
import { closeAdminSite, listenAdminSite } from '../../platform/admin-site.ts';
import {
  createTestApp,
  operatorSession,
  signUp,
  TEST_API_KEY,
  type TestApp,
} from '../../../test/harness.ts';
import { freePort } from '../../../test/processes.ts';

type Pushed = { type: string; [key: string]: unknown };

/** A socket that keeps what it receives; `next` waits for the first message matching `predicate`. */
function open(url: string, origin?: string) {
  const socket = new WebSocket(url, origin ? { origin } : {});
  const messages: Pushed[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as Pushed));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (predicate: (m: Pushed) => boolean, timeoutMs = 5_000) =>
    new Promise<Pushed>((resolve, reject) => {
      const started = Date.now();
      const poll = setInterval(() => {
        const found = messages.find(predicate);
        if (found) {
          clearInterval(poll);
          resolve(found);
        } else if (Date.now() - started > timeoutMs) {
          clearInterval(poll);
          reject(new Error(`no matching message among ${JSON.stringify(messages)}`));
        }
      }, 20);
    });
  const send = async (message: unknown) => {
    await opened;
    socket.send(JSON.stringify(message));
  };
  const closed = () =>
    new Promise<void>((resolve) => {
      if (socket.readyState === socket.CLOSED) resolve();
      socket.once('close', () => resolve());
      socket.close();
    });
  return { socket, messages, next, send, closed };
}

const isMessage = (body: string) => (m: Pushed) =>
  m.type === 'chat.message' && (m.message as { body: string }).body === body;

let t: TestApp;
let adminServer: Server;
let playerWs: string;
let adminWs: string;
let adminOrigin: string;
let support: string;

beforeAll(async () => {
  const adminPort = await freePort();
  t = await createTestApp({ ADMIN_PORT: String(adminPort) }, { listen: true });
  adminServer = await listenAdminSite(t.app, { port: adminPort, host: '127.0.0.1' });
  playerWs = `${t.config.publicUrl.replace('http', 'ws')}/api/v1/live?apiKey=${TEST_API_KEY}`;
  adminOrigin = `http://127.0.0.1:${adminPort}`;
  adminWs = `ws://127.0.0.1:${adminPort}/api/v1/admin/live`;
  support = await operatorSession(t, 'support');
});
afterAll(async () => {
  // The app ends its sockets as it closes (upgraded sockets are no idle connections the listener could end).
  const adminClosed = closeAdminSite(adminServer);
  await t.close();
  await adminClosed;
});

const asOperator = (session: string) => ({ 'x-operator-session': session });

describe('live chat: visitors', () => {
  it('gives a visitor a token once; only that token reads or writes the conversation', async () => {
    const anon = await t.anon();
    const opened = await t.request({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      anon,
      payload: { name: 'Alice', email: 'alice@example.com' },
    });
    expect(opened.status).toBe(200);
    const token = opened.body.data.token as string;
    expect(token).toMatch(/.{20,}/);

    const again = await t.request({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      anon,
      headers: { 'x-chat-token': token },
      payload: {},
    });
    expect(again.body.data.token).toBeNull();
    expect(again.body.data.conversation.id).toBe(opened.body.data.conversation.id);

    const sent = await t.request({
      method: 'POST',
      url: '/api/v1/chat/messages',
      anon,
      headers: { 'x-chat-token': token },
      payload: { body: '  Hello, is anyone there?  ' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.body).toBe('Hello, is anyone there?');
    expect(sent.body.data.sender).toBe('visitor');

    const mine = await t.request({
      method: 'GET',
      url: '/api/v1/chat/conversations/current',
      anon,
      headers: { 'x-chat-token': token },
    });
    expect(mine.body.data.conversation.messages.map((m: { body: string }) => m.body)).toEqual([
      'Hello, is anyone there?',
    ]);

    // Another visitor has their own token and sees none of it; no token, no conversation.
    const other = await t.anon();
    const theirs = await t.request({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      anon: other,
      payload: {},
    });
    const theirToken = theirs.body.data.token as string;
    expect(theirToken).not.toBe(token);
    const read = await t.request({
      method: 'GET',
      url: '/api/v1/chat/conversations/current',
      anon: other,
      headers: { 'x-chat-token': theirToken },
    });
    expect(read.body.data.conversation.messages).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/chat/conversations/current', anon: other }))
        .body.data.conversation,
    ).toBeNull();
    const forged = await t.request({
      method: 'POST',
      url: '/api/v1/chat/messages',
      anon: other,
      headers: { 'x-chat-token': 'not-a-token-anyone-was-given' },
      payload: { body: 'hi' },
    });
    expect(forged.body.info.resultCode).toBe('not_found');
  });

  it('needs a visitor session', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      payload: {},
    });
    expect(response.body.info.resultCode).toBe('anon_session_required');
  });

  it('pushes the operator answer to the visitor socket that holds the token, not to another', async () => {
    const anon = await t.anon();
    const opened = await t.request({
      method: 'POST',
      url: '/api/v1/chat/conversations',
      anon,
      payload: { name: 'Bob' },
    });
    const token = opened.body.data.token as string;
    const id = opened.body.data.conversation.id as string;
    const visitor = open(playerWs);
    const stranger = open(playerWs);
    await visitor.send({ type: 'chat', chatToken: token });
    await stranger.send({ type: 'chat', chatToken: 'someone-elses-token-0123456789' });
    // The subscription is made when the server reads the message: a round trip through the API gives it the time.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const reply = await t.request({
      method: 'POST',
      url: `/api/v1/admin/support/chats/${id}/messages`,
      headers: asOperator(support),
      payload: { body: 'Hi Bob, how can I help?' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.operatorName).toMatch(/^supportdesk/);
    const pushed = await visitor.next(isMessage('Hi Bob, how can I help?'));
    expect((pushed.message as { sender: string }).sender).toBe('operator');
    expect(await visitor.next((m) => m.type === 'chat.status')).toMatchObject({
      conversationId: id,
      status: 'open',
    });
    expect(stranger.messages.filter((m) => m.type.startsWith('chat.'))).toEqual([]);
    await visitor.closed();
    await stranger.closed();
  });
});

describe('live chat: players', () => {
  it('keeps each player to their own conversation', async () => {
    const { sessionid: first } = await signUp(t, 'chatone01');
    const { sessionid: second } = await signUp(t, 'chattwo02');
    const sent = await t.request({
      method: 'POST',
      url: '/api/v1/chat/messages',
      player: first,
      payload: { body: 'My withdrawal is pending' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.sender).toBe('player');
    const own = await t.request({
      method: 'GET',
      url: '/api/v1/chat/conversations/current',
      player: first,
    });
    expect(own.body.data.conversation.messages.map((m: { body: string }) => m.body)).toEqual([
      'My withdrawal is pending',
    ]);
    const others = await t.request({
      method: 'GET',
      url: '/api/v1/chat/conversations/current',
      player: second,
    });
    expect(others.body.data.conversation).toBeNull();
    // A chat token does not reach past the session: a player is always themselves.
    const list = await t.request({
      method: 'GET',
      url: '/api/v1/admin/support/chats',
      headers: asOperator(support),
    });
    const row = (
      list.body.data.conversations as {
        username: string | null;
        playerId: string | null;
        waitingSince: string | null;
        lastMessage: string;
      }[]
    ).find((c) => c.username === 'chatone01');
    expect(row).toMatchObject({ lastMessage: 'My withdrawal is pending' });
    expect(row?.playerId).toMatch(/^\d+$/);
    expect(row?.waitingSince).not.toBeNull();
  });

  it('keeps a player to one open conversation when twenty messages race', async () => {
    const { sessionid } = await signUp(t, 'chatrace05');
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/v1/chat/messages',
          player: sessionid,
          payload: { body: `Line ${i}` },
        }),
      ),
    );
    expect(sent.map((s) => s.status)).toEqual(Array<number>(20).fill(200));
    expect(new Set(sent.map((s) => s.body.data.conversationId as string)).size).toBe(1);
    const own = await t.request({
      method: 'GET',
      url: '/api/v1/chat/conversations/current',
      player: sessionid,
    });
    expect(own.body.data.conversation.messages).toHaveLength(20);
    const conversations = await t.database.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .innerJoin(players, eq(players.id, chatConversations.playerId))
      .where(eq(players.username, 'chatrace05'));
    expect(conversations).toHaveLength(1);
  });

  it('refuses an empty or too long message and accepts one at the limit', async () => {
    const { sessionid } = await signUp(t, 'chatlimit03');
    const send = (body: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/chat/messages',
        player: sessionid,
        payload: { body },
      });
    const empty = await send('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.info.resultCode).toBe('validation_error');
    const tooLong = await send('x'.repeat(CHAT_MESSAGE_MAX + 1));
    expect(tooLong.status).toBe(400);
    expect((await send('x'.repeat(CHAT_MESSAGE_MAX))).status).toBe(200);
  });
});

describe('live chat: operators', () => {
  it('refuses an operator without support.answer', async () => {
    const marketing = await operatorSession(t, 'marketing');
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/admin/support/chats',
      headers: asOperator(marketing),
    });
    expect(response.status).toBe(403);
    expect(response.body.info.resultCode).toBe('forbidden');
    // Nor may it listen to the inbox over the socket.
    const socket = open(adminWs, adminOrigin);
    await socket.send({ type: 'auth', operatorSession: marketing });
    expect(await socket.next((m) => m.type === 'admin.closed')).toMatchObject({
      reason: 'forbidden',
    });
    await socket.closed();
  });

  it('refuses the back-office socket on the player site and from another origin', async () => {
    // The player site's listener does not know the path (the admin site's partition).
    const onPlayerSite = await fetch(`${t.config.publicUrl}/api/v1/admin/live`);
    expect(onPlayerSite.status).toBe(404);
    expect(((await onPlayerSite.json()) as { info: { resultCode: string } }).info.resultCode).toBe(
      'route_not_found',
    );
    const foreign = open(adminWs, 'http://evil.example');
    const code = await new Promise<number>((resolve) =>
      foreign.socket.on('close', (c: number) => resolve(c)),
    );
    expect(code).toBe(4403);
  });

  it('is on line while the inbox socket is open, and takes messages by email when nobody is', async () => {
    const availability = async () =>
      (await t.request({ method: 'GET', url: '/api/v1/chat/availability' })).body.data
        .isOnline as boolean;
    expect(await availability()).toBe(false);
    const inbox = open(adminWs, adminOrigin);
    await inbox.send({ type: 'auth', operatorSession: support });
    await inbox.next((m) => m.type === 'admin.open');
    expect(await availability()).toBe(true);
    await inbox.closed();
    await expect.poll(availability, { timeout: 2_000, interval: 50 }).toBe(false);

    const anon = await t.anon();
    const nameless = await t.request({
      method: 'POST',
      url: '/api/v1/chat/offline',
      anon,
      payload: { body: 'Call me back' },
    });
    expect(nameless.status).toBe(400);
    const left = await t.request({
      method: 'POST',
      url: '/api/v1/chat/offline',
      anon,
      payload: { name: 'Carla', email: 'carla@example.com', body: 'My deposit did not arrive' },
    });
    expect(left.status).toBe(200);
    expect(left.body.data.token).toEqual(expect.any(String));
    expect(left.body.data.conversation.messages.map((m: { body: string }) => m.body)).toEqual([
      'My deposit did not arrive',
    ]);
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'support_chat_offline'));
    const mail = mails.find((m) => m.text.includes('My deposit did not arrive'));
    expect(mail?.to).toBe('support@orca.local');
    expect(mail?.text).toContain('carla@example.com');
  });

  it('mails an answer to a player who is away (verified email only), marks it unread until the chat is opened, and mails nobody who is on line', async () => {
    const { sessionid } = await signUp(t, 'chataway06');
    const [signed] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'chataway06@example.com'));
    const confirm = /token=([A-Za-z0-9_-]+)/.exec(signed!.text)![1]!;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/register/complete/token',
          payload: { token: confirm },
        })
      ).status,
    ).toBe(200);
    const replies = async () =>
      t.database.db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.kind, 'support_chat_reply'),
            eq(outboxEmails.to, 'chataway06@example.com'),
          ),
        );
    const unread = async () =>
      (await t.request({ method: 'GET', url: '/api/v1/chat/unread', player: sessionid })).body.data
        .unreadCount as number;
    const reply = (id: string, body: string) =>
      t.request({
        method: 'POST',
        url: `/api/v1/admin/support/chats/${id}/messages`,
        headers: asOperator(support),
        payload: { body },
      });

    // On line: the answer arrives live, counts as unread (the panel may be closed), and is not mailed.
    const socket = open(playerWs);
    await socket.send({ type: 'auth', playerSession: sessionid });
    await socket.next((m) => m.type === 'private.open');
    const sent = await t.request({
      method: 'POST',
      url: '/api/v1/chat/messages',
      player: sessionid,
      headers: { 'x-language': 'de' },
      payload: { body: 'Wo ist meine Auszahlung?' },
    });
    const id = sent.body.data.conversationId as string;
    await expect
      .poll(async () => (await reply(id, 'Sie ist unterwegs.')).status, { timeout: 2_000 })
      .toBe(200);
    await socket.next(isMessage('Sie ist unterwegs.'));
    expect(await replies()).toEqual([]);
    expect(await unread()).toBe(1);

    // Away (the socket closed): the next answer is mailed, in the conversation's language, with nothing the player typed.
    await socket.closed();
    await expect
      .poll(
        async () => {
          await reply(id, `Schon gutgeschrieben (${Date.now()}).`);
          return (await replies()).length;
        },
        { timeout: 3_000, interval: 100 },
      )
      .toBeGreaterThan(0);
    const [mail] = await replies();
    expect(mail!.subject).toBe('Der Support hat auf deine Chat-Nachricht geantwortet');
    expect(mail!.text).toContain('Schon gutgeschrieben');
    expect(mail!.text).not.toContain('Auszahlung');
    expect(await unread()).toBeGreaterThanOrEqual(2);

    // Opening the chat reads everything; another player's unread count is their own.
    const { sessionid: other } = await signUp(t, 'chataway07');
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/chat/read', player: other })).status,
    ).toBe(200);
    expect(await unread()).toBeGreaterThanOrEqual(2);
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/chat/read', player: sessionid })).body.data
        .unreadCount,
    ).toBe(0);
    expect(await unread()).toBe(0);
  });

  it('mails no answer to a player whose email is not verified, and a visitor only the answer at the address they left', async () => {
    const { sessionid } = await signUp(t, 'chataway08');
    const sent = await t.request({
      method: 'POST',
      url: '/api/v1/chat/messages',
      player: sessionid,
      payload: { body: 'Hello?' },
    });
    const playerChat = sent.body.data.conversationId as string;
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v1/admin/support/chats/${playerChat}/messages`,
          headers: asOperator(support),
          payload: { body: 'Hello, here we are.' },
        })
      ).status,
    ).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.kind, 'support_chat_reply'),
            eq(outboxEmails.to, 'chataway08@example.com'),
          ),
        ),
    ).toEqual([]);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/chat/unread', player: sessionid })).body.data
        .unreadCount,
    ).toBe(1);

    const anon = await t.anon();
    const left = await t.request({
      method: 'POST',
      url: '/api/v1/chat/offline',
      anon,
      payload: { name: 'Dora Visitor', email: 'dora@example.com', body: 'Please call me at home' },
    });
    const token = left.body.data.token as string;
    const visitorChat = left.body.data.conversation.id as string;
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v1/admin/support/chats/${visitorChat}/messages`,
          headers: asOperator(support),
          payload: { body: 'We answer by email only.' },
        })
      ).status,
    ).toBe(200);
    const [mail, ...more] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.kind, 'support_chat_reply'), eq(outboxEmails.to, 'dora@example.com')),
      );
    expect(more).toEqual([]);
    expect(mail!.text).toContain('We answer by email only.');
    expect(mail!.text).not.toContain('Dora');
    expect(mail!.text).not.toContain('call me');
    const visitorUnread = async (chatToken: string | null) =>
      (
        await t.request({
          method: 'GET',
          url: '/api/v1/chat/unread',
          anon,
          headers: chatToken ? { 'x-chat-token': chatToken } : {},
        })
      ).body.data.unreadCount as number;
    expect(await visitorUnread(token)).toBe(1);
    expect(await visitorUnread(null)).toBe(0);
    await t.request({
      method: 'POST',
      url: '/api/v1/chat/read',
      anon,
      headers: { 'x-chat-token': token },
    });
    expect(await visitorUnread(token)).toBe(0);
  });

  it('lists, assigns and closes a conversation; closing is audited and reaches the player live', async () => {
    const { sessionid } = await signUp(t, 'chatclose04');
    const player = open(playerWs);
    await player.send({ type: 'auth', playerSession: sessionid });
    await player.next((m) => m.type === 'private.open');
    const inbox = open(adminWs, adminOrigin);
    await inbox.send({ type: 'auth', operatorSession: support });
    await inbox.next((m) => m.type === 'admin.open');

    await t.request({
      method: 'POST',
      url: '/api/v1/chat/messages',
      player: sessionid,
      payload: { body: 'Please close my chat' },
    });
    const arrived = await inbox.next(isMessage('Please close my chat'));
    const id = (arrived.message as { conversationId: string }).conversationId;
    await inbox.next(
      (m) => m.type === 'chat.conversation' && (m.conversation as { id: string }).id === id,
    );

    const assigned = await t.request({
      method: 'POST',
      url: `/api/v1/admin/support/chats/${id}/assign`,
      headers: asOperator(support),
    });
    expect(assigned.body.data.conversation.assignedName).toMatch(/^supportdesk/);
    expect(await player.next((m) => m.type === 'chat.status')).toMatchObject({
      status: 'open',
      operatorName: assigned.body.data.conversation.assignedName,
    });

    const closed = await t.request({
      method: 'POST',
      url: `/api/v1/admin/support/chats/${id}/close`,
      headers: asOperator(support),
    });
    expect(closed.body.data.conversation.status).toBe('closed');
    expect(
      await player.next((m) => m.type === 'chat.status' && m.status === 'closed'),
    ).toMatchObject({ conversationId: id });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'support.chat.close'), eq(auditLog.targetId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorKind).toBe('operator');
    // An answer to a closed chat is refused; the player's next line starts a new conversation.
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v1/admin/support/chats/${id}/messages`,
          headers: asOperator(support),
          payload: { body: 'late' },
        })
      ).status,
    ).toBe(403);
    const next = await t.request({
      method: 'POST',
      url: '/api/v1/chat/messages',
      player: sessionid,
      payload: { body: 'One more thing' },
    });
    expect(next.body.data.conversationId).not.toBe(id);
    await player.closed();
    await inbox.closed();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('live chat across two instances sharing Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bAdmin: Server;
  let bAdminPort: number;

  beforeAll(async () => {
    bAdminPort = await freePort();
    a = await createTestApp(
      { REDIS_URL: redisUrl ?? '', ADMIN_PORT: String(bAdminPort) },
      { listen: true },
    );
    // The second instance: same database, same Redis, its own listeners.
    b = await buildApp({ config: a.config, database: a.database, logger: false });
    await b.ready();
    bAdmin = await listenAdminSite(b, { port: bAdminPort, host: '127.0.0.1' });
  });
  afterAll(async () => {
    const adminClosed = closeAdminSite(bAdmin);
    await b.close();
    await adminClosed;
    await a.close();
  });

  it('lets a player on instance A and an operator on instance B talk live', async () => {
    const { sessionid } = await signUp(a, 'chatredis05');
    const operator = await operatorSession(a, 'support');
    const player = open(
      `${a.config.publicUrl.replace('http', 'ws')}/api/v1/live?apiKey=${TEST_API_KEY}`,
    );
    await player.send({ type: 'auth', playerSession: sessionid });
    await player.next((m) => m.type === 'private.open');
    const inbox = open(
      `ws://127.0.0.1:${bAdminPort}/api/v1/admin/live`,
      `http://127.0.0.1:${bAdminPort}`,
    );
    await inbox.send({ type: 'auth', operatorSession: operator });
    await inbox.next((m) => m.type === 'admin.open');

    // The player writes through instance A; the operator's socket is on B.
    const sent = await a.request({
      method: 'POST',
      url: '/api/v1/chat/messages',
      player: sessionid,
      payload: { body: 'Hello from A' },
    });
    const id = sent.body.data.conversationId as string;
    await inbox.next(isMessage('Hello from A'));

    // The operator answers through B; the player's socket is on A.
    const answer = await b.inject({
      method: 'POST',
      url: `/api/v1/admin/support/chats/${id}/messages`,
      headers: { 'api-key': TEST_API_KEY, 'x-operator-session': operator },
      payload: { body: 'Hello from B' },
    });
    expect(answer.statusCode).toBe(200);
    await player.next(isMessage('Hello from B'));
    await player.closed();
    await inbox.closed();
  });
});

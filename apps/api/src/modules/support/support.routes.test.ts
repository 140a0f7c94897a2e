import { createHmac } from 'node:crypto';
import { and, eq, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  signUp,
  type TestApp,
} from '../../../test/harness.ts';
import { auditLog, outboxEmails, supportTickets } from '../../db/schema/index.ts';
import { createPlayerService } from '../profile/player.service.ts';
import { CONTACT_MESSAGES_PER_HOUR } from './contact.service.ts';

const TAWK_ENV = {
  TAWK_PROPERTY_ID: '64aaaaaaaaaaaaaaaaaaaaaa',
  TAWK_API_KEY: 'tawk-secret-key-for-tests',
  TAWK_WIDGET_ID: '1h0abc',
};

let t: TestApp;
let tawkApp: TestApp;

beforeAll(async () => {
  [t, tawkApp] = await Promise.all([createTestApp(), createTestApp(TAWK_ENV)]);
});
afterAll(async () => {
  await Promise.all([t.close(), tawkApp.close()]);
});

let senders = 0;
/** A fresh sender email per call, so the per-email limit only meets where a test means it to. */
const freshEmail = () => `sender${++senders}.${Date.now()}@example.com`;
const contact = async (
  payload: object,
  options: { anon?: string; player?: string; language?: string; ip?: string } = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/v1/contact',
    payload,
    anon: options.anon ?? (options.player ? undefined : await t.anon()),
    ...(options.player ? { player: options.player } : {}),
    ...(options.language ? { language: options.language } : {}),
    ...(options.ip ? { headers: { 'x-forwarded-for': options.ip } } : {}),
  });
const fieldsOf = (body: { data: { fields: { field: string; key: string; message: string }[] } }) =>
  body.data.fields.map((f) => [f.field, f.key, f.message]);
const mailsTo = (to: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to))
    .orderBy(desc(outboxEmails.id));

describe('POST /contact', () => {
  it('refuses each field by its own rule, with the message in the sender’s language', async () => {
    const empty = await contact({ name: '', email: 'nope', message: '' });
    expect(empty.status, JSON.stringify(empty.body)).toBe(400);
    expect(empty.body.info.resultCode).toBe('validation_error');
    expect(fieldsOf(empty.body)).toEqual([
      ['name', 'contact_name_required', 'Please type your name'],
      ['email', 'email_invalid', 'Email is not valid'],
      ['message', 'contact_message_required', 'Please type your message'],
    ]);
    const german = await contact(
      { name: 'A', email: 'a@example.com', message: 'x'.repeat(513) },
      { language: 'de' },
    );
    expect(fieldsOf(german.body)).toEqual([
      ['name', 'contact_name_length', 'Der Name muss zwischen 2 und 25 Zeichen lang sein'],
      ['message', 'contact_message_too_long', 'Die Nachricht darf höchstens 512 Zeichen lang sein'],
    ]);
    const missing = await contact({});
    expect(fieldsOf(missing.body).map(([field, key]) => [field, key])).toEqual([
      ['name', 'contact_name_required'],
      ['email', 'email_required'],
      ['message', 'contact_message_required'],
    ]);
  });

  it('takes names of 2 and 25 characters and messages of 512, refuses 1 and 26 and 513', async () => {
    const cases: [name: string, message: string, isAccepted: boolean, field?: string][] = [
      ['A', 'Hi', false, 'name'],
      ['Al', 'Hi', true],
      ['N'.repeat(25), 'Hi', true],
      ['N'.repeat(26), 'Hi', false, 'name'],
      ['Ann', 'm'.repeat(512), true],
      ['Ann', 'm'.repeat(513), false, 'message'],
    ];
    for (const [name, message, isAccepted, field] of cases) {
      const response = await contact({ name, email: freshEmail(), message });
      expect({ name: name.length, message: message.length, status: response.status }).toEqual({
        name: name.length,
        message: message.length,
        status: isAccepted ? 200 : 400,
      });
      if (!isAccepted)
        expect(response.body.data.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
  });

  it('needs at least an anonymous session', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Ann', email: freshEmail(), message: 'Hello' },
    });
    expect(response.status).toBe(401);
    expect(response.body.info.resultCode).toBe('anon_session_required');
  });

  it('stores a visitor’s message as an open ticket, mails support with the sender and acknowledges it, without its text, in the sender’s language', async () => {
    const email = freshEmail();
    const message = 'My deposit <script>alert(1)</script> did not arrive.\nCan you check?';
    const response = await contact({ name: 'Ann Visitor', email, message }, { language: 'fr' });
    expect(response.status).toBe(200);
    const [ticket] = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, BigInt(response.body.data.ticketId)));
    expect(ticket).toMatchObject({
      name: 'Ann Visitor',
      email,
      message,
      language: 'fr',
      playerId: null,
      status: 'open',
      assignedTo: null,
    });
    const [toSupport] = await mailsTo('support@orca.local');
    expect(toSupport?.subject).toBe(`Contact #${ticket!.id}: Ann Visitor`);
    expect(toSupport?.text).toContain(`From: Ann Visitor <${email}>`);
    expect(toSupport?.text).toContain(message);
    const [ack] = await mailsTo(email);
    expect(ack?.subject).toBe('Nous avons bien reçu votre message');
    // The acknowledgement carries nothing the sender typed: the form is no relay for mail of
    // anyone's choosing to an address of anyone's choosing.
    expect(ack?.text).toContain('Merci de nous avoir écrit');
    expect(ack?.text).not.toContain('deposit');
    expect(ack?.text).not.toContain('Ann Visitor');
  });

  it('keeps the logged-in player on the ticket', async () => {
    const { sessionid } = await fundedPlayer(t, 'contactplayer1', '25');
    const response = await contact(
      { name: 'Pat Player', email: freshEmail(), message: 'Question about my bonus' },
      { player: sessionid },
    );
    expect(response.status).toBe(200);
    const player = await createPlayerService(t.database.db).findByUsername('contactplayer1');
    const [ticket] = await t.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, BigInt(response.body.data.ticketId)));
    expect(ticket?.playerId).toBe(player!.id);
  });

  it(`takes ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address, and from one email across addresses`, async () => {
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++)
      expect(
        (
          await contact(
            { name: 'Flood', email: freshEmail(), message: `n${i}` },
            { ip: '203.0.113.7' },
          )
        ).status,
      ).toBe(200);
    const fromAddress = await contact(
      { name: 'Flood', email: freshEmail(), message: 'one more' },
      { ip: '203.0.113.7' },
    );
    expect(fromAddress.status).toBe(429);
    expect(fromAddress.body.info.resultCode).toBe('too_many_requests');
    // A sender correcting the form's errors is not counted: validation comes first.
    const email = freshEmail();
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++)
      expect((await contact({ name: 'Same', email, message: `m${i}` })).status).toBe(200);
    const sameEmail = await contact({ name: 'Same', email: email.toUpperCase(), message: 'again' });
    expect(sameEmail.status).toBe(429);
  });
});

describe('back office: contact messages', () => {
  it('lists, assigns, answers by email, closes and reopens a ticket, each change audited', async () => {
    const support = await operatorSession(t, 'support');
    const email = freshEmail();
    const sent = await contact(
      { name: 'Ticket Owner', email, message: 'Please help <b>now</b>' },
      { language: 'es' },
    );
    const id = sent.body.data.ticketId as string;
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.request({
        method,
        url: `/api/v1/admin/support${url}`,
        headers: { 'x-operator-session': support },
        ...(payload ? { payload } : {}),
      });

    const open = await as('GET', `/tickets?status=open&q=${encodeURIComponent(email)}`);
    expect(open.status).toBe(200);
    expect(open.body.data.items.map((i: { id: string }) => i.id)).toEqual([id]);
    expect(open.body.data.counts).toEqual({ open: 1, answered: 0, closed: 0 });

    const taken = await as('POST', `/tickets/${id}/assign`);
    expect(taken.body.data.assignedTo.username).toMatch(/^supportdesk/);
    expect(
      (await as('GET', '/tickets?assigned=me')).body.data.items.map((i: { id: string }) => i.id),
    ).toContain(id);

    const answered = await as('POST', `/tickets/${id}/answer`, { body: 'Hola, ya está resuelto.' });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({
      status: 'answered',
      message: 'Please help <b>now</b>',
      replies: [{ body: 'Hola, ya está resuelto.' }],
    });
    const [reply] = await mailsTo(email);
    expect(reply?.subject).toBe('Re: tu mensaje al soporte de Orca');
    expect(reply?.text).toContain('Hola, ya está resuelto.');

    expect((await as('PUT', `/tickets/${id}/status`, { status: 'closed' })).body.data.status).toBe(
      'closed',
    );
    expect((await as('PUT', `/tickets/${id}/status`, { status: 'open' })).body.data.status).toBe(
      'open',
    );

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'support_ticket'), eq(auditLog.targetId, id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      'support.ticket_assigned',
      'support.ticket_answered',
      'support.ticket_closed',
      'support.ticket_reopened',
    ]);
    expect(audit[3]?.before).toMatchObject({ status: 'closed' });
  });

  it("quotes nothing the sender typed to an unverified address, and the message only to the player's own verified email", async () => {
    const support = await operatorSession(t, 'support');
    const answer = (id: string, body: string) =>
      t.request({
        method: 'POST',
        url: `/api/v1/admin/support/tickets/${id}/answer`,
        headers: { 'x-operator-session': support },
        payload: { body },
      });

    // A visitor types a victim's address and a phishing text: the answer reaches the victim without it.
    const victim = freshEmail();
    const phishing = await contact({
      name: 'Orca Security Team',
      email: victim,
      message: 'Your account is locked: log in at https://orca-login.example',
    });
    expect(
      (await answer(phishing.body.data.ticketId as string, 'We could not find this request.'))
        .status,
    ).toBe(200);
    const [relayed] = await mailsTo(victim);
    expect(relayed?.text).toContain('We could not find this request.');
    expect(relayed?.text).not.toContain('orca-login.example');
    expect(relayed?.text).not.toContain('Orca Security Team');

    // A player whose email is verified hears their own message again, at that address only.
    const { sessionid } = await signUp(t, 'contactquote1');
    const [signed] = await mailsTo('contactquote1@example.com');
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
    const own = await contact(
      { name: 'Quinn', email: 'contactquote1@example.com', message: 'Where is my withdrawal?' },
      { player: sessionid },
    );
    expect((await answer(own.body.data.ticketId as string, 'It is on its way.')).status).toBe(200);
    const [quoted] = await mailsTo('contactquote1@example.com');
    expect(quoted?.text).toContain('It is on its way.');
    expect(quoted?.text).toContain('Where is my withdrawal?');
    const elsewhere = freshEmail();
    const other = await contact(
      { name: 'Quinn', email: elsewhere, message: 'Click https://elsewhere.example' },
      { player: sessionid },
    );
    expect((await answer(other.body.data.ticketId as string, 'Noted.')).status).toBe(200);
    const [unquoted] = await mailsTo(elsewhere);
    expect(unquoted?.text).toContain('Noted.');
    expect(unquoted?.text).not.toContain('elsewhere.example');
  });

  it('refuses an empty answer and an unknown ticket', async () => {
    const admin = await operatorSession(t, 'admin');
    const sent = await contact({ name: 'Ann', email: freshEmail(), message: 'Hi' });
    const empty = await t.request({
      method: 'POST',
      url: `/api/v1/admin/support/tickets/${sent.body.data.ticketId}/answer`,
      headers: { 'x-operator-session': admin },
      payload: { body: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields[0].field).toBe('body');
    const unknown = await t.request({
      method: 'GET',
      url: '/api/v1/admin/support/tickets/999999999',
      headers: { 'x-operator-session': admin },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses operators without support.answer (marketing)', async () => {
    const marketing = await operatorSession(t, 'marketing');
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/admin/support/tickets',
      headers: { 'x-operator-session': marketing },
    });
    expect(response.status).toBe(403);
  });
});

describe('GET /getTawkToPlayerDetails', () => {
  it('answers the spec’s fields with the secure-mode hash of the email, never stored by a cache', async () => {
    const { sessionid } = await fundedPlayer(tawkApp, 'tawkplayer1', '25');
    const response = await tawkApp.request({
      method: 'GET',
      url: '/api/v1/getTawkToPlayerDetails',
      player: sessionid,
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const player = await createPlayerService(tawkApp.database.db).findByUsername('tawkplayer1');
    const data = response.body.data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'balance',
        'bonus',
        'currency',
        'email',
        'hash',
        'last_active',
        'last_bonus',
        'last_deposit',
        'last_login',
        'player_id',
        'previous_login',
        'username',
      ].sort(),
    );
    expect(data).toMatchObject({
      player_id: player!.id.toString(),
      username: 'tawkplayer1',
      email: player!.email,
      balance: '25.00',
      bonus: '0.00',
      currency: player!.currency,
      last_bonus: null,
    });
    expect(data.hash).toBe(
      createHmac('sha256', TAWK_ENV.TAWK_API_KEY).update(player!.email).digest('hex'),
    );
    expect(data.last_deposit).not.toBeNull();
    expect(data.last_login).not.toBeNull();
    expect(Date.parse(data.last_active)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a visitor', async () => {
    const response = await tawkApp.request({
      method: 'GET',
      url: '/api/v1/getTawkToPlayerDetails',
      anon: await tawkApp.anon(),
    });
    expect(response.status).toBe(401);
    expect(response.body.info.resultCode).toBe('login_required');
  });

  it('does not exist (404 route_not_found) when Tawk is not configured', async () => {
    const { sessionid } = await fundedPlayer(t, 'tawkless1', '25');
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/getTawkToPlayerDetails',
      player: sessionid,
    });
    expect(response.status).toBe(404);
    expect(response.body.info.resultCode).toBe('route_not_found');
  });
});

describe('Tawk.to in the skin config and the CSP', () => {
  const cspOf = async (app: TestApp) =>
    String(
      (await app.request({ method: 'GET', url: '/health' })).headers['content-security-policy'],
    );

  it('names Tawk’s hosts only when it is configured', async () => {
    const without = await cspOf(t);
    expect(without).not.toContain('tawk');
    const withTawk = await cspOf(tawkApp);
    const directive = (name: string) =>
      withTawk
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://embed.tawk.to');
    expect(directive('connect-src')).toContain('wss://*.tawk.to');
    expect(directive('connect-src')).toContain('https://*.tawk.to');
    expect(directive('frame-src')).toContain('https://embed.tawk.to');
    expect(directive('img-src')).toContain('https://*.tawk.to');
    expect(directive('style-src')).toContain('https://embed.tawk.to');
    expect(directive('font-src')).toContain('https://embed.tawk.to');
  });

  it('tells the web which widget to load, never the API key', async () => {
    const off = await t.request({ method: 'GET', url: '/api/v1/skinConfig/all' });
    expect(off.body.data.tawk).toEqual({
      enabled: false,
      propertyId: '',
      widgetId: '',
      embedOrigin: '',
    });
    const on = await tawkApp.request({ method: 'GET', url: '/api/v1/skinConfig/all' });
    expect(on.body.data.tawk).toEqual({
      enabled: true,
      propertyId: TAWK_ENV.TAWK_PROPERTY_ID,
      widgetId: TAWK_ENV.TAWK_WIDGET_ID,
      embedOrigin: 'https://embed.tawk.to',
    });
    expect(JSON.stringify(on.body)).not.toContain(TAWK_ENV.TAWK_API_KEY);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  signUp,
  VALID_SIGNUP,
  type TestApp,
} from '../../../test/harness.ts';
import { createLedgerService, type LedgerService } from '../wallet/ledger.service.ts';

let t: TestApp;
let ledger: LedgerService;
let admin: string;
let secondAdmin: string;
let compliance: string;
let payments: string;
let names = 0;

beforeAll(async () => {
  // 500 EUR is the default; the tests name it so that a changed default does not change them.
  t = await createTestApp({ ADJUSTMENT_FOUR_EYES_EUR: '500' });
  ledger = createLedgerService(t.database.db);
  admin = await operatorSession(t, 'admin');
  secondAdmin = await operatorSession(t, 'admin');
  compliance = await operatorSession(t, 'compliance');
  payments = await operatorSession(t, 'payments');
});
afterEach(async () => {
  const audit = await ledger.audit();
  expect(audit.problems).toEqual([]);
});
afterAll(() => t.close());

const uniqueName = (prefix: string) => {
  names += 1;
  return `${prefix}${names}${Date.now().toString(36).slice(-4)}`.slice(0, 20);
};

const asOperator = (
  session: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.request({
    method,
    url: `/api/v1${url}`,
    headers: { 'x-operator-session': session },
    ...(payload === undefined ? {} : { payload }),
  });

async function playerIdOf(username: string): Promise<string> {
  const found = await asOperator(admin, 'GET', `/admin/players?query=${username}`);
  const match = (found.body.data.players as { id: string; username: string }[]).find(
    (p) => p.username === username,
  );
  if (!match) throw new Error(`${username} not found`);
  return match.id;
}

const cashOf = async (session: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/balance', player: session })).body.data
    .cash as string;

async function logIn(username: string) {
  const anon = await t.anon();
  return t.request({
    method: 'POST',
    url: '/api/v1/player/login',
    anon,
    payload: { username, password: VALID_SIGNUP.password, terms: true },
  });
}

async function auditOf(targetId: string, action: string) {
  const found = await asOperator(
    admin,
    'GET',
    `/admin/audit?target_kind=player&target_id=${targetId}&action=${action}`,
  );
  return found.body.data as {
    action: string;
    actorName: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }[];
}

describe('GET /admin/players', () => {
  it('finds a player by username prefix, email, numeric id and name, case-insensitively, and pages', async () => {
    const username = uniqueName('Finder');
    const { sessionid } = await signUp(t, username);
    await t.request({
      method: 'POST',
      url: '/api/v1/player/update/personal',
      player: sessionid,
      payload: { first_name: 'Marguerite', last_name: 'Quillfeather' },
    });
    const id = await playerIdOf(username);

    for (const query of [
      username.slice(0, 7).toUpperCase(),
      `${username.toLowerCase()}@example.com`,
      id,
      'quillfeath',
      'MARGUERITE',
    ]) {
      const found = await asOperator(
        compliance,
        'GET',
        `/admin/players?query=${encodeURIComponent(query)}`,
      );
      expect(found.status, query).toBe(200);
      expect(
        found.body.data.players.map((p: { id: string }) => p.id),
        query,
      ).toContain(id);
    }
    const none = await asOperator(admin, 'GET', '/admin/players?query=nobody-by-this-name');
    expect(none.body.data).toMatchObject({ players: [], page: 1, hasMore: false });
    // Wildcards are text, not patterns.
    const wildcard = await asOperator(admin, 'GET', '/admin/players?query=%25');
    expect(wildcard.body.data.players).toEqual([]);
    const tooFar = await asOperator(admin, 'GET', '/admin/players?page=100000');
    expect([tooFar.status, tooFar.body.info.resultCode]).toEqual([400, 'validation_error']);
  });
});

describe('the player card', () => {
  it('shows the overview with balances, status, last log-in and limits, the ledger postings and the sessions', async () => {
    const username = uniqueName('Carded');
    await fundedPlayer(t, username, '120.50');
    const id = await playerIdOf(username);

    const card = await asOperator(payments, 'GET', `/admin/players/${id}`);
    expect(card.status).toBe(200);
    expect(card.body.data).toMatchObject({
      id,
      username,
      status: 'active',
      currency: 'EUR',
      country: 'GB',
      kycStatus: 'not_verified',
      balances: [{ currency: 'EUR', cash: '120.50', bonus: '0.00' }],
      blockReason: null,
      closedAt: null,
    });
    expect(card.body.data.lastLogin).toMatchObject({ method: 'register' });

    const transactions = await asOperator(admin, 'GET', `/admin/players/${id}/transactions`);
    expect(transactions.body.data.entries).toEqual([
      expect.objectContaining({
        operationKind: 'deposit',
        transferKind: 'deposit',
        accountKind: 'player_cash',
        amount: '120.50',
        currency: 'EUR',
      }),
    ]);

    const sessions = await asOperator(admin, 'GET', `/admin/players/${id}/sessions`);
    expect(sessions.body.data.sessions).toEqual([
      expect.objectContaining({ isLive: true, revokedAt: null }),
    ]);
    expect(sessions.body.data.logins).toEqual([expect.objectContaining({ method: 'register' })]);

    for (const tab of ['rounds', 'documents', 'notes', 'adjustments']) {
      const response = await asOperator(admin, 'GET', `/admin/players/${id}/${tab}`);
      expect(response.status, tab).toBe(200);
    }
    const missing = await asOperator(admin, 'GET', '/admin/players/999999999');
    expect([missing.status, missing.body.info.resultCode]).toEqual([404, 'not_found']);
  });

  it('keeps operators’ notes with their author, audited', async () => {
    const username = uniqueName('Noted');
    await signUp(t, username);
    const id = await playerIdOf(username);
    const added = await asOperator(compliance, 'POST', `/admin/players/${id}/notes`, {
      body: 'Called about a late withdrawal.',
    });
    expect(added.body.data).toEqual([
      expect.objectContaining({
        body: 'Called about a late withdrawal.',
        operatorName: expect.stringMatching(/^compliancedesk/),
      }),
    ]);
    const empty = await asOperator(compliance, 'POST', `/admin/players/${id}/notes`, {
      body: '   ',
    });
    expect([empty.status, empty.body.info.resultCode]).toEqual([400, 'validation_error']);
    expect(await auditOf(id, 'player.note_added')).toHaveLength(1);
  });
});

describe('account actions', () => {
  it('a block ends the player’s session at once (session_expired) and refuses log-in; an unblock lets them in again; all audited with the reason', async () => {
    const username = uniqueName('Blocked');
    const { sessionid } = await signUp(t, username);
    const id = await playerIdOf(username);

    const noReason = await asOperator(compliance, 'POST', `/admin/players/${id}/block`, {
      reason: '',
    });
    expect([noReason.status, noReason.body.info.resultCode]).toEqual([400, 'validation_error']);
    const refused = await asOperator(payments, 'POST', `/admin/players/${id}/block`, {
      reason: 'Chargeback fraud',
    });
    expect([refused.status, refused.body.info.resultCode]).toEqual([403, 'forbidden']);

    const blocked = await asOperator(compliance, 'POST', `/admin/players/${id}/block`, {
      reason: 'Chargeback fraud',
    });
    expect(blocked.body.data).toMatchObject({ status: 'blocked', blockReason: 'Chargeback fraud' });
    const after = await t.request({
      method: 'GET',
      url: '/api/v1/player/balance',
      player: sessionid,
    });
    expect([after.status, after.body.info.resultCode]).toEqual([401, 'session_expired']);
    const login = await logIn(username);
    expect([login.status, login.body.info.resultCode]).toEqual([403, 'account_disabled']);
    const again = await asOperator(compliance, 'POST', `/admin/players/${id}/block`, {
      reason: 'Twice',
    });
    expect([again.status, again.body.info.resultCode]).toEqual([409, 'player_state_conflict']);

    const [entry] = await auditOf(id, 'player.blocked');
    expect(entry).toMatchObject({
      before: { status: 'active' },
      after: { status: 'blocked', reason: 'Chargeback fraud', sessionsEnded: 1 },
    });

    const unblocked = await asOperator(compliance, 'POST', `/admin/players/${id}/unblock`, {
      reason: 'Bank confirmed the payment',
    });
    expect(unblocked.body.data).toMatchObject({ status: 'active', blockReason: null });
    const back = await logIn(username);
    expect(back.status).toBe(200);
    expect(await auditOf(id, 'player.unblocked')).toHaveLength(1);
  });

  it('closing an account ends its sessions and refuses log-in as closed; it cannot be unblocked', async () => {
    const username = uniqueName('Closed');
    const { sessionid } = await signUp(t, username);
    const id = await playerIdOf(username);
    const closed = await asOperator(admin, 'POST', `/admin/players/${id}/close`, {
      reason: 'Player asked to close the account',
    });
    expect(closed.body.data).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    const after = await t.request({
      method: 'GET',
      url: '/api/v1/player/balance',
      player: sessionid,
    });
    expect(after.body.info.resultCode).toBe('session_expired');
    const login = await logIn(username);
    expect([login.status, login.body.info.resultCode]).toEqual([403, 'account_closed']);
    const unblock = await asOperator(admin, 'POST', `/admin/players/${id}/unblock`, {
      reason: 'Try',
    });
    expect(unblock.body.info.resultCode).toBe('player_state_conflict');
  });

  it('ending sessions logs the player out everywhere but lets them log in again', async () => {
    const username = uniqueName('Ended');
    const { sessionid } = await signUp(t, username);
    const second = (await logIn(username)).body.data.sessionid as string;
    const id = await playerIdOf(username);
    const ended = await asOperator(compliance, 'POST', `/admin/players/${id}/sessions/end`, {
      reason: 'Shared device reported',
    });
    expect(ended.body.data.status).toBe('active');
    for (const session of [sessionid, second])
      expect(
        (await t.request({ method: 'GET', url: '/api/v1/player/balance', player: session })).body
          .info.resultCode,
      ).toBe('session_expired');
    expect((await logIn(username)).status).toBe(200);
    const [entry] = await auditOf(id, 'player.sessions_ended');
    expect(entry?.after).toMatchObject({ reason: 'Shared device reported', sessionsEnded: 2 });
  });
});

describe('balance adjustments', () => {
  it('applies a small adjustment at once as a ledger transfer against the house adjustments account, audited', async () => {
    const username = uniqueName('Adjusted');
    const { sessionid } = await fundedPlayer(t, username, '50');
    const id = await playerIdOf(username);
    const credit = await asOperator(admin, 'POST', `/admin/players/${id}/adjustments`, {
      currency: 'EUR',
      amount: '25.10',
      reason: 'Goodwill for a game outage',
    });
    expect(credit.body.data).toMatchObject({
      status: 'applied',
      amount: '25.10',
      currency: 'EUR',
      playerUsername: username,
    });
    expect(await cashOf(sessionid)).toBe('75.10');
    const debit = await asOperator(admin, 'POST', `/admin/players/${id}/adjustments`, {
      currency: 'EUR',
      amount: '-5',
      reason: 'Duplicate goodwill',
    });
    expect(debit.body.data).toMatchObject({ status: 'applied', amount: '-5.00' });
    expect(await cashOf(sessionid)).toBe('70.10');
    expect(await ledger.houseBalance('house_adjustments', 'EUR')).toBeLessThanOrEqual(-2010n);

    const postings = await asOperator(admin, 'GET', `/admin/players/${id}/transactions`);
    expect(postings.body.data.entries.slice(0, 2)).toEqual([
      expect.objectContaining({ transferKind: 'adjustment', amount: '-5.00' }),
      expect.objectContaining({ transferKind: 'adjustment', amount: '25.10' }),
    ]);
    const [entry] = await auditOf(id, 'adjustment.applied');
    expect(entry?.after).toMatchObject({
      status: 'applied',
      reason: 'Duplicate goodwill',
      amountMinor: '-500',
      cashMinor: '7010',
    });
  });

  it('refuses a debit below zero, a zero or malformed amount, a currency the player has not, and a role without the permission', async () => {
    const username = uniqueName('Refused');
    const { sessionid } = await fundedPlayer(t, username, '20');
    const id = await playerIdOf(username);
    const send = (session: string, body: Record<string, unknown>) =>
      asOperator(session, 'POST', `/admin/players/${id}/adjustments`, {
        currency: 'EUR',
        reason: 'Test',
        ...body,
      });
    const overdraw = await send(admin, { amount: '-20.01' });
    expect(overdraw.body.info).toMatchObject({ success: false, resultCode: 'insufficient_funds' });
    for (const amount of ['0', '0.00', '-0', '1.234', '1e3', '1234567890', 'ten']) {
      const bad = await send(admin, { amount });
      expect([bad.status, bad.body.info.resultCode], amount).toEqual([400, 'validation_error']);
    }
    const foreign = await send(admin, { amount: '5', currency: 'NOK' });
    expect([foreign.status, foreign.body.info.resultCode]).toEqual([
      400,
      'adjustment_currency_not_held',
    ]);
    const compliant = await send(compliance, { amount: '5' });
    expect([compliant.status, compliant.body.info.resultCode]).toEqual([403, 'forbidden']);
    expect(await cashOf(sessionid)).toBe('20.00');
    expect((await asOperator(admin, 'GET', `/admin/players/${id}/adjustments`)).body.data).toEqual(
      [],
    );
  });

  it('above the four-eyes amount waits for a second operator; the requester cannot approve it; two approvals apply it once', async () => {
    const username = uniqueName('FourEyes');
    const { sessionid } = await fundedPlayer(t, username, '20');
    const id = await playerIdOf(username);
    const policy = await asOperator(admin, 'GET', '/admin/adjustments/policy');
    expect(policy.body.data).toMatchObject({
      fourEyesEur: 500,
      fourEyesByCurrency: { EUR: '500.00', NOK: '5000.00' },
    });

    const atLimit = await asOperator(admin, 'POST', `/admin/players/${id}/adjustments`, {
      currency: 'EUR',
      amount: '500',
      reason: 'At the limit',
    });
    expect(atLimit.body.data.status).toBe('applied');
    const large = await asOperator(admin, 'POST', `/admin/players/${id}/adjustments`, {
      currency: 'EUR',
      amount: '500.01',
      reason: 'Jackpot paid by hand',
    });
    expect(large.body.data).toMatchObject({ status: 'pending', decidedBy: null });
    expect(await cashOf(sessionid)).toBe('520.00');
    const adjustmentId = large.body.data.id as string;
    const pending = await asOperator(secondAdmin, 'GET', '/admin/adjustments?status=pending');
    expect(pending.body.data.map((a: { id: string }) => a.id)).toContain(adjustmentId);

    const own = await asOperator(admin, 'POST', `/admin/adjustments/${adjustmentId}/approve`, {
      note: 'me',
    });
    expect([own.status, own.body.info.resultCode]).toEqual([403, 'adjustment_own_request']);
    expect(await cashOf(sessionid)).toBe('520.00');

    const [first, second] = await Promise.all([
      asOperator(secondAdmin, 'POST', `/admin/adjustments/${adjustmentId}/approve`, {
        note: 'Checked the game log',
      }),
      asOperator(secondAdmin, 'POST', `/admin/adjustments/${adjustmentId}/approve`, {
        note: 'Checked the game log',
      }),
    ]);
    const outcomes = [first, second].map((r) => r.body.info.resultCode).sort();
    expect(outcomes).toEqual(['adjustment_state_conflict', 'ok']);
    expect(await cashOf(sessionid)).toBe('1020.01');
    const decided = [first, second].find((r) => r.body.info.resultCode === 'ok');
    expect(decided?.body.data).toMatchObject({
      status: 'applied',
      decisionNote: 'Checked the game log',
      decidedBy: expect.stringMatching(/^admindesk/),
    });
    expect(await auditOf(id, 'adjustment.approved')).toHaveLength(1);
    const reject = await asOperator(
      secondAdmin,
      'POST',
      `/admin/adjustments/${adjustmentId}/reject`,
      { note: 'late' },
    );
    expect(reject.body.info.resultCode).toBe('adjustment_state_conflict');
  });

  it('counts the adjustments applied without approval in the last 24 hours: a large one split into small ones still needs a second operator', async () => {
    const username = uniqueName('Split');
    const { sessionid } = await fundedPlayer(t, username, '20');
    const id = await playerIdOf(username);
    const send = (amount: string) =>
      asOperator(admin, 'POST', `/admin/players/${id}/adjustments`, {
        currency: 'EUR',
        amount,
        reason: 'Split payout',
      });
    expect((await send('300')).body.data.status).toBe('applied');
    expect((await send('-150')).body.data.status).toBe('applied');
    // 300 + 150 moved already: another 50 reaches the 500 EUR, 0.01 more does not.
    expect((await send('50')).body.data.status).toBe('applied');
    expect((await send('0.01')).body.data.status).toBe('pending');
    expect(await cashOf(sessionid)).toBe('220.00');
    // An approved adjustment had its second operator: it does not count against the next ones.
    const pending = await send('600');
    await asOperator(secondAdmin, 'POST', `/admin/adjustments/${pending.body.data.id}/approve`, {});
    expect(await cashOf(sessionid)).toBe('820.00');
    expect(
      (
        await asOperator(secondAdmin, 'POST', `/admin/players/${id}/adjustments`, {
          currency: 'EUR',
          amount: '1',
          reason: 'Other desk',
        })
      ).body.data.status,
    ).toBe('pending');
  });

  it('a rejected adjustment moves no money; a large debit the balance no longer covers stays pending', async () => {
    const username = uniqueName('Rejected');
    const { sessionid } = await fundedPlayer(t, username, '600');
    const id = await playerIdOf(username);
    const request = await asOperator(admin, 'POST', `/admin/players/${id}/adjustments`, {
      currency: 'EUR',
      amount: '-550',
      reason: 'Bonus abuse',
    });
    expect(request.body.data.status).toBe('pending');
    await asOperator(admin, 'POST', `/admin/players/${id}/adjustments`, {
      currency: 'EUR',
      amount: '-100',
      reason: 'Fee',
    });
    expect(await cashOf(sessionid)).toBe('500.00');
    const approve = await asOperator(
      secondAdmin,
      'POST',
      `/admin/adjustments/${request.body.data.id}/approve`,
      {},
    );
    expect(approve.body.info.resultCode).toBe('insufficient_funds');
    const stillPending = await asOperator(admin, 'GET', `/admin/players/${id}/adjustments`);
    expect(
      stillPending.body.data.find((a: { id: string }) => a.id === request.body.data.id).status,
    ).toBe('pending');
    const rejected = await asOperator(
      secondAdmin,
      'POST',
      `/admin/adjustments/${request.body.data.id}/reject`,
      { note: 'Not enough evidence' },
    );
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      decisionNote: 'Not enough evidence',
    });
    expect(await cashOf(sessionid)).toBe('500.00');
    expect(await auditOf(id, 'adjustment.rejected')).toHaveLength(1);
  });
});

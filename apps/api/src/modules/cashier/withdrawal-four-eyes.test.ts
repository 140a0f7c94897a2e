import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { auditLog, withdrawals } from '../../db/schema/index.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';

/**
 * Withdrawals above WITHDRAWAL_FOUR_EYES_EUR need two different operators: the first approval is
 * recorded and the withdrawal waits; the same operator cannot give the second; either may reject.
 */
let t: TestApp;
let first: string;
let second: string;
let third: string;

beforeAll(async () => {
  // A threshold of its own, so the test does not hang on the default's value.
  t = await createTestApp({ WITHDRAWAL_FOUR_EYES_EUR: '500' });
  [first, second, third] = [
    await operatorSession(t, 'payments'),
    await operatorSession(t, 'payments'),
    await operatorSession(t, 'admin'),
  ];
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

const balance = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/balance', player })).body.data
    .cash as string;
const withdraw = async (player: string, amount: string) => {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/cashier/withdraw',
    player,
    payload: { method: 'btc', amount },
  });
  expect(response.status).toBe(200);
  return response.body.data.trans_id as string;
};
const decide = (id: string, decision: 'approve' | 'reject', session: string, note = 'checked') =>
  t.request({
    method: 'POST',
    url: `/api/v1/admin/withdrawals/${id}/${decision}`,
    headers: { 'x-operator-session': session },
    payload: { note },
  });
const queue = async (session: string, status = 'pending_approval') =>
  (
    await t.request({
      method: 'GET',
      url: `/api/v1/admin/withdrawals?status=${status}`,
      headers: { 'x-operator-session': session },
    })
  ).body.data as {
    trans_id: string;
    needsTwoApprovals: boolean;
    firstApprovedBy: string | null;
    firstApprovedAt: string | null;
    status: string;
  }[];
const playerStatus = async (player: string, id: string) => {
  const pending = await t.request({
    method: 'GET',
    url: '/api/v1/player/transactions/pendingWithdrawals',
    player,
  });
  return (pending.body.data as { trans_id: string; status: string }[]).find(
    (row) => row.trans_id === id,
  )?.status;
};
const usernameOf = async (session: string) =>
  (
    await t.request({
      method: 'GET',
      url: '/api/v1/admin/me',
      headers: { 'x-operator-session': session },
    })
  ).body.data.username as string;

describe('four-eyes withdrawals', () => {
  it('approve at once at or below the threshold', async () => {
    const { sessionid } = await fundedPlayer(t, 'Smallpay01', '600');
    const id = await withdraw(sessionid, '500');
    expect((await queue(first)).find((row) => row.trans_id === id)).toMatchObject({
      needsTwoApprovals: false,
      firstApprovedBy: null,
    });
    const approved = await decide(id, 'approve', first);
    expect(approved.body.data).toMatchObject({
      status: 'awaiting_details',
      needsTwoApprovals: false,
      firstApprovedBy: null,
    });
  });

  it('wait after a first approval above it, refuse the same operator, and complete with a second', async () => {
    const { sessionid } = await fundedPlayer(t, 'Bigpay0001', '900');
    const id = await withdraw(sessionid, '500.01');
    expect(await balance(sessionid)).toBe('399.99');

    const firstApproval = await decide(id, 'approve', first, 'KYC checked');
    expect(firstApproval.status).toBe(200);
    expect(firstApproval.body.data).toMatchObject({
      status: 'pending_approval',
      needsTwoApprovals: true,
      firstApprovedBy: await usernameOf(first),
      firstApprovedAt: expect.any(String),
    });
    // The player still sees it waiting, and the queue shows who gave the first approval.
    expect(await playerStatus(sessionid, id)).toBe('pending_approval');
    expect((await queue(second)).find((row) => row.trans_id === id)).toMatchObject({
      firstApprovedBy: await usernameOf(first),
    });

    const again = await decide(id, 'approve', first);
    expect([again.status, again.body.info.resultCode]).toEqual([409, 'second_approval_required']);
    expect(again.body.info.message).toBe(
      'You gave the first approval; a different operator must give the second.',
    );

    const secondApproval = await decide(id, 'approve', second, 'second pair of eyes');
    expect(secondApproval.body.data).toMatchObject({
      status: 'awaiting_details',
      firstApprovedBy: await usernameOf(first),
    });
    expect(await playerStatus(sessionid, id)).toBe('awaiting_details');
    // The money stays reserved (it leaves at payout), never back on the balance.
    expect(await balance(sessionid)).toBe('399.99');

    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row!.firstApprovedBy).not.toBeNull();
    expect(row!.decidedBy).not.toBe(row!.firstApprovedBy);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'withdrawal'), eq(auditLog.targetId, id)))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'withdrawal.first_approve',
      'withdrawal.approve',
    ]);
    expect(audit[0]!.before).toEqual({ status: 'pending_approval', firstApprovedBy: null });
    expect(audit[1]!.before).toEqual({
      status: 'pending_approval',
      firstApprovedBy: row!.firstApprovedBy!.toString(),
    });
    expect(audit[1]!.actorId).not.toBe(audit[0]!.actorId);
  });

  it('end with a rejection by either operator, the money back on the balance', async () => {
    const { sessionid } = await fundedPlayer(t, 'Bigreject1', '900');
    const id = await withdraw(sessionid, '800');
    await decide(id, 'approve', first);
    const rejected = await decide(id, 'reject', first, 'changed my mind: the address book is odd');
    expect(rejected.body.data.status).toBe('rejected');
    expect(await balance(sessionid)).toBe('900.00');
    expect((await decide(id, 'approve', second)).body.info.resultCode).toBe(
      'withdrawal_state_conflict',
    );

    const other = await withdraw(sessionid, '700');
    await decide(other, 'approve', first);
    expect((await decide(other, 'reject', second)).body.data.status).toBe('rejected');
    expect(await balance(sessionid)).toBe('900.00');
  });

  it('let one of two concurrent second approvals win', async () => {
    const { sessionid } = await fundedPlayer(t, 'Bigrace001', '900');
    const id = await withdraw(sessionid, '800');
    await decide(id, 'approve', first);
    const answers = await Promise.all([
      decide(id, 'approve', second),
      decide(id, 'approve', third),
    ]);
    expect(answers.map((answer) => answer.body.info.resultCode).sort()).toEqual([
      'ok',
      'withdrawal_state_conflict',
    ]);
    const approvals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.approve'), eq(auditLog.targetId, id)));
    expect(approvals).toHaveLength(1);
  });

  it('take one first approval from a double click, refusing the repeat', async () => {
    const { sessionid } = await fundedPlayer(t, 'Bigdouble1', '900');
    const id = await withdraw(sessionid, '800');
    const answers = await Promise.all([decide(id, 'approve', first), decide(id, 'approve', first)]);
    expect(answers.map((answer) => answer.body.info.resultCode).sort()).toEqual([
      'ok',
      'second_approval_required',
    ]);
    expect(await playerStatus(sessionid, id)).toBe('pending_approval');
  });

  it('count the threshold in the EUR equivalent of the player’s currency', async () => {
    // 500 EUR is 5,000 NOK at the fixed rate: 4,000 NOK passes on one approval, 5,000.01 NOK does not.
    const { sessionid } = await fundedPlayer(t, 'Kronepay01', '9500', { currency: 'NOK' });
    const small = await withdraw(sessionid, '4000');
    expect((await decide(small, 'approve', first)).body.data).toMatchObject({
      status: 'awaiting_details',
      needsTwoApprovals: false,
    });
    const large = await withdraw(sessionid, '5000.01');
    expect((await decide(large, 'approve', first)).body.data).toMatchObject({
      status: 'pending_approval',
      needsTwoApprovals: true,
    });
  });
});

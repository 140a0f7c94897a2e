import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  adminUrl,
  api,
  createPlayer,
  depositEarlier,
  enrolledOperator,
  launch,
  logInToBackOffice,
  operatorHeaders,
  screenshotBoth,
  totpCode,
  uniqueName,
  visitor,
  type TestPlayer,
} from './browser';

/**
 * The back office's staff and money controls: four-eyes withdrawals above the threshold (1,000
 * EUR by default), an admin changing a role and disabling an operator, and logging in with a
 * recovery code when the authenticator is lost.
 */
let browser: Browser;
let admin: Record<string, string>;
beforeAll(async () => {
  browser = await launch();
  admin = await operatorHeaders();
});
afterAll(() => browser.close());

const statusOf = async (player: TestPlayer, id: string) =>
  (
    await api<{ trans_id: string; status: string }[]>(
      'GET',
      '/player/transactions/pendingWithdrawals',
      { player: player.session },
    )
  ).body.data.find((row) => row.trans_id === id)?.status;
const cashOf = async (player: TestPlayer) =>
  (await api<{ cash: string }>('GET', '/player/balance', { player: player.session })).body.data
    .cash;

describe('back office: four-eyes withdrawals', () => {
  it('an operator approves a large withdrawal and it waits; a second operator approves it and the player sees it approved', async () => {
    const player = await createPlayer('Bigwin', { isComplete: true });
    await depositEarlier(player, '1500');
    const requested = await api<{ trans_id: string }>('POST', '/cashier/withdraw', {
      player: player.session,
      body: { method: 'btc', amount: '1200' },
    });
    expect(requested.body.info.success).toBe(true);
    const id = requested.body.data.trans_id;
    expect(await cashOf(player)).toBe('300.00');
    const firstOperator = await enrolledOperator(admin, 'paydesk', 'payments');
    const second = await enrolledOperator(admin, 'paydesk', 'payments');

    // The first operator approves: the withdrawal waits for a second approval.
    const first = await visitor(browser);
    await logInToBackOffice(first.page, firstOperator);
    await first.page.getByRole('link', { name: 'Withdrawals' }).click();
    await first.page.getByRole('heading', { name: 'Withdrawal queue' }).waitFor();
    const row = first.page.getByRole('row', {
      name: new RegExp(`${player.username}.*1200\\.00 EUR`),
    });
    await row.click();
    await first.page.getByText('Two operators must approve (above the four-eyes amount)').waitFor();
    await first.page
      .getByLabel('Note (kept with the decision)')
      .fill('Large: checked the deposit history');
    await first.page.getByRole('button', { name: 'Approve' }).click();
    await first.page
      .getByText(
        'First approval recorded. A second operator must approve before the player is paid.',
      )
      .waitFor();
    await row.getByText('Needs a second approval').waitFor();
    expect(await statusOf(player, id)).toBe('pending_approval');

    // The same operator cannot give the second approval.
    await row.click();
    await first.page
      .getByText(`First approved by ${firstOperator.username}`, { exact: false })
      .waitFor();
    await first.page
      .getByText(
        'You gave the first approval: a different operator must give the second. You can still reject it.',
      )
      .waitFor();
    expect(await first.page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await screenshotBoth(first.page, 'admin-withdrawals-four-eyes');
    await first.context.close();

    // A second operator of the payments desk completes it.
    const other = await visitor(browser);
    await logInToBackOffice(other.page, second);
    await other.page.getByRole('link', { name: 'Withdrawals' }).click();
    await other.page.getByRole('heading', { name: 'Withdrawal queue' }).waitFor();
    await other.page
      .getByRole('row', {
        name: new RegExp(`${player.username}.*1200\\.00 EUR.*Needs a second approval`),
      })
      .click();
    await other.page
      .getByText(`First approved by ${firstOperator.username}`, { exact: false })
      .waitFor();
    await other.page.getByRole('button', { name: 'Approve' }).click();
    await other.page.getByText('Withdrawal approved.').waitFor();
    await expect.poll(() => statusOf(player, id)).toBe('awaiting_details');
    // Reserved since the request; it leaves at payout, never back to the balance.
    expect(await cashOf(player)).toBe('300.00');
    await other.context.close();
  });
});

describe('back office: operators', () => {
  it('an admin changes a role and disables an operator, whose next page load is logged out', async () => {
    const colleague = await enrolledOperator(admin, 'compliant', 'compliance');
    const theirs = await visitor(browser);
    await logInToBackOffice(theirs.page, colleague);
    await theirs.page.getByRole('link', { name: 'KYC review' }).waitFor();
    expect(await theirs.page.getByRole('link', { name: 'Withdrawals' }).count()).toBe(0);

    const ours = await visitor(browser);
    const ourAdmin = await enrolledOperator(admin, 'chiefdesk', 'admin');
    await logInToBackOffice(ours.page, ourAdmin);
    await ours.page.getByRole('link', { name: 'Operators' }).click();
    await ours.page
      .getByRole('row', {
        name: new RegExp(`${colleague.username}.*Compliance.*Active.*Set up.*10`),
      })
      .click();
    await ours.page.getByLabel(`Role of ${colleague.username}`).selectOption('payments');
    await ours.page.getByRole('button', { name: 'Change role' }).click();
    await ours.page.getByText(`${colleague.username} is now Payments desk.`).waitFor();

    // Their next page load shows the payments desk's menu.
    await theirs.page.reload();
    await theirs.page.getByRole('link', { name: 'Withdrawals' }).waitFor();
    expect(await theirs.page.getByRole('link', { name: 'KYC review' }).count()).toBe(0);

    await ours.page.getByRole('button', { name: 'Disable' }).click();
    await ours.page
      .getByText(`Disable ${colleague.username}? Their sessions end at once`, { exact: false })
      .waitFor();
    await ours.page.getByRole('button', { name: 'Disable' }).click();
    await ours.page.getByText(`${colleague.username} is disabled and logged out.`).waitFor();
    await ours.page
      .getByRole('row', { name: new RegExp(`${colleague.username}.*Payments desk.*Disabled`) })
      .waitFor();
    await ours.page.getByRole('row', { name: new RegExp(`${colleague.username}`) }).click();
    await screenshotBoth(ours.page, 'admin-operators');

    // Their next page load is the log-in page, and the password no longer opens it.
    await theirs.page.reload();
    await theirs.page.getByRole('heading', { name: 'Staff log-in' }).waitFor();
    await theirs.page.getByLabel('Username').fill(colleague.username);
    await theirs.page.getByLabel('Password').fill(colleague.password);
    await theirs.page.getByRole('button', { name: 'Continue' }).click();
    await theirs.page.getByText('This account is disabled.', { exact: false }).waitFor();

    // The audit log has the role change and the disabling.
    const audit = await adminApi<{ action: string; before: unknown; after: unknown }[]>(
      'GET',
      `/admin/audit?action=operator.&actor=${ourAdmin.username}&limit=50`,
      { headers: admin },
    );
    expect(audit.body.data.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['operator.role_changed', 'operator.disabled']),
    );
    await theirs.context.close();
    await ours.context.close();
  });

  it('a new operator saves the recovery codes shown at enrolment, then logs in with one when the phone is lost', async () => {
    const username = uniqueName('newdesk');
    const password = 'Fresh-Operator-2026!';
    const added = await adminApi('POST', '/admin/operators', {
      headers: admin,
      body: { username, password, role: 'payments' },
    });
    expect(added.body.info.success).toBe(true);

    const { context, page } = await visitor(browser);
    await page.goto(adminUrl());
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Set up two-step log-in' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await page.getByLabel('Code').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Log in' }).click();

    // The codes are shown once; going on needs the "saved" box ticked.
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    const codes = (
      await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()
    ).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await screenshotBoth(page, 'admin-recovery-codes');
    await page.getByLabel('I have saved them somewhere safe').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'Withdrawals' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();

    // The phone is lost: a recovery code stands in for the authenticator, once.
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText('Lost your authenticator? Enter one of your recovery codes instead.')
      .waitFor();
    await page.getByLabel('Code').fill(codes[3]!);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Logged in with a recovery code' }).waitFor();
    await page.getByText('9 recovery codes are left', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'My account' }).click();
    await page
      .getByTestId('recovery-left')
      .getByText('9 unused recovery codes left', { exact: false })
      .waitFor();
    await screenshotBoth(page, 'admin-account');
    await page.getByRole('button', { name: 'Log out' }).click();

    // The same code never works twice.
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Code').fill(codes[3]!);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('The code is not right.', { exact: false }).waitFor();
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  api,
  depositEarlier,
  baseUrl,
  createPlayer,
  latestMail,
  launch,
  logInThroughDialog,
  operatorHeaders,
  screenshotBoth,
  visitor,
  type TestPlayer,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** An operator approving the player's waiting withdrawals through the admin API. */
async function approveWithdrawalsOf(player: TestPlayer) {
  const headers = await operatorHeaders();
  const pending = await api<{ trans_id: string; status: string }[]>(
    'GET',
    '/player/transactions/pendingWithdrawals',
    { player: player.session },
  );
  const waiting = pending.body.data.filter((w) => w.status === 'pending_approval');
  expect(waiting.length).toBeGreaterThan(0);
  for (const withdrawal of waiting) {
    const approved = await adminApi('POST', `/admin/withdrawals/${withdrawal.trans_id}/approve`, {
      headers,
      body: { note: 'Looks fine' },
    });
    expect(approved.body.info.success).toBe(true);
  }
}

const headerBalance = (page: Page, text: string) =>
  page.getByRole('banner').getByText(text, { exact: true }).waitFor();

describe('depositing', () => {
  it('pays on the sandbox provider page, comes back to the credited payment and sees the header balance change', async () => {
    const player = await createPlayer('Payer', { isComplete: true });
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await headerBalance(page, '€0.00');

    await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
    await page.getByRole('heading', { name: 'Deposit', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByRole('radio', { name: /Card \(Sandbox Pay\)/ }).check();
    await form.getByLabel('Amount (EUR)').fill('abc');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await form.getByText('Enter an amount such as 25 or 25.50').waitFor();
    await form.getByLabel('Amount (EUR)').fill('5');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await form
      .getByText('Deposits with this method must be between 10.00 and 5000.00 EUR.')
      .waitFor();
    await form.getByRole('button', { name: '€50.00' }).click();
    await screenshotBoth(page, 'cashier-deposit');
    await form.getByRole('button', { name: 'Continue to payment' }).click();

    await page.waitForURL(/\/sandbox-pay\/checkout\//);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/cashier\/deposit\?payment=/);
    await page.getByText('Your deposit of €50.00 is credited.').waitFor();
    await headerBalance(page, '€50.00');
    await page.getByText('New balance:').waitFor();
    await screenshotBoth(page, 'cashier-deposit-credited');

    await page.getByRole('button', { name: 'Make another deposit' }).click();
    await page.getByRole('form', { name: 'Deposit' }).getByLabel('Amount (EUR)').fill('20');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Your payment of €20.00 was declined. No money was taken.').waitFor();
    await headerBalance(page, '€50.00');
    await context.close();
  });

  it('asks a player without name, address or mobile to fill them in before any deposit (spec section 4)', async () => {
    const player = await createPlayer('NoDetails');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
    await page.getByRole('heading', { name: 'Deposit', level: 1 }).waitFor();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Please fill in the missing information before using the cashier:' });
    for (const item of ['First name', 'Last name', 'Address', 'City', 'Mobile number'])
      await notice.getByText(item, { exact: true }).waitFor();
    expect(await page.getByRole('form', { name: 'Deposit' }).count()).toBe(0);
    await screenshotBoth(page, 'cashier-deposit-incomplete');
    await notice.getByRole('link', { name: 'Complete your details in My Account' }).click();
    await page.waitForURL(/\/profile\/my-account$/);
    await context.close();
  });

  it('sees money credited while the page is open in the header at once, without a reload', async () => {
    const player = await createPlayer('Watcher', { isComplete: true });
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await headerBalance(page, '€0.00');
    // The payment provider's webhook credits the deposit on the server while the page only
    // listens: the private channel pushes the new balance.
    await depositEarlier(player, '25');
    await headerBalance(page, '€25.00');
    await depositEarlier(player, '10.50');
    await headerBalance(page, '€35.50');
    await context.close();
  });

  it('shows the balance in the language of the interface', async () => {
    const player = await createPlayer('Zahler', { isComplete: true });
    await depositEarlier(player, '1234.50');
    const { context, page } = await visitor(browser, { locale: 'de-DE' });
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Anmelden' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.getByLabel('Benutzername').fill(player.username);
    await dialog.getByLabel('Passwort').fill(player.password);
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await headerBalance(page, '1.234,50 €');
    await context.close();
  });
});

describe('withdrawing', () => {
  it('refuses before a first deposit and asks for missing details', async () => {
    const player = await createPlayer('Newbie');
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.goto(`${baseUrl()}/cashier/withdraw`);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Please fill in the missing information before using the cashier:' });
    await notice.getByText('First name').waitFor();
    await notice.getByText('Mobile number').waitFor();
    await screenshotBoth(page, 'cashier-withdraw-incomplete');
    await notice.getByRole('link', { name: 'Complete your details in My Account' }).click();
    await page.waitForURL(/\/profile\/my-account$/);

    await context.close();

    const complete = await createPlayer('Fresh', { isComplete: true });
    const other = await visitor(browser);
    await other.page.goto(baseUrl());
    await logInThroughDialog(other.page, complete.username, complete.password);
    await other.page.goto(`${baseUrl()}/cashier/withdraw`);
    const form = other.page.getByRole('form', { name: 'Withdraw' });
    await form.getByLabel('Amount (EUR)').fill('25');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await form.getByText('Withdrawals are not available').waitFor();
    await form.getByText('Please make a deposit first').waitFor();
    await form.getByRole('link', { name: 'Make a deposit' }).waitFor();
    await other.context.close();
  });

  it('is approved by an operator, gets its address from the emailed link while logged out, and shows as paid in the filtered history', async () => {
    const player = await createPlayer('Hodler', { isComplete: true });
    await depositEarlier(player, '100.00');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await headerBalance(page, '€100.00');

    await page.getByRole('banner').getByRole('link', { name: 'Withdraw', exact: true }).click();
    const form = page.getByRole('form', { name: 'Withdraw' });
    await form.getByRole('radio', { name: /Bitcoin \(BTC\)/ }).check();
    await form.getByLabel('Amount (EUR)').fill('40');
    await form.getByText('You receive €38.00 after the network fee of €2.00.').waitFor();
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await page
      .getByText(
        'Your withdrawal request was received. Please allow up to 24 hours to be processed.',
      )
      .first()
      .waitFor();
    const pending = page.getByRole('list', { name: 'Pending withdrawals' });
    await pending.getByText('Waiting for approval').waitFor();
    await headerBalance(page, '€60.00');
    await screenshotBoth(page, 'cashier-withdraw');

    await approveWithdrawalsOf(player);
    const mail = await latestMail(player.email);
    const link = /https?:\/\/\S+\/cashier\/withdraw\?token=\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();

    // The email is opened on another device, where nobody is logged in.
    const phone = await visitor(browser, { viewport: 'mobile' });
    await phone.page.goto(link!);
    await phone.page.getByRole('heading', { name: 'Withdrawal details' }).waitFor();
    await phone.page.getByText('€40.00').first().waitFor();
    const details = phone.page.getByRole('form', { name: 'Wallet address' });
    await details.getByLabel('Bitcoin (BTC) wallet address').fill('bc1short');
    await details.getByRole('button', { name: 'Send withdrawal' }).click();
    await details.getByText('Must be at least 26 characters').waitFor();
    await screenshotBoth(phone.page, 'cashier-withdrawal-details');
    await details.getByLabel('Bitcoin (BTC) wallet address').fill(BTC_ADDRESS);
    await details.getByRole('button', { name: 'Send withdrawal' }).click();
    await phone.page
      .getByText(
        'Thank you. Your withdrawal of €40.00 is being processed and is paid within 24 hours.',
      )
      .waitFor();
    await phone.page.getByRole('button', { name: 'Log in' }).last().waitFor();
    await screenshotBoth(phone.page, 'cashier-withdrawal-details-done');
    await phone.page.goto(link!);
    await phone.page
      .getByText('This withdrawal link is invalid or has expired. Please contact customer support.')
      .waitFor();
    await phone.context.close();

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    await page.getByRole('tab', { name: 'Transactions', selected: true }).waitFor();
    const rows = page.getByRole('table');
    await rows.getByText('Deposit', { exact: true }).waitFor();
    const filters = page.getByRole('form', { name: 'Filter transactions' });
    await filters.getByLabel('Type').selectOption('withdraw');
    await filters.getByLabel('Payment method').selectOption('btc');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/type=withdraw/);
    // The unfiltered rows stay on screen until the filtered page arrives (the withdrawal may show
    // as Paid among them already): the deposit leaving is what says the filter applied.
    await rows.getByText('Deposit', { exact: true }).waitFor({ state: 'detached' });
    // Payouts run every 5 seconds; the history asks again while a row is still on its way.
    await rows.getByText('Paid', { exact: true }).waitFor({ timeout: 20_000 });
    await rows.getByText(BTC_ADDRESS).waitFor();
    expect(await rows.getByText('Deposit', { exact: true }).count()).toBe(0);
    await screenshotBoth(page, 'history-transactions');

    await filters.getByLabel('Date from').fill('2001-01-02');
    await filters.getByLabel('Date to').fill('2001-01-01');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await filters.getByText('The end date must not be before the start date').waitFor();
    await filters.getByLabel('Date from').fill('2001-01-01');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No transactions match these filters.').waitFor();

    await page.getByRole('tab', { name: 'Gaming' }).click();
    await page.getByText('No game rounds to show').waitFor();
    await screenshotBoth(page, 'history-gaming');
    await context.close();
  });

  it('cancels every pending withdrawal and puts the money back', async () => {
    const player = await createPlayer('Changer', { isComplete: true });
    await depositEarlier(player, '100.00');
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.goto(`${baseUrl()}/cashier/withdraw`);
    const form = page.getByRole('form', { name: 'Withdraw' });
    for (const amount of ['30', '25']) {
      await form.getByLabel('Amount (EUR)').fill(amount);
      await form.getByRole('button', { name: 'Request withdrawal' }).click();
      await expect.poll(() => form.getByLabel('Amount (EUR)').inputValue()).toBe('');
    }
    const pending = page.getByRole('list', { name: 'Pending withdrawals' });
    await expect.poll(() => pending.getByRole('listitem').count()).toBe(2);
    await headerBalance(page, '€45.00');
    await page.getByRole('button', { name: 'Cancel pending withdrawals' }).click();
    await page
      .getByText('Withdrawals cancelled: 2. The money is back in your balance.')
      .first()
      .waitFor();
    await page.getByText('You have no pending withdrawals.').waitFor();
    await headerBalance(page, '€100.00');
    await screenshotBoth(page, 'cashier-withdraw-cancelled');
    await context.close();
  });
});

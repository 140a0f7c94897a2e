import type { Browser, Page } from 'playwright-core';
import { createPublicClient, getAddress, http, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  chainUrl,
  createPlayer,
  DEMO_OPERATOR,
  depositEarlier,
  latestMail,
  launch,
  logInThroughDialog,
  logInToBackOffice,
  screenshotBoth,
  visitor,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const headerBalance = (page: Page, text: string) =>
  page.getByRole('banner').getByText(text, { exact: true }).waitFor();

describe('a crypto withdrawal', () => {
  it(
    'the player asks for ETH, an operator approves it in the back office, the player gives an address on the emailed link and sees the payout’s transaction confirm',
    { timeout: 180_000 },
    async () => {
      const player = await createPlayer('Payout', { isComplete: true });
      await depositEarlier(player, '100.00');
      const { context, page } = await visitor(browser);
      await page.goto(baseUrl());
      await logInThroughDialog(page, player.username, player.password);
      await headerBalance(page, '€100.00');

      await page.getByRole('banner').getByRole('link', { name: 'Withdraw', exact: true }).click();
      const form = page.getByRole('form', { name: 'Withdraw' });
      await form.getByRole('radio', { name: /Ether \(ETH\)/ }).check();
      await form.getByLabel('Amount (EUR)').fill('40');
      await form.getByText('You receive €37.00 after the network fee of €3.00.').waitFor();
      await form.getByRole('button', { name: 'Request withdrawal' }).click();
      await page
        .getByRole('list', { name: 'Pending withdrawals' })
        .getByText('Waiting for approval')
        .waitFor();
      await headerBalance(page, '€60.00');

      // The operator's desk: the queue, the row, Approve.
      const desk = await visitor(browser);
      await logInToBackOffice(desk.page, DEMO_OPERATOR);
      await desk.page.getByRole('link', { name: 'Withdrawals' }).click();
      await desk.page.getByRole('heading', { name: 'Withdrawal queue' }).waitFor();
      await desk.page
        .getByRole('row', { name: new RegExp(`${player.username}.*40\\.00 EUR`) })
        .click();
      await desk.page.getByLabel('Note (kept with the decision)').fill('Checked: first ETH payout');
      await desk.page.getByRole('button', { name: 'Approve' }).click();
      await desk.page.getByText('Withdrawal approved.').waitFor();
      await desk.context.close();

      // The emailed link, opened on a phone, where the player pastes a wallet's address.
      const mail = await latestMail(player.email);
      const link = /https?:\/\/\S+\/cashier\/withdraw\?token=\S+/.exec(mail?.text ?? '')?.[0];
      expect(link).toBeDefined();
      const wallet = privateKeyToAccount(generatePrivateKey()).address;
      const phone = await visitor(browser, { viewport: 'mobile' });
      await phone.page.goto(link!);
      const details = phone.page.getByRole('form', { name: 'Wallet address' });
      const field = details.getByLabel('Ether (ETH) wallet address');
      // A letter's case changed breaks the address's checksum: a mistyped address is refused.
      const index = [...wallet].findIndex((c, i) => i > 1 && /[a-fA-F]/.test(c));
      const letter = wallet[index]!;
      const mistyped = `${wallet.slice(0, index)}${letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()}${wallet.slice(index + 1)}`;
      await field.fill(mistyped);
      await details.getByRole('button', { name: 'Send withdrawal' }).click();
      await details.getByText('This address is not valid for the chosen currency').waitFor();
      await field.fill(wallet);
      await details.getByRole('button', { name: 'Send withdrawal' }).click();
      await phone.page
        .getByText(
          'Thank you. Your withdrawal of €40.00 is being processed and is paid within 24 hours.',
        )
        .waitFor();
      await phone.context.close();

      // The history follows the payout on the chain: its transaction, its confirmations, then Paid.
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'History' }).click();
      const filters = page.getByRole('form', { name: 'Filter transactions' });
      await filters.getByLabel('Type').selectOption('withdraw');
      await filters.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/type=withdraw/);
      const rows = page.getByRole('table');
      const txHash = rows.getByTestId('tx-hash');
      await txHash.waitFor({ timeout: 60_000 });
      await rows.getByText('Paid', { exact: true }).waitFor({ timeout: 60_000 });
      await rows.getByText('3 of 3 confirmations').waitFor();
      const hash = /0x[0-9a-f]{64}/.exec((await txHash.textContent()) ?? '')?.[0];
      expect(hash).toBeDefined();
      await screenshotBoth(page, 'history-crypto-withdrawal');

      // On the chain: that transaction paid the address the player gave.
      const chain = createPublicClient({ transport: http(chainUrl()) });
      const receipt = await chain.getTransactionReceipt({ hash: hash as Hex });
      expect(receipt.status).toBe('success');
      expect(getAddress(receipt.to!)).toBe(wallet);
      expect(await chain.getBalance({ address: wallet })).toBeGreaterThan(0n);
      await context.close();
    },
  );
});

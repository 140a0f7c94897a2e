import type { Browser, Page } from 'playwright-core';
import { parseEther, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  faucetWallet,
  createPlayer,
  logInThroughDialog,
  launch,
  screenshotBoth,
  visitor,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const headerBalance = (page: Page, text: string) =>
  page.getByRole('banner').getByText(text, { exact: true });

describe('a crypto deposit', () => {
  it(
    'the player opens their ETH address in the cashier, pays it from a wallet, watches the confirmations and is credited',
    { timeout: 180_000 },
    async () => {
      const player = await createPlayer('Ether', { isComplete: true });
      const { context, page } = await visitor(browser);
      await page.goto(baseUrl());
      await logInThroughDialog(page, player.username, player.password);
      await headerBalance(page, '€0.00').waitFor();

      await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
      await page.getByRole('heading', { name: 'Deposit', level: 1 }).waitFor();
      const crypto = page.getByRole('heading', { name: 'Deposit with crypto' }).locator('..');
      await crypto.getByRole('radio', { name: /Ether \(ETH\)/ }).check();
      const card = page.getByTestId('crypto-address');
      await card
        .getByRole('img', { name: 'QR code of your Ether (ETH) deposit address' })
        .waitFor();
      await card.getByText('Minimum deposit 0.005 ETH').waitFor();
      await card.getByText('Credited after 3 confirmations').waitFor();
      const address = (await card.locator('p.font-mono').textContent())?.trim() ?? '';
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      // The same address every time: the API's answer is the one on screen.
      const again = await api<{ address: string }>('POST', '/cashier/deposit/address', {
        player: player.session,
        body: { method: 'eth' },
      });
      expect(again.body.data.address).toBe(address);
      await screenshotBoth(page, 'cashier-crypto-address');

      // From any wallet: here the faucet's key, over the node's JSON-RPC.
      const wallet = faucetWallet();
      const hash = await wallet.sendTransaction({
        to: address as Address,
        value: parseEther('0.01'),
        chain: null,
      });

      // Seen by the watcher: in the history with its confirmations and the transaction (pending until the third
      // block, about 6 s; the page asks again by itself while a row is pending). Until then the player reloads.
      await page.getByRole('link', { name: 'your transaction history' }).click();
      await page.waitForURL(/\/profile\/history/);
      const row = page.getByRole('row').filter({ hasText: 'Ether (ETH)' });
      const confirmations = row.getByTestId('confirmations');
      const deadline = Date.now() + 60_000;
      while (!(await confirmations.isVisible())) {
        if (Date.now() > deadline) throw new Error('the deposit never showed in the history');
        await page.waitForTimeout(2_000);
        await page.reload();
        await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
      }
      // Credited at 3 confirmations, at the demo's rate of 3,000 EUR per ETH: 0.01 ETH is €30.00.
      await confirmations.filter({ hasText: '3 of 3 confirmations' }).waitFor({ timeout: 60_000 });
      await row.getByText('Credited', { exact: true }).waitFor();
      await headerBalance(page, '€30.00').waitFor();
      await row.getByTestId('tx-hash').filter({ hasText: hash }).waitFor();
      const history = await api<{
        transactions: { tx_hash?: string; status: string; amount: string }[];
      }>('POST', '/player/transactions', { player: player.session, body: {} });
      expect(history.body.data.transactions.filter((t) => t.tx_hash === hash)).toEqual([
        expect.objectContaining({ status: 'credited', amount: '30.00' }),
      ]);
      await screenshotBoth(page, 'cashier-crypto-credited');
      await context.close();
    },
  );
});

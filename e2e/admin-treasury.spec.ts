import type { Browser } from 'playwright-core';
import { parseEther, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  api,
  faucetWallet,
  createPlayer,
  DEMO_OPERATOR,
  launch,
  logInToBackOffice,
  operatorHeaders,
  screenshotBoth,
  visitor,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The demo's hot wallet: anvil's third published account, the signer's key. */
const HOT_WALLET = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('the Treasury', () => {
  it(
    'an operator sees the hot wallets, and a deposit below the minimum listed as money the books do not show',
    { timeout: 120_000 },
    async () => {
      // A player's deposit address gets 0.001 ETH, below the 0.005 minimum: never credited.
      const player = await createPlayer('Dust', { isComplete: true });
      const address = await api<{ address: string }>('POST', '/cashier/deposit/address', {
        player: player.session,
        body: { method: 'eth' },
      });
      const wallet = faucetWallet();
      await wallet.sendTransaction({
        to: address.body.data.address as Address,
        value: parseEther('0.001'),
        chain: null,
      });

      const { context, page } = await visitor(browser);
      await logInToBackOffice(page, DEMO_OPERATOR);
      await page.getByRole('link', { name: 'Treasury' }).click();
      await page.getByRole('heading', { name: 'Treasury', level: 1 }).waitFor();
      const wallets = page.getByRole('table', { name: 'Hot wallets' });
      const eth = wallets.getByRole('row').filter({ hasText: 'Ether (ETH)' });
      await eth.getByText(HOT_WALLET).waitFor();
      expect(Number(/([\d.]+) ETH/.exec((await eth.textContent()) ?? '')?.[1])).toBeGreaterThan(
        9_000,
      );
      await wallets.getByRole('row').filter({ hasText: 'Tether USDT (ERC-20)' }).waitFor();

      // The reconciliation asks the chain at each look: once the block is mined the address shows.
      const differences = page.getByRole('table', { name: 'Reconciliation' });
      const dust = differences.getByRole('row').filter({ hasText: address.body.data.address });
      const deadline = Date.now() + 30_000;
      while (!(await dust.isVisible())) {
        if (Date.now() > deadline)
          throw new Error('the dust deposit never showed in the reconciliation');
        await page.waitForTimeout(2_000);
        await page.reload();
        await page.getByRole('heading', { name: 'Treasury', level: 1 }).waitFor();
      }
      await dust.getByText('0.001 ETH').waitFor();
      await dust.getByText('0 ETH', { exact: true }).waitFor();
      await screenshotBoth(page, 'admin-treasury');

      // The rates: a wrong one is refused beside its field, a right one is in use from now on.
      const rate = page.getByRole('form', { name: 'USDT in EUR' });
      await rate.getByLabel('USDT in EUR').fill('0');
      await rate.getByRole('button', { name: 'Save' }).click();
      await rate.getByText('Enter an amount such as 25 or 25.50').waitFor();
      await rate.getByLabel('USDT in EUR').fill('0.95');
      await rate.getByRole('button', { name: 'Save' }).click();
      await rate.getByRole('status').getByText('USDT is now 0.95 EUR.').waitFor();
      await rate.getByText(/^Set here /).waitFor();
      await screenshotBoth(page, 'admin-treasury-rates');
      const rates = await adminApi<{ asset: string; eurPerUnit: string; source: string }[]>(
        'GET',
        '/admin/treasury/rates',
        { headers: await operatorHeaders() },
      );
      expect(rates.body.data.find((r) => r.asset === 'USDT')).toMatchObject({
        eurPerUnit: '0.95',
        source: 'back_office',
      });
      await context.close();
    },
  );

  it(
    'an operator sweeps a credited deposit address into the hot wallet and sees it swept',
    { timeout: 120_000 },
    async () => {
      const player = await createPlayer('Swept', { isComplete: true });
      const address = await api<{ address: string }>('POST', '/cashier/deposit/address', {
        player: player.session,
        body: { method: 'eth' },
      });
      const depositAddress = address.body.data.address;
      await faucetWallet().sendTransaction({
        to: depositAddress as Address,
        value: parseEther('0.05'),
        chain: null,
      });
      // Credited after its three confirmations (a block every 2 s on the demo node).
      const deadline = Date.now() + 60_000;
      while (
        (await api<{ cash: string }>('GET', '/player/balance', { player: player.session })).body
          .data.cash === '0.00'
      ) {
        if (Date.now() > deadline) throw new Error('the deposit was never credited');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }

      const { context, page } = await visitor(browser);
      await logInToBackOffice(page, DEMO_OPERATOR);
      await page.getByRole('link', { name: 'Treasury' }).click();
      await page.getByRole('heading', { name: 'Treasury', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Sweep deposit addresses' }).click();
      await page
        .getByRole('status')
        .getByText(/sweeps? started\./)
        .waitFor();

      // The row is followed in the background until deep enough; the page refreshes itself.
      const sweeps = page.getByRole('table', { name: 'Sweeps' });
      const row = sweeps.getByRole('row').filter({ hasText: depositAddress });
      await row.waitFor();
      const swept = Date.now() + 60_000;
      while (!(await row.getByText('Swept', { exact: true }).isVisible())) {
        if (Date.now() > swept) throw new Error('the sweep never reached its confirmations');
        await page.waitForTimeout(2_000);
        await page.reload();
        await page.getByRole('heading', { name: 'Treasury', level: 1 }).waitFor();
      }
      await row.getByText(/^0\.049\d* ETH$/).waitFor();
      await row.getByText(/^Network fee 0\.0000\d+ ETH$/).waitFor();
      // The swept address holds what the books say (deposit less sweep): no difference listed.
      await expect(
        page.getByRole('table', { name: 'Reconciliation' }).getByText(depositAddress).count(),
      ).resolves.toBe(0);
      await screenshotBoth(page, 'admin-treasury-sweeps');
      await context.close();
    },
  );
});

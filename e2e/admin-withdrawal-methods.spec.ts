import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  baseUrl,
  createPlayer,
  DEMO_OPERATOR,
  depositEarlier,
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

describe('withdrawal methods', () => {
  it(
    'an operator changes the XRP fee and makes its tag required, and a player sees the new fee',
    { timeout: 120_000 },
    async () => {
      const desk = await visitor(browser);
      await logInToBackOffice(desk.page, DEMO_OPERATOR);
      await desk.page.getByRole('link', { name: 'Withdrawal methods' }).click();
      await desk.page.getByRole('heading', { name: 'Withdrawal methods', level: 1 }).waitFor();
      const xrp = desk.page.getByRole('form', { name: 'Ripple (XRP)' });

      // A minimum above the maximum is refused beside the field, and nothing is saved.
      await xrp.getByLabel('Minimum (EUR)').fill('6000');
      await xrp.getByRole('button', { name: 'Save' }).click();
      await xrp.getByText('The minimum must not be above the maximum.').waitFor();

      await xrp.getByLabel('Minimum (EUR)').fill('20');
      await xrp.getByLabel('Fee (EUR)').fill('0.75');
      await xrp.getByLabel('The destination tag is required (refused without one)').check();
      await xrp.getByRole('button', { name: 'Save' }).click();
      await xrp.getByRole('status').getByText('Ripple (XRP) saved.').waitFor();
      await screenshotBoth(desk.page, 'admin-withdrawal-methods');
      await desk.context.close();

      const player = await createPlayer('TagRule', { isComplete: true });
      await depositEarlier(player, '100.00');
      const { context, page } = await visitor(browser);
      await page.goto(baseUrl());
      await logInThroughDialog(page, player.username, player.password);
      await page.getByRole('banner').getByRole('link', { name: 'Withdraw', exact: true }).click();
      const form = page.getByRole('form', { name: 'Withdraw' });
      await form.getByRole('radio', { name: /Ripple \(XRP\)/ }).check();
      await form.getByLabel('Amount (EUR)').fill('40');
      await form.getByText('You receive €39.25 after the network fee of €0.75.').waitFor();
      await context.close();
    },
  );
});

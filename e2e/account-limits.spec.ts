import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  createPlayer,
  latestMail,
  launch,
  logInThroughDialog,
  screenshotBoth,
  visitor,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('the daily deposit limit', () => {
  it('applies a lower limit at once, shows a higher one as pending for 24 hours, and refuses a deposit above it', async () => {
    const player = await createPlayer('Careful', { isComplete: true });
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.goto(`${baseUrl()}/profile/my-account`);
    await page.getByRole('tab', { name: 'Responsible gambling' }).click();
    await page.waitForURL(/\/profile\/my-account\/limits$/);

    const form = page.getByRole('form', { name: 'Daily deposit limit' });
    await form.getByLabel('New daily limit (EUR)').fill('10');
    await form.getByLabel('Account password').fill(player.password);
    await form.getByRole('button', { name: 'Save limit' }).click();
    await form.getByText('The daily limit must be at least 20').waitFor();

    await form.getByLabel('New daily limit (EUR)').fill('50');
    await form.getByLabel('Account password').fill('Not-my-password-1');
    await form.getByRole('button', { name: 'Save limit' }).click();
    await form.getByText('Invalid old password').waitFor();

    await form.getByLabel('Account password').fill(player.password);
    await form.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Your deposit limit is updated.').first().waitFor();
    const state = page.getByRole('tabpanel').getByRole('definition').first();
    await expect.poll(() => state.textContent()).toBe('€50.00');

    await form.getByLabel('New daily limit (EUR)').fill('100');
    await form.getByLabel('Account password').fill(player.password);
    await form.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Your new deposit limit will take effect in 24 hours.').first().waitFor();
    await page.getByText('Pending change').waitFor();
    await page.getByText(/^Your limit becomes €100\.00 on /).waitFor();
    expect(await state.textContent()).toBe('€50.00');
    await screenshotBoth(page, 'my-account-limits');

    await page.goto(`${baseUrl()}/profile/my-account/limits`);
    await page.getByText(/^Your limit becomes €100\.00 on /).waitFor();

    await page.goto(`${baseUrl()}/cashier/deposit`);
    const deposit = page.getByRole('form', { name: 'Deposit' });
    await deposit.getByLabel('Amount (EUR)').fill('60');
    await deposit.getByRole('button', { name: 'Continue to payment' }).click();
    await deposit
      .getByText(
        'This deposit would go over your daily deposit limit. You can deposit up to 50.00 EUR more today.',
      )
      .waitFor();
    await context.close();
  });
});

describe('self-exclusion', () => {
  it('warns, freezes the account and logs out, refuses the next log-in with the reason, and is made longer through the emailed link', async () => {
    const player = await createPlayer('Pause');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.goto(`${baseUrl()}/profile/my-account/limits`);
    await page.getByText('Please read before you continue').waitFor();
    await page.getByRole('button', { name: 'Exclude myself' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exclude yourself?' });
    await dialog.getByText(/This cannot be undone/).waitFor();
    await dialog.getByLabel('Account password').fill(player.password);
    await screenshotBoth(page, 'my-account-self-exclusion-dialog');
    await dialog.getByRole('button', { name: 'Freeze my account for 24 hours' }).click();

    await page.waitForURL(`${baseUrl()}/`);
    await page
      .locator('[data-variant="warning"]', {
        hasText: 'You are logged out and your account is frozen.',
      })
      .waitFor();
    await page
      .getByText(/Your account is frozen for 24 hours/)
      .first()
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('playerSessionId'))).toBeNull();
    await screenshotBoth(page, 'self-exclusion-logged-out');
    await page.locator('[data-variant="warning"]').getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Log in' }).first().click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill(player.username);
    await login.getByLabel('Password').fill(player.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.getByText(/^Your account is excluded from play until .+ \(UTC\)\.$/).waitFor();
    await page.keyboard.press('Escape');

    const mail = await latestMail(player.email);
    const link = /https?:\/\/\S+\/self-exclusion\?token=\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    const confirm = page.getByRole('form', { name: 'Self-exclusion' });
    await confirm.getByRole('button', { name: 'Confirm self-exclusion' }).click();
    await confirm.getByText('Please choose a period').waitFor();
    await confirm.getByLabel('1 year').check();
    await screenshotBoth(page, 'self-exclusion-confirm');
    await confirm.getByRole('button', { name: 'Confirm self-exclusion' }).click();
    await page.getByText(/^Your account is excluded until /).waitFor();
    await screenshotBoth(page, 'self-exclusion-confirmed');
    await context.close();
  });
});

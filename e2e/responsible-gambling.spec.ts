import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  createPlayer,
  depositEarlier,
  launch,
  logInThroughDialog,
  screenshot,
  screenshotBoth,
  VIEWPORTS,
  visitor,
  openGameInfo,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** From the header's profile menu to My account's Responsible gambling tab, as a player finds it. */
async function openLimitsFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page.waitForURL(/\/profile\/my-account/);
  await page.getByRole('tab', { name: 'Responsible gambling' }).click();
  await page.waitForURL(/\/profile\/my-account\/limits$/);
}

/** Chooses a limit in the limits form, types the amount and the password, and saves. */
async function saveLimit(page: Page, password: string, kind: string, amount: string) {
  const form = page.getByRole('form', { name: 'Set a deposit or loss limit' });
  await form.getByLabel('Limit', { exact: true }).selectOption({ label: kind });
  await form.getByLabel('New limit (EUR)').fill(amount);
  await form.getByLabel('Account password').fill(password);
  await form.getByRole('button', { name: 'Save limit' }).click();
}

const euro = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);

describe('responsible gambling tools', () => {
  it('sets a weekly deposit limit that refuses a larger deposit, then a time-out that refuses play', async () => {
    const player = await createPlayer('Weekly', { isComplete: true });
    await depositEarlier(player, '40');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await openLimitsFromMenu(page);

    const form = page.getByRole('form', { name: 'Set a deposit or loss limit' });
    await form.getByLabel('Limit', { exact: true }).selectOption({ label: 'Weekly deposit limit' });
    await form.getByLabel('New limit (EUR)').fill('-5');
    await form.getByLabel('Account password').fill(player.password);
    await form.getByRole('button', { name: 'Save limit' }).click();
    await form.getByText('Enter an amount such as 25 or 25.50').waitFor();
    await form.getByLabel('New limit (EUR)').fill('100');
    await form.getByLabel('Account password').fill(player.password);
    await form.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Your limit is updated.').first().waitFor();
    const weekly = page.getByTestId('limit-deposit_week');
    await expect.poll(() => weekly.getByRole('definition').first().textContent()).toBe('€100.00');
    expect(await weekly.textContent()).toContain('Deposited in the last 7 days: €40.00');

    // A raise waits out its 24 hours: the limit in force stays at 100.
    await form.getByLabel('Limit', { exact: true }).selectOption({ label: 'Weekly deposit limit' });
    await form.getByLabel('New limit (EUR)').fill('1000');
    await form.getByLabel('Account password').fill(player.password);
    await form.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Your new limit will take effect in 24 hours.').first().waitFor();
    await weekly.getByText(/^Becomes €1,000\.00 on /).waitFor();
    expect(await weekly.getByRole('definition').first().textContent()).toBe('€100.00');
    await screenshotBoth(page, 'responsible-gambling-limits');

    await page.getByRole('link', { name: 'Deposit' }).first().click();
    await page.waitForURL(/\/cashier\/deposit/);
    const deposit = page.getByRole('form', { name: 'Deposit' });
    await deposit.getByLabel('Amount (EUR)').fill('70');
    await deposit.getByRole('button', { name: 'Continue to payment' }).click();
    await deposit
      .getByText(
        'This deposit would go over your weekly deposit limit. You can deposit up to 60.00 EUR more in these 7 days.',
      )
      .waitFor();
    await screenshotBoth(page, 'responsible-gambling-deposit-refused');

    await openLimitsFromMenu(page);
    await page.getByRole('button', { name: 'Start a time-out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a break?' });
    await dialog.getByLabel('Length of the break').selectOption({ label: '24 hours' });
    await dialog.getByLabel('Account password').fill(player.password);
    await screenshotBoth(page, 'responsible-gambling-time-out-dialog');
    await dialog.getByRole('button', { name: 'Start my time-out' }).click();
    await page
      .getByText('Your time-out has started. Play and deposits are paused until it ends.')
      .first()
      .waitFor();
    await page
      .getByText(/^You are taking a break until .+\. Play and deposits are paused until then\.$/)
      .waitFor();
    await screenshotBoth(page, 'responsible-gambling-time-out-running');

    // Play: from the lobby tile of Dice, for real money.
    await page.goto(`${baseUrl()}/crash-and-fast`);
    const tile = page
      .getByRole('main')
      .getByRole('button', { name: /^Dice(,|$)/ })
      .first();
    const info = await openGameInfo(page, tile, 'Dice');
    await info.getByRole('button', { name: 'Play now' }).click();
    const frame = page.frameLocator('iframe[title="Dice game"]');
    await frame.getByRole('button', { name: 'Roll dice' }).click();
    await frame
      .getByRole('alert')
      .filter({
        hasText:
          /^You are taking a break until .+ \(UTC\): play and deposits are paused until then\.$/,
      })
      .waitFor();
    await screenshotBoth(page, 'responsible-gambling-play-refused');

    await page.goto(`${baseUrl()}/cashier/deposit`);
    await deposit.getByLabel('Amount (EUR)').fill('20');
    await deposit.getByRole('button', { name: 'Continue to payment' }).click();
    await deposit
      .getByText(
        /^You are taking a break until .+ \(UTC\): play and deposits are paused until then\.$/,
      )
      .waitFor();
    await context.close();
  });

  it('sets a monthly deposit limit that refuses a larger deposit, and a daily loss limit shown with its use', async () => {
    const player = await createPlayer('Monthly', { isComplete: true });
    await depositEarlier(player, '40');
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await openLimitsFromMenu(page);
    await saveLimit(page, player.password, 'Monthly deposit limit', '100');
    await page.getByText('Your limit is updated.').first().waitFor();
    const monthly = page.getByTestId('limit-deposit_month');
    await expect.poll(() => monthly.getByRole('definition').first().textContent()).toBe('€100.00');
    expect(await monthly.textContent()).toContain('Deposited in the last 30 days: €40.00');

    await page.getByRole('link', { name: 'Deposit' }).first().click();
    await page.waitForURL(/\/cashier\/deposit/);
    const deposit = page.getByRole('form', { name: 'Deposit' });
    await deposit.getByLabel('Amount (EUR)').fill('70');
    await deposit.getByRole('button', { name: 'Continue to payment' }).click();
    await deposit
      .getByText(
        'This deposit would go over your monthly deposit limit. You can deposit up to 60.00 EUR more in these 30 days.',
      )
      .waitFor();
    await screenshotBoth(page, 'responsible-gambling-monthly-deposit-refused');

    await openLimitsFromMenu(page);
    await saveLimit(page, player.password, 'Daily loss limit', '10');
    await page.getByText('Your limit is updated.').first().waitFor();
    const daily = page.getByTestId('limit-loss_day');
    await expect.poll(() => daily.getByRole('definition').first().textContent()).toBe('€10.00');
    expect(await daily.textContent()).toContain('Net losses today (UTC): €0.00');

    // Dice for real money, from its tile in the menu's Crash and Fast lobby.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Crash and Fast' })
      .click();
    const tile = page
      .getByRole('main')
      .getByRole('button', { name: /^Dice(,|$)/ })
      .first();
    const info = await openGameInfo(page, tile, 'Dice');
    await info.getByRole('button', { name: 'Play now' }).click();
    const frame = page.frameLocator('iframe[title="Dice game"]');
    const balanceInGame = async () =>
      Number(
        ((await frame.getByRole('status', { name: 'Balance' }).textContent()) ?? '').replace(
          /[^\d.]/g,
          '',
        ),
      );
    // At a 1 % win chance the first roll almost always loses; a few rolls make a loss all but certain,
    // and a lucky win is still checked: a winning day counts no loss.
    await frame.getByLabel('Win chance').fill('1');
    await frame.getByLabel('Win chance').press('Enter');
    let balance = 40;
    for (let roll = 0; roll < 3 && balance >= 40; roll += 1) {
      await frame.getByRole('button', { name: 'Roll dice' }).click();
      await frame
        .getByRole('button', { name: 'Roll dice' })
        .and(frame.locator(':enabled'))
        .waitFor();
      balance = await balanceInGame();
    }
    const used = euro(Math.max(0, 40 - balance));

    await openLimitsFromMenu(page);
    // Losses come from the daily play statistics, a few seconds behind the round.
    await expect
      .poll(
        async () => {
          await page.reload();
          return daily.textContent();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toContain(`Net losses today (UTC): ${used}`);
    expect(await daily.getByRole('definition').first().textContent()).toBe('€10.00');
    await screenshotBoth(page, 'responsible-gambling-loss-limit');
    await context.close();
  });

  it('the responsible-gambling page lists the tools the account has and names the menu that holds them', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    const information = page
      .getByRole('contentinfo', { name: 'About this site' })
      .getByRole('navigation', { name: 'Information' });
    await information.getByRole('link', { name: 'Responsible gambling', exact: true }).click();
    await page.getByRole('heading', { name: 'Responsible gambling', level: 1 }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('My Account → Responsible gambling').waitFor();
    await main.getByText(/of 24 hours, 1 week, 1 month or 6 weeks/).waitFor();
    expect(await main.getByText(/wager limit|Responsible gaming/i).count()).toBe(0);
    await screenshotBoth(page, 'responsible-gambling-page');
    await information
      .getByRole('link', { name: 'Frequently asked questions', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Frequently asked questions', level: 1 }).waitFor();
    await main.getByText('My Account → Verification').waitFor();
    await context.close();
  });

  it('reminds a player at the chosen interval, over the game, of the time logged in and the result, and logs out on request', async () => {
    const player = await createPlayer('Reality', { isComplete: true });
    await depositEarlier(player, '50');
    const { context, page } = await visitor(browser);
    // The page's clock is a test clock: it runs as usual, and 15 minutes pass in a moment when asked.
    await page.clock.install();
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await openLimitsFromMenu(page);
    const reminders = page.getByRole('form', { name: 'Session reminders (reality check)' });
    await reminders.getByLabel('Remind me every').selectOption({ label: '15 minutes' });
    await reminders.getByRole('button', { name: 'Save reminder' }).click();
    await page.getByText('Your session reminder is updated.').first().waitFor();

    await page.goto(`${baseUrl()}/crash-and-fast`);
    const tile = page
      .getByRole('main')
      .getByRole('button', { name: /^Dice(,|$)/ })
      .first();
    const info = await openGameInfo(page, tile, 'Dice');
    await info.getByRole('button', { name: 'Play now' }).click();
    const frame = page.frameLocator('iframe[title="Dice game"]');
    await frame.getByRole('button', { name: 'Roll dice' }).click();
    await frame.getByRole('button', { name: 'Roll dice' }).and(frame.locator(':enabled')).waitFor();
    const balance = Number(
      ((await frame.getByRole('status', { name: 'Balance' }).textContent()) ?? '').replace(
        /[^\d.]/g,
        '',
      ),
    );

    await page.clock.fastForward('16:00');
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await dialog.getByText(/^You have been logged in for 1[5-7] min\.$/).waitFor();
    // The result since log-in is what the roll moved the balance from the 50 deposited.
    const result = balance - 50;
    await dialog
      .getByText(`${result < 0 ? '-' : ''}€${Math.abs(result).toFixed(2)}`, { exact: true })
      .waitFor();
    for (const [size, name] of [
      ['desktop', 'desktop'],
      ['mobile', 'mobile'],
    ] as const) {
      await page.setViewportSize(VIEWPORTS[size]);
      await page.waitForTimeout(400);
      await screenshot(page, `responsible-gambling-reality-check-${name}`);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await dialog.getByRole('button', { name: 'Continue playing' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The next one comes one interval later, not at once, and a reload does not bring back the one acknowledged.
    await page.clock.fastForward('05:00');
    expect(await dialog.count()).toBe(0);
    await page.reload();
    await frame.getByRole('button', { name: 'Roll dice' }).waitFor();
    expect(await dialog.count()).toBe(0);
    await page.clock.fastForward('11:00');
    await dialog.getByText(/^You have been logged in for 3[0-4] min\.$/).waitFor();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('playerSessionId'))).toBeNull();
    await context.close();
  });
});

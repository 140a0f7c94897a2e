import type { InboxMessage } from '@orca/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  createPlayer,
  depositEarlier,
  launch,
  logInThroughDialog,
  screenshotBoth,
  visitor,
  type TestPlayer,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const NEW_MESSAGES = /^You have \d+ new messages?$/;
const DEPOSIT_TEXT = 'Your deposit of 100.00 EUR was credited to your balance.';
const WITHDRAWAL_TEXT =
  'Your withdrawal request was received. Please allow up to 24 hours to be processed.';

/** The player's messages once the messages consumer has made `count` of them from the notices (it polls every half second). */
async function messagesOnceThere(player: TestPlayer, count: number): Promise<InboxMessage[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const inbox = await api<{ messages: InboxMessage[] }>('GET', '/player/messages', {
      player: player.session,
    });
    if (inbox.body.data.messages.length >= count) return inbox.body.data.messages;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the player never had ${count} messages`);
}

/** Reloads and waits until the header has the player's messages (the user refresh on start). */
async function reloadWithMessages(page: Page): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/player/messages') && response.request().method() === 'GET',
  );
  await page.reload();
  await answered;
}

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/**
 * Closes the panel with Escape, as a person would. On a game page the game's frame can take the
 * keyboard's focus as it loads, so an Escape that did not close it is followed by the panel's Close.
 */
async function closePanel(page: Page): Promise<void> {
  const panel = panelOf(page);
  await page.keyboard.press('Escape');
  const isClosed = await panel
    .waitFor({ state: 'detached', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!isClosed) await panel.getByRole('button', { name: 'Close' }).click();
  await panel.waitFor({ state: 'detached' });
}
const seenMarks = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('player-messages') ?? '[]') as [string, string][],
  );

describe('header notifications', () => {
  it('on a phone: announces a withdrawal request while the page is open in the same toast, lists newest first, clears one and all, and never announces a seen message again', async () => {
    const player = await createPlayer('Inbox', { isComplete: true });
    await depositEarlier(player, '100.00');
    await messagesOnceThere(player, 1);

    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    // The log-in's user refresh finds the deposit's message: announced, and counted on the bell.
    await page.getByText('You have 1 new message', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Notifications, 1 new' }).waitFor();

    await page.goto(`${baseUrl()}/cashier/withdraw`);
    const form = page.getByRole('form', { name: 'Withdraw' });
    await form.getByLabel('Amount (EUR)').fill('30');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    // The notice comes over the private channel: the one toast now counts both, no second toast.
    await page.getByText('You have 2 new messages', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Notifications, 2 new' }).waitFor();
    expect(await page.getByText(NEW_MESSAGES).count()).toBe(1);
    await screenshotBoth(page, 'messages-bell-badge');

    await page.getByRole('button', { name: 'OK', exact: true }).click();
    const panel = panelOf(page);
    const items = panel.getByRole('listitem');
    await items.nth(1).waitFor();
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain(WITHDRAWAL_TEXT);
    expect(await items.nth(1).textContent()).toContain(DEPOSIT_TEXT);
    await screenshotBoth(page, 'messages-panel');

    await items
      .filter({ hasText: WITHDRAWAL_TEXT })
      .getByRole('button', { name: 'Clear', exact: true })
      .click();
    await items.filter({ hasText: WITHDRAWAL_TEXT }).waitFor({ state: 'detached' });
    expect(await items.count()).toBe(1);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // Seen is remembered for this player: after a reload the deposit's message is listed but neither counted nor announced.
    const inbox = await messagesOnceThere(player, 1);
    expect(inbox.map((m) => m.message)).toEqual([DEPOSIT_TEXT]);
    const withdrawalIndex = (await seenMarks(page))[0]?.[1];
    expect(BigInt(withdrawalIndex ?? '0')).toBeGreaterThan(BigInt(inbox[0]!.index));
    await reloadWithMessages(page);
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await panel.getByText(DEPOSIT_TEXT).waitFor();
    expect(await panel.getByText(WITHDRAWAL_TEXT).count()).toBe(0);
    expect(await page.getByText(NEW_MESSAGES).count()).toBe(0);

    await panel.getByRole('button', { name: 'Clear all' }).click();
    await panel.getByText('You have no messages.').waitFor();
    await reloadWithMessages(page);
    await bell(page).click();
    await panelOf(page).getByText('You have no messages.').waitFor();
    expect(
      (
        await api<{ messages: InboxMessage[] }>('GET', '/player/messages', {
          player: player.session,
        })
      ).body.data.messages,
    ).toEqual([]);
    await context.close();
  });

  it('tells a player who reaches level 1 on a slot at once, the level-up and its reward as one message of two lines', async () => {
    const player = await createPlayer('Climber', { isComplete: true });
    await depositEarlier(player, '1000.00');
    await messagesOnceThere(player, 1);

    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/play/orca/lucky-sevens`);
    await logInThroughDialog(page, player.username, player.password);
    // On a game page the news is counted on the bell; a toast would cover the game's controls.
    await page.getByRole('button', { name: 'Notifications, 1 new' }).click();
    expect(await page.getByText(NEW_MESSAGES).count()).toBe(0);
    const panel = panelOf(page);
    await panel.getByText('Your deposit of 1000.00 EUR was credited to your balance.').waitFor();
    await closePanel(page);

    // 10 CP is 250 EUR on a slot: three spins at the highest bet, 100 EUR, make 12 CP, and no more
    // (a fourth would reach level 2 at 16 CP). The frame's footer shows the seeds' next nonce.
    const game = page.frameLocator('iframe[title="Lucky Sevens game"]');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor({ timeout: 30_000 });
    const raise = game.getByRole('button', { name: 'Raise the bet' });
    for (let step = 0; step < 40 && (await raise.isEnabled()); step += 1) await raise.click();
    await game
      .getByRole('region', { name: 'Bet controls' })
      .getByText('€100.00', { exact: true })
      .waitFor();
    const nonce = game.locator('span').filter({ hasText: /^Nonce: \d+$/ });
    const firstNonce = Number(await nonce.locator('code').textContent());
    for (let round = 1; round <= 3; round += 1) {
      await spin.click();
      await game
        .locator('span')
        .filter({ hasText: new RegExp(`^Nonce: ${firstNonce + round}$`) })
        .waitFor({ timeout: 30_000 });
      await spin.waitFor({ timeout: 30_000 });
    }

    // No reload: the push brings the count to the bell, which opens the panel on the new message.
    await page.getByRole('button', { name: /^Notifications, \d+ new$/ }).click({ timeout: 40_000 });
    const levelUp = panel.getByRole('listitem').filter({ hasText: /You reached level 1 \(/ });
    // The rewards and messages consumers follow the ledger within their poll intervals.
    await levelUp.waitFor({ timeout: 30_000 });
    const lines = (await levelUp.locator('p').innerText()).split('\n');
    expect(lines).toContain('Your level 1 reward of 1.00 EUR is ready to claim.');
    expect(
      lines.find((line) => line.startsWith('Congratulations! You reached level 1 (')),
    ).toBeDefined();
    await screenshotBoth(page, 'messages-level-up');

    // Messages are written in the reader's language when read: switching asks for them again.
    await closePanel(page);
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('button', { name: 'Benachrichtigungen', exact: true }).click();
    const german = page.getByRole('dialog', { name: 'Benachrichtigungen' });
    await german
      .getByText('Herzlichen Glückwunsch! Sie haben Level 1 (Orca) erreicht.', { exact: false })
      .waitFor();
    await german
      .getByText('Ihre Einzahlung von 1000.00 EUR wurde Ihrem Guthaben gutgeschrieben.')
      .waitFor();
    await context.close();
  });
});

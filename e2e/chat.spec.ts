import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  createPlayer,
  DEMO_OPERATOR,
  latestMail,
  launch,
  logInThroughDialog,
  logInToBackOffice,
  screenshotBoth,
  uniqueName,
  visitor,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Opens the support chat from the drawer's Live Chat entry (the desktop drawer is always shown). */
async function openChat(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Live Chat' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Live chat' });
  await panel.waitFor();
  return panel;
}

describe('live chat', () => {
  it('takes a message for email when no operator is on line', async () => {
    const email = `${uniqueName('chatoff').toLowerCase()}@example.com`;
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    const panel = await openChat(page);
    const form = panel.getByRole('form', { name: 'Leave a message' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Send message' }).click();
    await panel.getByText('Enter your name (2 to 25 characters)').waitFor();
    await form.getByLabel('Name').fill('Olga Offline');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Nobody answered: please email me about my bonus.');
    await screenshotBoth(page, 'chat-offline-form');
    await form.getByRole('button', { name: 'Send message' }).click();
    await panel.getByText('Thank you! Your message was sent; we will answer by email.').waitFor();
    // Kept in the conversation too, so it is there after a reload.
    await panel.getByText('Nobody answered: please email me about my bonus.').waitFor();
    await expect
      .poll(
        async () => (await latestMail('support@orca.local', 'support_chat_offline'))?.text ?? '',
      )
      .toContain(email);
    await page.reload();
    const again = await openChat(page);
    await again.getByText('Nobody answered: please email me about my bonus.').waitFor();
    await context.close();
  });

  it('a player and an operator in the back office see each other’s messages live', async () => {
    const player = await createPlayer('chatter');
    const desk = await visitor(browser);
    await logInToBackOffice(desk.page, DEMO_OPERATOR);
    await desk.page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Support' })
      .click();
    await desk.page.getByRole('link', { name: 'Chats' }).click();
    await desk.page
      .getByText('On line: players can chat with you while this tab is open')
      .waitFor();

    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    const panel = await openChat(page);
    await panel.getByText('Support is on line').waitFor();
    await panel
      .getByRole('textbox', { name: 'Write a message…' })
      .fill('Hi, where is my withdrawal?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText('Hi, where is my withdrawal?').waitFor();

    // The operator's list gets the conversation without a reload; one click opens it.
    const row = desk.page
      .getByRole('list', { name: 'Live chats' })
      .getByRole('button')
      .filter({ hasText: player.username });
    await row.waitFor();
    await row.click();
    const conversation = desk.page.getByRole('region', { name: 'Conversation' });
    await conversation.getByText('Hi, where is my withdrawal?').waitFor();
    await desk.page
      .getByLabel('Answer')
      .fill('Hello! It is being processed and will arrive today.');
    await desk.page.getByRole('button', { name: 'Send', exact: true }).click();

    // The answer reaches the player live, with the operator's name.
    await panel.getByText('Hello! It is being processed and will arrive today.').waitFor();
    await panel.getByText(`Chatting with ${DEMO_OPERATOR.username}`).waitFor();
    await panel.getByRole('textbox', { name: 'Write a message…' }).fill('Great, thank you!');
    await panel.getByRole('button', { name: 'Send' }).click();
    await conversation.getByText('Great, thank you!').waitFor();
    await screenshotBoth(page, 'chat-player');
    await screenshotBoth(desk.page, 'admin-support-chats');

    // Closed by the operator: the player is told at once.
    await desk.page.getByRole('button', { name: 'Close chat' }).click();
    await desk.page.getByText('This chat is closed.').waitFor();
    await panel.getByText('This chat was closed. Write again to start a new one.').waitFor();
    await context.close();
    await desk.context.close();
  });

  it('an answer given while the player is away is mailed to them and marked unread on their next page, until they open the chat', async () => {
    const player = await createPlayer('chataway');
    const desk = await visitor(browser);
    await logInToBackOffice(desk.page, DEMO_OPERATOR);
    await desk.page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Support' })
      .click();
    await desk.page.getByRole('link', { name: 'Chats' }).click();
    await desk.page
      .getByText('On line: players can chat with you while this tab is open')
      .waitFor();

    // The player confirms their email from the sign-up mail (only a verified address gets support's answers), writes, and leaves.
    const away = await visitor(browser);
    const signUpMail = await latestMail(player.email, 'register');
    const link = /https?:\/\/\S+/.exec(signUpMail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    await away.page.goto(link!);
    await away.page.getByText('Thank you! Your email address is confirmed.').waitFor();
    await away.page.goto(baseUrl());
    await logInThroughDialog(away.page, player.username, player.password);
    const panel = await openChat(away.page);
    await panel
      .getByRole('textbox', { name: 'Write a message…' })
      .fill('Is my bonus still active?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText('Is my bonus still active?').waitFor();
    await away.context.close();

    const row = desk.page
      .getByRole('list', { name: 'Live chats' })
      .getByRole('button')
      .filter({ hasText: player.username });
    await row.click();
    await desk.page
      .getByRole('region', { name: 'Conversation' })
      .getByText('Is my bonus still active?')
      .waitFor();
    await desk.page.getByLabel('Answer').fill('Yes, it runs until Sunday.');
    await desk.page.getByRole('button', { name: 'Send', exact: true }).click();
    await desk.page
      .getByRole('region', { name: 'Conversation' })
      .getByText('Yes, it runs until Sunday.')
      .waitFor();

    // The answer waits in the demo mailbox.
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/mailbox`);
    await page.getByLabel('Show mail to').fill(player.email);
    const mail = page
      .getByRole('listitem')
      .filter({ hasText: 'Support answered your chat message' });
    await mail.getByText('Yes, it runs until Sunday.').waitFor();

    // The next page the player opens marks the chat unread; opening it clears the mark, also on the page after.
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    const mark = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('status', { name: 'New support answer' });
    await mark.waitFor();
    await screenshotBoth(page, 'chat-unread-after-away');
    const reopened = await openChat(page);
    await reopened.getByText('Yes, it runs until Sunday.').waitFor();
    await expect.poll(() => mark.count()).toBe(0);
    await reopened.getByRole('button', { name: 'Close chat' }).click();
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Live Chat' })
      .waitFor();
    await page.waitForTimeout(1_000);
    expect(await mark.count()).toBe(0);
    await context.close();
    await desk.context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, createPlayer, DEMO_OPERATOR, latestMail, launch, logInThroughDialog, logInToBackOffice, screenshotBoth, uniqueName, visitor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Opens the support chat from the drawer's Live Chat entry (the desktop drawer is always shown). */
async function openChat(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Live Chat' }).click();
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
    await expect.poll(async () => (await latestMail('support@orca.local', 'support_chat_offline'))?.text ?? '').toContain(email);
    await page.reload();
    const again = await openChat(page);
    await again.getByText('Nobody answered: please email me about my bonus.').waitFor();
    await context.close();
  });

  it('a player and an operator in the back office see each other’s messages live', async () => {
    const player = await createPlayer('chatter');
    const desk = await visitor(browser);
    await logInToBackOffice(desk.page, DEMO_OPERATOR);
    await desk.page.getByRole('navigation', { name: 'Orca back office' }).getByRole('link', { name: 'Support' }).click();
    await desk.page.getByRole('link', { name: 'Chats' }).click();
    await desk.page.getByText('On line: players can chat with you while this tab is open').waitFor();

    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    const panel = await openChat(page);
    await panel.getByText('Support is on line').waitFor();
    await panel.getByRole('textbox', { name: 'Write a message…' }).fill('Hi, where is my withdrawal?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText('Hi, where is my withdrawal?').waitFor();

    // The operator's list gets the conversation without a reload; one click opens it.
    const row = desk.page.getByRole('list', { name: 'Live chats' }).getByRole('button').filter({ hasText: player.username });
    await row.waitFor();
    await row.click();
    const conversation = desk.page.getByRole('region', { name: 'Conversation' });
    await conversation.getByText('Hi, where is my withdrawal?').waitFor();
    await desk.page.getByLabel('Answer').fill('Hello! It is being processed and will arrive today.');
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
});

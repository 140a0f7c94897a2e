import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  DEMO_OPERATOR,
  latestMail,
  launch,
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

describe('contact us', () => {
  it('a visitor sends the contact form (errors first), an operator answers it in the back office, and the answer arrives by email', async () => {
    const email = `${uniqueName('contact').toLowerCase()}@example.com`;
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/info/contact-us`);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.waitFor();

    // The shared schema's messages, before anything reaches the server.
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => form.getByRole('alert').allTextContents())
      .toEqual(['Please type your name', 'Please type your email', 'Please type your message']);
    await form.getByLabel('Name').fill('A');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('x'.repeat(513));
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => form.getByRole('alert').allTextContents())
      .toEqual([
        'Name must be between 2 and 25 characters long',
        'Email is not valid',
        'Message must be at most 512 characters',
      ]);
    await screenshotBoth(page, 'contact-us-errors');

    await form.getByLabel('Name').fill('Rita Visitor');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('My deposit did not show up.\n<b>Please</b> check.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you, your message was sent.').waitFor();
    await screenshotBoth(page, 'contact-us-sent');
    expect((await latestMail(email, 'support_contact_ack'))?.subject).toBe(
      'We received your message',
    );
    await context.close();

    const desk = await visitor(browser);
    await logInToBackOffice(desk.page, DEMO_OPERATOR);
    await desk.page
      .getByRole('navigation', { name: 'Orca back office' })
      .getByRole('link', { name: 'Support' })
      .click();
    await desk.page.getByRole('heading', { name: 'Support', level: 1 }).waitFor();
    await desk.page.getByLabel('Search').fill(email);
    const row = desk.page
      .getByRole('table', { name: 'Contact messages' })
      .getByRole('row')
      .filter({ hasText: email });
    await row.click();
    // The message is shown as typed: its markup is text, not formatting.
    await desk.page
      .getByRole('region', { name: 'Message' })
      .getByText('<b>Please</b> check.')
      .waitFor();
    await desk.page.getByRole('button', { name: 'Assign to me' }).click();
    await desk.page.getByText('The message is yours.').waitFor();
    await desk.page.getByLabel('Answer by email').fill('Hello Rita, the deposit is credited now.');
    await screenshotBoth(desk.page, 'admin-support-contact');
    await desk.page.getByRole('button', { name: 'Send answer' }).click();
    await desk.page.getByText(`The answer was mailed to ${email}.`).waitFor();
    const answer = await latestMail(email, 'support_answer');
    expect(answer?.subject).toBe('Re: your message to Orca support');
    expect(answer?.text).toContain('Hello Rita, the deposit is credited now.');
    await desk.page.getByRole('button', { name: 'Close', exact: true }).click();
    await desk.page.getByText('The message is closed.').waitFor();
    await desk.context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  createPlayer,
  databaseUrl,
  latestMail,
  launch,
  logInThroughDialog,
  screenshot,
  solveCaptchaFor,
  uniqueName,
  visitor,
} from './browser';

const PASSWORD = 'Harbour-Lights-77';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function signUpThroughForm(page: Page, username: string) {
  await page.goto(`${baseUrl()}/register`);
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username.toLowerCase()}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByLabel('Currency').selectOption('EUR');
  await form.getByLabel('Day').selectOption('17');
  await form.getByLabel('Month').selectOption('05');
  await form.getByLabel('Year').selectOption('1990');
  await form.getByLabel('Country').selectOption('GB');
  await form.getByLabel(/Privacy Policy/).check();
  await form.getByLabel(/Terms and Conditions/).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/profile\/my-account/);
}

async function logIn(page: Page, username: string, password = PASSWORD) {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

describe('signing up', () => {
  it('shows every rule broken, checks the name is free, then creates and logs in the account', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/register`);
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Username').fill('abc');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password', { exact: true }).fill('weak');
    await form.getByLabel('Confirm password').fill('other');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByText('Username must be between 6 and 20 characters long').waitFor();
    await form.getByText('Email is not valid').waitFor();
    await form.getByText(/Password must be at least 8 characters/).waitFor();
    await form.getByText('You must acknowledge the Privacy Policy.').waitFor();
    await form.getByText('The terms must be accepted').waitFor();
    await form.getByLabel('Username').fill('demoplayer');
    await form.getByLabel('Email').focus();
    await form.getByText('Username already exists').waitFor();
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill('Different-Pass-1');
    await form.getByLabel('Day').selectOption('17');
    await form.getByLabel('Month').selectOption('05');
    await form.getByLabel('Year').selectOption('1990');
    await form.getByLabel('Country').selectOption('GB');
    await form.getByLabel(/Privacy Policy/).check();
    await form.getByLabel(/Terms and Conditions/).check();
    await form.getByLabel('Username').fill('Freshname77');
    await form.getByLabel('Email').fill('freshname77@example.com');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByText('Passwords must match').waitFor();
    await screenshot(page, 'signup-errors-desktop');
    await context.close();

    const fresh = await visitor(browser);
    const username = uniqueName('Sailor');
    await signUpThroughForm(fresh.page, username);
    await fresh.page.getByRole('heading', { name: 'My Account' }).waitFor();
    await fresh.page.getByText(username, { exact: true }).first().waitFor();
    expect(await fresh.page.evaluate(() => localStorage.getItem('playerSessionId'))).toMatch(
      /^[\w-]{43}$/,
    );
    const mail = await latestMail(`${username.toLowerCase()}@example.com`);
    expect(mail?.text).toContain('/register-token?token=');
    const link = /https?:\/\/\S+/.exec(mail!.text)![0];
    await fresh.page.goto(link);
    await fresh.page.getByText('Thank you! Your email address is confirmed.').waitFor();
    await fresh.context.close();
  });
});

/**
 * Puts the account in the state a stranger's run of wrong guesses leaves it in: every attempt must
 * wait a quarter of an hour. Needs the PostgreSQL-backed run.
 */
async function holdAccountByGuesses(username: string) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO login_throttles (username, failures, last_failure_at, blocked_until, notified_at)
       VALUES ($1, 20, now(), now() + interval '15 minutes', now())
       ON CONFLICT (username) DO UPDATE SET failures = 20, last_failure_at = now(), blocked_until = now() + interval '15 minutes'`,
      [username.toLowerCase()],
    );
  } finally {
    await client.end();
  }
}

describe('logging in', () => {
  it.runIf(databaseUrl())(
    "lets the player in at once on a browser they logged in on before, while strangers' guesses hold the account",
    async () => {
      const player = await createPlayer('Harbour');
      const { context, page } = await visitor(browser);
      await page.goto(baseUrl());
      await logInThroughDialog(page, player.username, player.password);
      const kept = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('orca-device-tokens'))) ?? '[]',
      ) as { username: string; token: string }[];
      expect(kept).toEqual([
        { username: player.username.toLowerCase(), token: expect.stringMatching(/^[\w-]{43}$/) },
      ]);
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Log in' }).first().waitFor();

      await holdAccountByGuesses(player.username);
      const stranger = await visitor(browser);
      await stranger.page.goto(baseUrl());
      await stranger.page.getByRole('button', { name: 'Log in' }).first().click();
      const strangerDialog = stranger.page.getByRole('dialog', { name: 'Log in' });
      await strangerDialog.getByLabel('Username').fill(player.username);
      await strangerDialog.getByLabel('Password').fill(player.password);
      await strangerDialog.getByRole('button', { name: 'Log in' }).click();
      await strangerDialog.getByText(/Too many failed log-ins for this account/).waitFor();
      await stranger.context.close();

      // The player's own browser sends the token it kept and gets in without waiting.
      await logInThroughDialog(page, player.username, player.password);
      await context.close();
    },
  );

  it('asks for a captcha after three failed attempts', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Log in' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    for (let i = 0; i < 3; i += 1) {
      await dialog.getByLabel('Username').fill('nobodyhere1');
      await dialog.getByLabel('Password').fill('Wrong-password-1');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await dialog.getByText('Invalid username or password').waitFor();
    }
    await dialog.getByRole('img', { name: /Captcha picture/ }).waitFor();
    await dialog.getByLabel('Captcha', { exact: true }).waitFor();
    await screenshot(page, 'login-captcha-desktop');
    await context.close();
  });

  it('logs in, edits the profile, changes the password and logs out into a new anonymous session', async () => {
    const { context, page } = await visitor(browser);
    const username = uniqueName('Skipper');
    await signUpThroughForm(page, username);
    const firstAnon = await page.evaluate(() => localStorage.getItem('anonSessionId'));

    const address = page.getByRole('form', { name: 'Address' });
    await address.getByLabel('Address', { exact: true }).fill('12 Dock Road');
    await address.getByLabel('City').fill('Bristol');
    await address.getByLabel('Zip code').fill('BS1 4XE');
    await address.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').first().waitFor();
    const personal = page.getByRole('form', { name: 'Personal details' });
    await personal.getByLabel('First name').fill('Al');
    await personal.getByRole('button', { name: 'Save' }).click();
    await personal.getByText('First name must be 3 to 25 characters long').waitFor();
    await page.reload();
    expect(await page.getByRole('form', { name: 'Address' }).getByLabel('City').inputValue()).toBe(
      'Bristol',
    );

    // A new email asks for the current password, and the old address hears of the change.
    const contact = page.getByRole('form', { name: 'Contact' });
    const newEmail = `${username.toLowerCase()}-new@example.com`;
    await contact.getByLabel('Mobile number').fill('+44 20 7946 0123');
    await contact.getByLabel('Email').fill(newEmail);
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.getByText('Please type your password').waitFor();
    await contact.getByLabel('Current password').fill('Not-the-password-1');
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.getByText('This is not your current password').waitFor();
    await contact.getByLabel('Current password').fill(PASSWORD);
    await contact.getByRole('button', { name: 'Save' }).click();
    await contact.getByLabel('Current password').waitFor({ state: 'detached' });
    const notice = await latestMail(`${username.toLowerCase()}@example.com`, 'email_changed');
    expect(notice?.text).toContain(newEmail);

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password').fill('Not-the-password-1');
    await password.getByLabel('New password').fill('Lighthouse-Keeper-5');
    await password.getByLabel('Confirm password').fill('Lighthouse-Keeper-5');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('Invalid old password').waitFor();
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByText(/Your password is changed/)
      .first()
      .waitFor();
    await screenshot(page, 'my-account-desktop');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    await page.waitForFunction(
      (old) =>
        localStorage.getItem('anonSessionId') !== null &&
        localStorage.getItem('anonSessionId') !== old,
      firstAnon,
    );
    const after = await page.evaluate(() => [
      localStorage.getItem('playerSessionId'),
      localStorage.getItem('anonSessionId'),
    ]);
    expect(after[0]).toBeNull();
    expect(after[1]).toMatch(/^[\w-]{43}$/);
    expect(after[1]).not.toBe(firstAnon);

    await logIn(page, username, 'Lighthouse-Keeper-5');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await context.close();
  });

  it('warns when the session has expired and returns home', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logIn(page, 'demoplayer', 'Orca-Demo-2026');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await page.evaluate(() => localStorage.setItem('playerSessionId', 'revoked-or-expired-token'));
    await page.goto(`${baseUrl()}/profile/my-account`);
    await page.locator('[data-variant="warning"]', { hasText: 'Session expired' }).waitFor();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('playerSessionId'))).toBeNull();
    await context.close();
  });
});

describe('password recovery', () => {
  it.runIf(databaseUrl())('resets the password through the emailed link', async () => {
    const { context, page } = await visitor(browser);
    const username = uniqueName('Forgetful');
    await signUpThroughForm(page, username);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await page.getByRole('button', { name: 'Log in' }).first().click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByLabel('Email').fill(`${username.toLowerCase()}@example.com`);
    await dialog.getByRole('img', { name: /Captcha picture/ }).waitFor();
    await dialog.getByLabel('Captcha', { exact: true }).fill(await solveCaptchaFor(page));
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText(/we have sent it a link/).waitFor();

    const mail = await latestMail(`${username.toLowerCase()}@example.com`, 'reset');
    const link = /https?:\/\/\S+reset-password\/\S+/.exec(mail!.text)![0];
    await page.goto(link);
    await page.getByLabel('New password').fill('Fresh-Start-2027');
    await page.getByLabel('Confirm password').fill('Fresh-Start-2027');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password is changed. You can log in with it now.').first().waitFor();
    await page.goto(link);
    await page.getByText('Password reset link is invalid.').waitFor();

    await page.goto(baseUrl());
    await logIn(page, username, 'Fresh-Start-2027');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await context.close();
  });
});

describe('a logged-in player', () => {
  it('is sent home from the sign-up page', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logIn(page, 'demoplayer', 'Orca-Demo-2026');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await page.goto(`${baseUrl()}/register`);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/profile`);
    await page.waitForURL(`${baseUrl()}/profile/my-account`);
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    await context.close();
  });
});

describe('the session expiry warning', () => {
  it('appears once even when several calls fail together', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logIn(page, 'demoplayer', 'Orca-Demo-2026');
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    await page.evaluate(() => localStorage.setItem('playerSessionId', 'another-dead-token'));
    await page.goto(`${baseUrl()}/profile/my-account`);
    const warnings = page.locator('[data-variant="warning"]', { hasText: 'Session expired' });
    await warnings.first().waitFor();
    await page.waitForTimeout(500);
    expect(await warnings.count()).toBe(1);
    await context.close();
  });
});

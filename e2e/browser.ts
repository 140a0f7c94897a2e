import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');
export const DEMO_API_KEY = 'orca-demo-public-key';
const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

let visitors = 0;

/** A fresh visitor: own storage and address, desktop size unless asked otherwise, English browser. */
export async function visitor(browser: Browser, options: { viewport?: keyof typeof VIEWPORTS; locale?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  visitors += 1;
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    locale: options.locale ?? 'en-GB',
    extraHTTPHeaders: { 'x-forwarded-for': `10.77.${(visitors >> 8) & 255}.${visitors & 255}` },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: options.fullPage ?? false });
}

/** Screenshots of the page as it is, at 1440 and at 375 px wide, whole pages. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  // A resize crosses breakpoints, and the drawer slides in or out: let its transition finish.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.waitForTimeout(400);
  await screenshot(page, `${name}-desktop`, { fullPage: true });
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.waitForTimeout(400);
  await screenshot(page, `${name}-mobile`, { fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** Calls the API directly, as a test fixture does to set up data a person would have made earlier. */
export async function api<T = unknown>(method: string, url: string, options: { body?: unknown; anon?: string; player?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; body: { info: { success: boolean; resultCode: string; message: string }; data: T } }> {
  const response = await fetch(`${baseUrl()}/api/v1${url}`, {
    method,
    headers: {
      'api-key': DEMO_API_KEY,
      'content-type': 'application/json',
      ...(options.anon ? { 'x-anon-session': options.anon } : {}),
      ...(options.player ? { 'x-player-session': options.player } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** The newest mail to an address, from the demo outbox. */
export async function latestMail(to: string): Promise<{ subject: string; text: string } | undefined> {
  const response = await api<{ subject: string; text: string }[]>('GET', `/demo/mailbox?to=${encodeURIComponent(to)}&limit=1`);
  return response.body.data[0];
}

let counter = 0;
/** A username no other test uses: letters and digits, 6–20 characters. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`.slice(0, 20);
}

export const databaseUrl = (): string => inject('databaseUrl');

/**
 * Gives the captcha of the page's anonymous session a known answer, standing in for a person
 * reading the picture. Needs the PostgreSQL-backed run.
 */
export async function solveCaptchaFor(page: Page, answer = 'k7p2x'): Promise<string> {
  const { createHash } = await import('node:crypto');
  const pg = (await import('pg')).default;
  const anon = await page.evaluate(() => localStorage.getItem('anonSessionId'));
  if (!anon) throw new Error('no anonymous session in the page');
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const result = await client.query('UPDATE captchas SET answer_hash = $1 WHERE anon_session_id = (SELECT id FROM sessions WHERE token_hash = $2)', [sha(answer), sha(anon)]);
    if (result.rowCount !== 1) throw new Error('the page has no captcha yet');
  } finally {
    await client.end();
  }
  return answer;
}

export const PLAYER_PASSWORD = 'Harbour-Lights-77';

export interface TestPlayer {
  username: string;
  email: string;
  password: string;
  /** A player session of the fixture's own, for setting up data through the API. */
  session: string;
}

/**
 * A player who signed up earlier (through the API, as a fixture), in EUR. `isComplete` also fills
 * in the name, address and mobile the cashier asks for.
 */
export async function createPlayer(prefix: string, options: { isComplete?: boolean } = {}): Promise<TestPlayer> {
  const username = uniqueName(prefix);
  const email = `${username.toLowerCase()}@example.com`;
  const anon = await api<{ anonSessionId: string }>('GET', '/anon');
  const registered = await api<{ sessionid: string }>('POST', '/register/long', {
    anon: anon.body.data.anonSessionId,
    body: { username, email, password: PLAYER_PASSWORD, password_confirmation: PLAYER_PASSWORD, currency: 'EUR', birthdate: '17-05-1990', country: 'GB', privacy: true },
  });
  if (!registered.body.info.success) throw new Error(`sign-up failed: ${registered.body.info.message}`);
  const session = registered.body.data.sessionid;
  if (options.isComplete) {
    for (const [type, body] of [
      ['personal', { first_name: 'Robin', last_name: 'Tester' }],
      ['address', { address: '12 Dock Road', city: 'Bristol', zip_code: 'BS1 4XE', country: 'GB' }],
      ['contact', { email, mobile: '+44 20 7946 0123' }],
    ] as const) {
      const updated = await api('POST', `/player/update/${type}`, { player: session, body });
      if (!updated.body.info.success) throw new Error(`profile ${type} failed: ${updated.body.info.message}`);
    }
  }
  return { username, email, password: PLAYER_PASSWORD, session };
}

/** Logs in through the header's dialog and waits for the logged-in header. */
export async function logInThroughDialog(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Profile menu' }).waitFor();
}

/**
 * A deposit made earlier, as a fixture: opened through the API, confirmed on the sandbox
 * provider's page, credited by its webhook.
 */
export async function depositEarlier(player: TestPlayer, amount: string): Promise<void> {
  const started = await api<{ paymentId: string; redirectUrl: string }>('POST', '/cashier/deposit', { player: player.session, body: { method: 'sandbox-card', amount } });
  if (!started.body.info.success) throw new Error(`deposit refused: ${started.body.info.message}`);
  await fetch(`${started.body.data.redirectUrl}/confirm`, { method: 'POST', redirect: 'manual' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const payment = await api<{ status: string }>('GET', `/cashier/payments/${started.body.data.paymentId}`, { player: player.session });
    if (payment.body.data.status === 'credited') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the deposit was not credited');
}

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  createPlayer,
  databaseUrl,
  depositEarlier,
  launch,
  logInThroughDialog,
  visitor,
  VIEWPORTS,
  type TestPlayer,
} from './browser';
import { crashControlsText } from './crash';

/**
 * Issue 10's "defects a new player hits", tried as a person would at 375 and 1440 px: every
 * control leads somewhere, every string is in the player's language, nothing covers what the
 * player needs.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Screenshots for a person to look at, outside the repository. */
const SHOTS = '/tmp/shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box (not rendered)');
  return box;
}

/** Where an element is in the window right now, without scrolling it into view first. */
async function isWhollyInWindow(page: Page, locator: Locator, timeout?: number): Promise<boolean> {
  const rect = await locator.evaluate(
    (element) => {
      const r = element.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    },
    undefined,
    timeout === undefined ? undefined : { timeout },
  );
  const height = await page.evaluate(() => window.innerHeight);
  return rect.top >= 0 && rect.bottom <= height;
}

/** A person's click: the button is pressed, held a moment, and released where it was pressed. */
async function humanClick(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await boxOf(locator);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  await page.mouse.up();
}

async function loggedIn(
  player: TestPlayer,
  options: { viewport?: keyof typeof VIEWPORTS; locale?: string } = {},
) {
  const { context, page } = await visitor(browser, options);
  await page.goto(baseUrl());
  if (options.locale?.startsWith('de')) {
    await page.getByRole('button', { name: 'Anmelden' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await dialog.getByLabel('Benutzername').fill(player.username);
    await dialog.getByLabel('Passwort').fill(player.password);
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('button', { name: 'Profilmenü' }).waitFor();
  } else {
    await logInThroughDialog(page, player.username, player.password);
  }
  return { context, page };
}

describe('on a phone (375 px)', () => {
  it('a player opens the menu and reaches Withdraw and Deposit', async () => {
    const player = await createPlayer('Phoner', { isComplete: true });
    await depositEarlier(player, '50');
    const { context, page } = await loggedIn(player, { viewport: 'mobile' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Deposit', exact: true }).waitFor();
    await page.waitForTimeout(300); // the drawer's slide-in, for the screenshot
    await shot(page, 'drawer-logged-in-mobile');
    await menu.getByRole('link', { name: 'Withdraw', exact: true }).click();
    await page.getByRole('heading', { name: 'Withdraw', level: 1 }).waitFor();
    expect(page.url()).toContain('/cashier/withdraw');
    await context.close();
  });

  it('a visitor switches the language from the menu', async () => {
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(baseUrl());
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const language = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('combobox', { name: 'Language' });
    expect(await language.isVisible()).toBe(true);
    await language.selectOption('de');
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    await shot(page, 'drawer-language-mobile');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await context.close();
  });

  it('Chat in the footer opens the live chat', async () => {
    const { context, page } = await visitor(browser, { viewport: 'mobile' });
    await page.goto(baseUrl());
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('button', { name: 'Chat' })
      .click();
    await page.getByRole('dialog', { name: 'Live chat' }).waitFor();
    await shot(page, 'chat-mobile');
    await context.close();
  });

  it(
    'sees the crash graph and the cash-out button together while a bet runs',
    { timeout: 400_000 },
    async () => {
      const { context, page } = await visitor(browser, { viewport: 'mobile' });
      const launched = await api<{ url: string }>(
        'GET',
        '/player/game/orca-crash?play_for_fun=1&homeUrl=/',
      );
      expect(launched.body.info.success, launched.body.info.message).toBe(true);
      await page.goto(launched.body.data.url);
      const graph = page.getByRole('figure', { name: 'Multiplier graph' });
      const cashout = page.getByRole('button', { name: /^Cash out / });
      // Rounds are shared and may bust at 1.00×: try round after round until the bet is in the air. This
      // test is about the layout on a phone; that betting reopens round after round is game-clients.spec's.
      // A try that fails loads the page again, as a player would, so no state of one try leaks into the
      // next; what each failed try saw is kept for the error, for a failure seen only on a loaded machine.
      const tries: string[] = [];
      const deadline = Date.now() + 300_000;
      while (Date.now() < deadline) {
        const placeBet = page
          .getByRole('button', { name: 'Place bet' })
          .and(page.locator(':enabled'));
        const isOpen = await placeBet
          .waitFor({ timeout: 45_000 })
          .then(() => true)
          .catch(() => false);
        if (!isOpen) {
          tries.push(`betting never opened; the page showed: ${await crashControlsText(page)}`);
          await page.reload();
          continue;
        }
        await placeBet.click();
        const flying = await cashout
          .waitFor({ timeout: 30_000 })
          .then(() => true)
          .catch(() => false);
        if (!flying) {
          tries.push(
            `no cash-out after the bet; the page showed: ${await crashControlsText(page)}`,
          );
          await page.reload();
          continue;
        }
        // A round can bust between seeing the button and measuring it: then the next round is tried.
        const measured = await Promise.all([
          isWhollyInWindow(page, graph, 2_000),
          isWhollyInWindow(page, cashout, 2_000),
        ]).catch(() => null);
        if (!measured) {
          tries.push('the round busted while it was measured');
          continue;
        }
        const [isGraphShown, isCashoutShown] = measured;
        await shot(page, 'crash-flying-mobile');
        expect({ isGraphShown, isCashoutShown }).toEqual({
          isGraphShown: true,
          isCashoutShown: true,
        });
        // The same round at 1440 px: controls left, graph and bets right.
        await page.setViewportSize(VIEWPORTS.desktop);
        await page.waitForTimeout(300);
        await shot(page, 'crash-desktop');
        await context.close();
        return;
      }
      await shot(page, 'crash-no-flight-mobile');
      throw new Error(`no round flew long enough to see the cash-out button:\n${tries.join('\n')}`);
    },
  );
});

describe('at 1440 and 375 px', () => {
  it('a saved-profile toast covers none of the header controls, nor the footer on a phone', async () => {
    const player = await createPlayer('Toaster', { isComplete: true });
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { context, page } = await loggedIn(player, { viewport });
      await page.goto(`${baseUrl()}/profile/my-account`);
      const contact = page.getByRole('form', { name: 'Contact' });
      await contact.getByRole('button', { name: 'Save' }).click();
      const toast = page.locator('li', { hasText: 'Saved.' });
      await toast.waitFor();
      const toastBox = await boxOf(toast);
      // The header's controls, and on phones the footer's quick links too.
      const controls = page
        .getByRole('banner')
        .or(page.getByRole('navigation', { name: 'Quick links' }))
        .locator('a:visible, button:visible, select:visible');
      const count = await controls.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index += 1) {
        const control = controls.nth(index);
        const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
        expect(
          intersects(toastBox, await boxOf(control)),
          `the toast covers ${name} at ${viewport}`,
        ).toBe(false);
      }
      await shot(page, `toast-${viewport}`);
      await context.close();
    }
  });

  it('a player fixes a wrong mobile number and one click on Save saves it', async () => {
    const player = await createPlayer('Fixer', { isComplete: true });
    for (const [viewport, mobile] of [
      ['desktop', '+44 20 7946 0456'],
      ['mobile', '+44 20 7946 0789'],
    ] as const) {
      const { context, page } = await loggedIn(player, { viewport });
      await page.goto(`${baseUrl()}/profile/my-account`);
      const contact = page.getByRole('form', { name: 'Contact' });
      const field = contact.getByLabel('Mobile number');
      await field.fill('12');
      await field.press('Tab');
      await contact.getByText('Mobile number is not valid').waitFor();
      await field.fill(mobile);
      await humanClick(page, contact.getByRole('button', { name: 'Save' }));
      await page.locator('li', { hasText: 'Saved.' }).waitFor({ timeout: 5_000 });
      const saved = await api<{ mobile: string }>('GET', '/player', { player: player.session });
      expect(saved.body.data.mobile).toBe(mobile);
      await context.close();
    }
  });

  it('the notifications bell counts the message the deposit made, at both sizes', async () => {
    const player = await createPlayer('Beller', { isComplete: true });
    await depositEarlier(player, '20');
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { context, page } = await loggedIn(player, { viewport });
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Notifications, 1 new' })
        .waitFor();
      await shot(page, `header-logged-in-${viewport}`);
      await context.close();
    }
  });

  it('Live Chat in the menu opens the live chat, and Contact Us leads to the contact page', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Live Chat' })
      .click();
    await page.getByRole('dialog', { name: 'Live chat' }).waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Contact Us' })
      .click();
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/info/contact-us');
    await shot(page, 'contact-desktop');
    await context.close();
  });

  it('payment method names are in German for a German player, in the cashier and the history', async () => {
    const player = await createPlayer('Karte', { isComplete: true });
    await depositEarlier(player, '20');
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { context, page } = await loggedIn(player, { viewport, locale: 'de-DE' });
      await page.goto(`${baseUrl()}/cashier/deposit`);
      const form = page.getByRole('form', { name: 'Einzahlung' });
      await form.getByRole('radio', { name: /Karte \(Sandbox Pay\)/ }).waitFor();
      await form.getByRole('radio', { name: /Banküberweisung \(Sandbox Pay\)/ }).waitFor();
      await shot(page, `deposit-de-${viewport}`);
      await page.goto(`${baseUrl()}/profile/history`);
      // The table from 768 px, the cards below it: the one on screen.
      await page
        .getByText(/Karte \(Sandbox Pay\)/)
        .filter({ visible: true })
        .first()
        .waitFor();
      await context.close();
    }
  });
});

describe('a checkout the player never completes (PostgreSQL run)', () => {
  it.runIf(databaseUrl())(
    'shows as expired in the history and the deposit limit counts only what was credited',
    async () => {
      const player = await createPlayer('Abandon', { isComplete: true });
      await depositEarlier(player, '100');
      const abandoned = await api<{ paymentId: string }>('POST', '/cashier/deposit', {
        player: player.session,
        body: { method: 'sandbox-card', amount: '100' },
      });
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: databaseUrl() });
      await client.connect();
      try {
        // Opened an hour ago and never paid, as the player who closed the provider's page did.
        await client.query(
          "UPDATE payments SET created_at = now() - interval '1 hour' WHERE id = $1",
          [abandoned.body.data.paymentId],
        );
      } finally {
        await client.end();
      }
      const open = await api('POST', '/cashier/deposit', {
        player: player.session,
        body: { method: 'sandbox-card', amount: '30' },
      });
      expect(open.body.info.success).toBe(true);

      for (const viewport of ['desktop', 'mobile'] as const) {
        const { context, page } = await loggedIn(player, { viewport });
        await page.goto(`${baseUrl()}/profile/history`);
        await page
          .getByText('Expired', { exact: true })
          .filter({ visible: true })
          .first()
          .waitFor();
        await shot(page, `history-expired-${viewport}`);

        await page.goto(`${baseUrl()}/profile/my-account/limits`);
        const limit = page.getByRole('definition').filter({ hasText: '€' });
        await page.getByText('Deposited in the last 24 hours').waitFor();
        expect(await limit.first().textContent()).toBe('€100.00');
        await page.getByText('Awaiting payment').waitFor();
        await page.getByText('€30.00', { exact: true }).waitFor();
        await page.getByText(/unpaid checkout expires after 30 minutes/).waitFor();
        await shot(page, `limit-awaiting-${viewport}`);

        await page.goto(`${baseUrl()}/cashier/deposit?payment=${abandoned.body.data.paymentId}`);
        await page
          .getByText(
            'This payment expired: it was not completed within 30 minutes. No money was taken.',
          )
          .waitFor();
        await shot(page, `deposit-expired-${viewport}`);
        await context.close();
      }
    },
  );
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  adminUrl,
  api,
  baseUrl,
  createPlayer,
  databaseUrl,
  depositEarlier,
  launch,
  operatorHeaders,
  screenshotBoth,
  totpCode,
  uniqueName,
  visitor,
  type TestPlayer,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const cashOf = async (player: TestPlayer) =>
  (await api<{ cash: string }>('GET', '/player/balance', { player: player.session })).body.data
    .cash;

/**
 * The back office with an operator already signed in (password and TOTP through the API, as
 * operatorHeaders does; the log-in page itself is admin.spec's): the token goes where the page
 * would have put it.
 */
async function backOffice(
  token: string,
  at: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await visitor(browser);
  await context.addInitScript(
    (value) => sessionStorage.setItem('orca-operator-session', value),
    token,
  );
  await page.goto(`${adminUrl()}${at}`);
  return { page, close: () => context.close() };
}

/** A second admin, added by the demo operator earlier, who has enrolled their authenticator; returns their session token. */
async function secondAdmin(
  admin: Record<string, string>,
): Promise<{ username: string; token: string }> {
  const username = uniqueName('seconddesk');
  const password = 'Second-Desk-2026!';
  const created = await adminApi('POST', '/admin/operators', {
    headers: admin,
    body: { username, password, role: 'admin' },
  });
  if (!created.body.info.success)
    throw new Error(`operator not added: ${created.body.info.message}`);
  const step = await adminApi<{ challenge: string; secret: string }>('POST', '/admin/login', {
    body: { username, password },
  });
  const session = await adminApi<{ sessionid: string }>('POST', '/admin/login/code', {
    body: { challenge: step.body.data.challenge, code: await totpCode(step.body.data.secret) },
  });
  if (!session.body.info.success) throw new Error(`enrolment failed: ${session.body.info.message}`);
  return { username, token: session.body.data.sessionid };
}

/** The ledger's own audit (npm run ledger:audit) against the run's database: every currency sums to zero, balances equal postings, no player below zero. */
async function ledgerAudit(): Promise<string> {
  const root = path.resolve(import.meta.dirname, '..');
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'ledger:audit'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      ORCA_MODE: 'demo',
      NODE_ENV: 'development',
    },
  });
  return stdout;
}

/** Real-money dice rounds through the game API, as the game client plays them, then a new seed pair, which reveals the server seed they used. */
async function playDiceAndRotate(player: TestPlayer, rounds: number): Promise<void> {
  const launched = await api<{ url: string }>('GET', '/player/game/orca-dice', {
    player: player.session,
  });
  const token = new URL(launched.body.data.url).searchParams.get('token');
  const session = await api<{ sessionToken: string }>('POST', '/play/session', { body: { token } });
  for (let round = 0; round < rounds; round += 1) {
    const result = await api('POST', '/play/dice', {
      headers: { 'x-game-session': session.body.data.sessionToken },
      body: { bet: '1', target: 50, direction: 'over' },
    });
    if (!result.body.info.success) throw new Error(`dice refused: ${result.body.info.message}`);
  }
  const rotated = await api('POST', '/fair/rotate', { player: player.session, body: {} });
  if (!rotated.body.info.success) throw new Error(`rotation refused: ${rotated.body.info.message}`);
}

async function act(page: Page, button: string, reason: string, done: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (kept in the audit log)').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText(done).waitFor();
}

describe('back office: players', () => {
  it("shows a self-excluded player's card as self-excluded beside the account status", async () => {
    const player = await createPlayer('Excluded', { isComplete: true });
    const excluded = await api('POST', '/player/selfExclusion', {
      player: player.session,
      body: { password: player.password },
    });
    expect(excluded.body.info.success).toBe(true);
    const admin = await operatorHeaders();
    const { page, close } = await backOffice(admin['x-operator-session']!, '/players');
    await page.getByLabel('Search players').fill(player.username);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('row', { name: new RegExp(player.username) })
      .getByRole('cell')
      .nth(3)
      .click();
    const heading = page.getByRole('heading', { name: new RegExp(player.username) });
    await heading.getByText('Self-excluded', { exact: true }).waitFor();
    await heading.getByText('Active', { exact: true }).waitFor();
    await screenshotBoth(page, 'admin-player-self-excluded');
    await close();
  });

  it('finds a player, blocks him (his next call answers session_expired, the site refuses his log-in), unblocks, adjusts his balance with four-eyes above the threshold, and finds it all in the audit log', async () => {
    const player = await createPlayer('Carded', { isComplete: true });
    await depositEarlier(player, '100');
    const admin = await operatorHeaders();
    const token = admin['x-operator-session']!;
    const { page, close } = await backOffice(token, '/players');

    // Search and open the card.
    await page.getByRole('heading', { name: 'Players' }).waitFor();
    await page.getByLabel('Search players').fill(player.username.slice(0, 8).toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row', { name: new RegExp(player.username) });
    await row.waitFor();
    await screenshotBoth(page, 'admin-players-list');
    await row.getByRole('cell').nth(3).click();
    await page.getByRole('heading', { name: new RegExp(player.username) }).waitFor();
    const playerId = /\/players\/(\d+)/.exec(page.url())?.[1] ?? '';
    expect(playerId).toMatch(/^\d+$/);
    const balances = page.getByRole('table', { name: 'Balances' });
    await balances.getByRole('row', { name: /EUR 100\.00 0\.00/ }).waitFor();
    await screenshotBoth(page, 'admin-player-overview');

    // Block: the player's session ends at once and the site refuses his log-in.
    await act(
      page,
      'Block',
      'Chargeback reported by the bank',
      'Player blocked; their sessions ended.',
    );
    await page.getByText('Chargeback reported by the bank').waitFor();
    const expired = await api('GET', '/player/balance', { player: player.session });
    expect([expired.status, expired.body.info.resultCode]).toEqual([401, 'session_expired']);
    const site = await visitor(browser);
    await site.page.goto(baseUrl());
    await site.page.getByRole('button', { name: 'Log in' }).first().click();
    const dialog = site.page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username').fill(player.username);
    await dialog.getByLabel('Password').fill(player.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog.getByText(/account is disabled/i).waitFor();
    await site.context.close();

    // Unblock: he can log in again (a fresh session for the checks below).
    await act(page, 'Unblock', 'The bank withdrew the chargeback', 'Player unblocked.');
    const anon = await api<{ anonSessionId: string }>('GET', '/anon');
    const login = await api<{ sessionid: string }>('POST', '/player/login', {
      anon: anon.body.data.anonSessionId,
      body: { username: player.username, password: player.password },
    });
    expect(login.body.info.resultCode).toBe('ok');
    player.session = login.body.data.sessionid;

    // A small adjustment applies at once.
    await page.getByRole('tab', { name: 'Adjustments' }).click();
    await page.getByText(/Above 500\.00 EUR either way/).waitFor();
    await page.getByLabel('Amount (negative to debit)').fill('12.34');
    await page
      .getByLabel('Reason (kept with the adjustment and in the audit log)')
      .fill('Goodwill for a frozen game');
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    await page.getByText('Adjustment applied.').waitFor();
    expect(await cashOf(player)).toBe('112.34');

    // A large one says it needs a second operator, and waits.
    await page.getByLabel('Amount (negative to debit)').fill('600');
    await page
      .getByText(
        'This amount needs a second operator’s approval: it will wait in the adjustments queue.',
      )
      .waitFor();
    await page
      .getByLabel('Reason (kept with the adjustment and in the audit log)')
      .fill('Jackpot the provider paid short');
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    await page.getByText('Adjustment waiting for a second operator’s approval.').waitFor();
    await page.getByRole('row', { name: /600\.00 EUR.*Waiting for approval/ }).waitFor();
    expect(await cashOf(player)).toBe('112.34');
    await screenshotBoth(page, 'admin-player-adjustments');

    // The requester cannot approve his own request.
    await page.getByRole('link', { name: 'Adjustments', exact: true }).click();
    await page.getByRole('heading', { name: 'Balance adjustments' }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(`${player.username}.*600\\.00 EUR`) })
      .getByRole('cell')
      .nth(2)
      .click();
    await page.getByText('You requested this one: another operator must decide it.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    const pending = await adminApi<{ id: string; playerId: string }[]>(
      'GET',
      '/admin/adjustments?status=pending',
      { headers: admin },
    );
    const adjustmentId =
      pending.body.data.find((adjustment) => adjustment.playerId === playerId)?.id ?? '';
    const own = await adminApi('POST', `/admin/adjustments/${adjustmentId}/approve`, {
      headers: admin,
      body: { note: 'mine' },
    });
    expect([own.status, own.body.info.resultCode]).toEqual([403, 'adjustment_own_request']);

    // A second operator approves it: the money moves once.
    const second = await secondAdmin(admin);
    const desk = await backOffice(second.token, '/adjustments');
    await desk.page.getByRole('heading', { name: 'Balance adjustments' }).waitFor();
    await desk.page
      .getByRole('row', { name: new RegExp(`${player.username}.*600\\.00 EUR`) })
      .getByRole('cell')
      .nth(2)
      .click();
    await desk.page
      .getByLabel('Note (kept with the decision)')
      .fill('Checked the provider’s round report');
    await screenshotBoth(desk.page, 'admin-adjustments-queue');
    await desk.page.getByRole('button', { name: 'Approve' }).click();
    await desk.page.getByText('Adjustment approved; the money has moved.').waitFor();
    await desk.close();
    expect(await cashOf(player)).toBe('712.34');
    if (databaseUrl())
      expect(await ledgerAudit()).toContain(
        'every currency sums to zero; every balance equals its postings; no player below zero',
      );

    // The card's other tabs, as an operator reads them: rounds with what verifies them.
    await playDiceAndRotate(player, 2);
    await page.goto(`${adminUrl()}/players/${playerId}`);
    for (const tab of ['Transactions', 'Rounds', 'Sessions', 'Documents', 'Notes']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
      if (tab === 'Transactions')
        await page.getByRole('row', { name: /adjustment.*600\.00 EUR/i }).waitFor();
      if (tab === 'Rounds') {
        await page
          .getByRole('row', { name: /Orca Dice|dice/i })
          .first()
          .getByRole('cell')
          .nth(2)
          .click();
        await page.getByText('Server seed hash').waitFor();
        // Rotated after the rounds: the seed they used is revealed, 64 hex digits.
        await page
          .getByText(/^[0-9a-f]{64}$/)
          .first()
          .waitFor();
      }
      if (tab === 'Sessions')
        await page
          .getByText(/Ended \(player\.blocked\)/)
          .first()
          .waitFor();
      if (tab === 'Notes') {
        await page.getByLabel('New note').fill('Asked for the chargeback letter; on file.');
        await page.getByRole('button', { name: 'Add note' }).click();
        await page.getByText('Asked for the chargeback letter; on file.').waitFor();
      }
      await screenshotBoth(page, `admin-player-${tab.toLowerCase()}`);
    }

    // Every action is in the audit log, with its reason.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Target kind').fill('player');
    await page.getByLabel('Target id').fill(playerId);
    await page.getByRole('button', { name: 'Search' }).click();
    for (const action of [
      'player\\.blocked',
      'player\\.unblocked',
      'adjustment\\.applied',
      'adjustment\\.requested',
      'adjustment\\.approved',
      'player\\.note_added',
    ]) {
      await page
        .getByRole('row', { name: new RegExp(action) })
        .first()
        .waitFor();
    }
    await page
      .getByRole('row', { name: /player\.blocked.*Chargeback reported by the bank/ })
      .waitFor();
    await screenshotBoth(page, 'admin-players-audit');
    await close();
  });
});

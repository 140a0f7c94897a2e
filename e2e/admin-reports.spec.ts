import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUrl,
  api,
  createPlayer,
  depositEarlier,
  launch,
  operatorHeaders,
  screenshotBoth,
  visitor,
  type TestPlayer,
} from './browser';

/**
 * The figures an operator reads, from a player's real deposit and real-money rounds. The player
 * plays in NOK, which no other spec of the run uses, so the NOK figures are exactly this player's.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Adds two decimal strings exactly (minor units), as the server does. */
const sum = (amounts: string[]) => {
  const minor = amounts.reduce((total, amount) => total + BigInt(amount.replace('.', '')), 0n);
  const abs = minor < 0n ? -minor : minor;
  return `${minor < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** Real-money dice rounds through the game API, as the game client plays them; returns each round's bet and win. */
async function playDice(
  player: TestPlayer,
  rounds: number,
): Promise<{ bet: string; win: string }[]> {
  const launched = await api<{ url: string }>('GET', '/player/game/orca-dice', {
    player: player.session,
  });
  if (!launched.body.info.success) throw new Error(`launch refused: ${launched.body.info.message}`);
  const token = new URL(launched.body.data.url).searchParams.get('token');
  const session = await api<{ sessionToken: string }>('POST', '/play/session', { body: { token } });
  if (!session.body.info.success)
    throw new Error(`game session refused: ${session.body.info.message}`);
  const played: { bet: string; win: string }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const result = await api<{ round: { bet: string; win: string; mode: string } }>(
      'POST',
      '/play/dice',
      {
        headers: { 'x-game-session': session.body.data.sessionToken },
        body: { bet: '10', target: 50, direction: 'over' },
      },
    );
    if (!result.body.info.success) throw new Error(`dice refused: ${result.body.info.message}`);
    expect(result.body.data.round.mode).toBe('real');
    played.push({ bet: result.body.data.round.bet, win: result.body.data.round.win });
  }
  return played;
}

/** The back office with the operator already signed in (the log-in itself is admin.spec's). */
async function backOffice(token: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await visitor(browser);
  await context.addInitScript(
    (value) => sessionStorage.setItem('orca-operator-session', value),
    token,
  );
  await page.goto(adminUrl());
  return { page, close: () => context.close() };
}

/** Clicks a download button and reads the file the browser saved. */
async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const filePath = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(filePath, 'utf8') };
}

/** A dashboard figure's last-30-days value (today's column moves at midnight UTC; the 30 days hold the scenario either way). */
const monthFigure = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).getByLabel(/^Last 30 days \(UTC\): /);

describe('back-office reports', () => {
  it('shows a player’s deposit and rounds on the dashboard, in the GGR report and its CSV, and in the deposits list and its CSV', async () => {
    const player = await createPlayer('Fjord', { isComplete: true, currency: 'NOK' });
    await depositEarlier(player, '500');
    const rounds = await playDice(player, 4);
    const bets = sum(rounds.map((r) => r.bet));
    const wins = sum(rounds.map((r) => r.win));
    const ggr = sum([bets, `-${wins}`]);
    expect(bets).toBe('40.00');

    const { page, close } = await backOffice((await operatorHeaders())['x-operator-session']!);
    // The dashboard is where an operator holding reports.read lands.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByLabel('Currency').selectOption('NOK');
    await expect.poll(() => monthFigure(page, 'Deposits').textContent()).toContain('500.00 NOK');
    expect(await monthFigure(page, 'Bets').textContent()).toContain(`${bets} NOK`);
    expect(await monthFigure(page, 'Wins').textContent()).toContain(`${wins} NOK`);
    expect(await monthFigure(page, 'GGR (bets − wins)').textContent()).toContain(`${ggr} NOK`);
    expect(await monthFigure(page, 'NGR (GGR − bonus and reward costs)').textContent()).toContain(
      `${ggr} NOK`,
    );
    expect(await monthFigure(page, 'Active players (real-money bet)').textContent()).toContain(
      ': 1',
    );
    expect(await monthFigure(page, 'New players (registered)').textContent()).toContain(': 1');
    await page
      .getByRole('img', { name: 'Bets, wins, GGR and NGR per UTC day, NOK' })
      .locator('canvas')
      .first()
      .waitFor();
    await screenshotBoth(page, 'admin-dashboard');

    // Reports by game, in NOK, and the same as CSV.
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    // By day (the default), each currency's GGR and NGR are charted over the range.
    await page
      .getByRole('img', { name: 'GGR and NGR per UTC day, NOK' })
      .locator('canvas')
      .first()
      .waitFor();
    await screenshotBoth(page, 'admin-reports-by-day');
    await page.getByLabel('Group by').selectOption('game');
    await page.getByLabel('Currency').selectOption('NOK');
    await page.getByRole('button', { name: 'Show' }).click();
    const row = page
      .getByRole('table', { name: 'Reports' })
      .getByRole('row')
      .filter({ hasText: 'Dice' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(`${bets} NOK`);
    const csv = await download(page, 'Download CSV');
    expect(csv.name).toMatch(/^ggr-by-game-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-NOK\.csv$/);
    expect(csv.text.split('\r\n')).toEqual([
      'game,label,currency,bets,wins,ggr,ngr,rounds,players',
      `orca-dice,Dice,NOK,${bets},${wins},${ggr},${ggr},4,1`,
      '',
    ]);
    await screenshotBoth(page, 'admin-reports');

    // The deposits list, filtered to this player, and its CSV.
    await page.getByRole('link', { name: 'Deposits' }).click();
    await page.getByRole('heading', { name: 'Deposits' }).waitFor();
    await page.getByLabel('Player (username or id)').fill(player.username);
    await page.getByLabel('Status').selectOption('credited');
    await page.getByRole('button', { name: 'Apply' }).click();
    const deposits = page.getByRole('table', { name: 'Deposits' }).getByRole('row');
    await expect.poll(() => deposits.count()).toBe(2);
    const deposit = deposits.nth(1);
    expect(await deposit.textContent()).toContain(player.username);
    expect(await deposit.textContent()).toContain('500.00 NOK');
    expect(await deposit.textContent()).toContain('Credited');
    expect(await deposit.textContent()).toContain('payment.confirmed');
    const exported = await download(page, 'Download CSV');
    expect(exported.name).toMatch(/^deposits-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = exported.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(',').slice(3, 9)).toEqual([
      player.username,
      'sandbox-card',
      'sandbox',
      '500.00',
      'NOK',
      'credited',
    ]);
    await screenshotBoth(page, 'admin-deposits');
    await close();
  });
});

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
  openGameInfo,
} from './browser';

/**
 * Bonus money as a player meets it (issue 13): the WELCOME code on the deposit page, the bonus on
 * /profile/bonuses with its wagering bar moving while slot spins are placed elsewhere, the money
 * becoming withdrawable once the wagering is done; and a withdrawal that forfeits a bonus only
 * after the player ticked that they understand.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface Bonuses {
  active: {
    instanceId: string;
    title: string;
    amount: string;
    bonusBalance: string;
    wageringRequirement: string;
    pointsGained: string;
    pointsNeeded: string;
    maxBet: string;
  } | null;
}
interface Balance {
  cash: string;
  bonus: string;
  total: string;
  withdrawable: string;
}

const bonusesOf = async (player: TestPlayer) =>
  (await api<Bonuses>('GET', '/player/bonuses', { player: player.session })).body.data;
const balanceOf = async (player: TestPlayer) =>
  (await api<Balance>('GET', '/player/balance', { player: player.session })).body.data;
const euros = (amount: string) =>
  `€${Number(amount).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Waits for the bonus engine to grant the deposit's bonus: it follows the credited deposit's ledger transfer, within its poll interval. */
async function activeBonusOf(player: TestPlayer): Promise<NonNullable<Bonuses['active']>> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { active } = await bonusesOf(player);
    if (active) return active;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no bonus became active');
}

/** Real-money spins on an in-house slot through the game API, as the game client plays them. */
async function openSlot(player: TestPlayer): Promise<(bet: string) => Promise<void>> {
  const launched = await api<{ url: string }>('GET', '/player/game/orca-lucky-sevens', {
    player: player.session,
  });
  if (!launched.body.info.success) throw new Error(`launch refused: ${launched.body.info.message}`);
  const token = new URL(launched.body.data.url).searchParams.get('token');
  const session = await api<{ sessionToken: string }>('POST', '/play/session', { body: { token } });
  if (!session.body.info.success)
    throw new Error(`game session refused: ${session.body.info.message}`);
  return async (bet) => {
    const result = await api('POST', '/play/slot/spin', {
      headers: { 'x-game-session': session.body.data.sessionToken },
      body: { bet },
    });
    if (!result.body.info.success)
      throw new Error(`spin refused: ${result.body.info.resultCode} ${result.body.info.message}`);
  };
}

const progressText = (page: Page, gained: string, needed: string) =>
  page
    .getByTestId('wagering-progress')
    .getByText(`${euros(gained)} of ${euros(needed)} wagered`, { exact: true });

describe('a deposit bonus', () => {
  it('is claimed with a code on the deposit page, wagered while the bar moves, and becomes withdrawable cash', async () => {
    const player = await createPlayer('Welcome', { isComplete: true });
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);

    await page.goto(`${baseUrl()}/cashier/deposit`);
    const form = page.getByRole('form', { name: 'Deposit' });
    await form.getByRole('radio', { name: /Card \(Sandbox Pay\)/ }).check();
    await form.getByLabel('Amount (EUR)').fill('20');
    await form.getByRole('radio', { name: 'I have a promotional code' }).check();
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await form.getByText('Please enter promotional code').waitFor();
    await form.getByRole('textbox', { name: 'Code' }).fill('NO-SUCH-CODE');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    // The server names the refusal; the form stays on the page with the code field.
    await form.getByRole('alert').first().waitFor();
    expect(page.url()).toContain('/cashier/deposit');
    await form.getByRole('textbox', { name: 'Code' }).fill('WELCOME');
    await form.getByText('The bonus is added when your deposit is credited.').waitFor();
    await screenshotBoth(page, 'bonus-deposit-code');
    await form.getByRole('button', { name: 'Continue to payment' }).click();

    await page.waitForURL(/\/sandbox-pay\/checkout\//);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await page.waitForURL(/\/cashier\/deposit\?payment=/);
    await page.getByText('Your deposit of €20.00 is credited.').waitFor();
    await page
      .getByText(/Your bonus “WELCOME” is added to your account within moments\./)
      .waitFor();
    await screenshotBoth(page, 'bonus-deposit-credited');

    const bonus = await activeBonusOf(player);
    // 100 % of a 20 EUR deposit, wagered 10 times.
    expect(bonus.amount).toBe('20.00');
    expect(bonus.wageringRequirement).toBe('200.00');
    expect(bonus.pointsNeeded).toBe('200.00');
    expect(Number(bonus.maxBet)).toBe(5);

    // Cash beside the bonus, so the wagering cannot run dry on a losing streak: cash is spent first.
    await depositEarlier(player, '100');

    await page.goto(`${baseUrl()}/profile/bonuses`);
    await page.getByRole('heading', { name: bonus.title, level: 2 }).waitFor();
    await page.getByTestId('bonus-balance').getByText('€20.00', { exact: true }).waitFor();
    await progressText(page, '0', '200').waitFor();
    await page.getByRole('row', { name: 'Slots 100 %' }).waitFor();
    await page.getByText('Wager €200.00 in total (€20.00 granted)', { exact: false }).waitFor();
    expect(
      await page
        .getByRole('progressbar', { name: 'Wagering progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('0');
    await page.getByRole('banner').getByTestId('bonus-dot').waitFor();
    await screenshotBoth(page, 'bonus-active');

    // The page only listens: spins placed elsewhere move the bar through the player.bonus push.
    const spin = await openSlot(player);
    await spin('5');
    await progressText(page, '5', '200').waitFor();
    await spin('5');
    await spin('5');
    await progressText(page, '15', '200').waitFor();
    await page.getByText('€185.00 left to wager').waitFor();
    expect(
      await page
        .getByRole('progressbar', { name: 'Wagering progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('7');

    // The game page says bonus money is in play and the max bet.
    await page.goto(`${baseUrl()}/play/orca/lucky-sevens`);
    await page.getByTestId('bonus-chip').getByText('Bonus money in play · max bet €5.00').waitFor();
    await screenshotBoth(page, 'bonus-game-chip');
    // A bet over the max bet is refused before any money moves.
    const before = await balanceOf(player);
    await expect(spin('10')).rejects.toThrow(/bonus_max_bet/);
    expect(await balanceOf(player)).toEqual(before);

    await page.goto(`${baseUrl()}/profile/bonuses`);
    await progressText(page, '15', '200').waitFor();
    for (let count = 3; count < 40; count += 1) await spin('5');
    // Wagering complete: the bonus converts to cash and leaves the page.
    await page.getByText('No active bonus').waitFor();
    const after = await balanceOf(player);
    expect(after.bonus).toBe('0.00');
    expect(after.withdrawable).toBe(after.cash);
    expect(after.total).toBe(after.cash);

    await page.goto(`${baseUrl()}/cashier/withdraw`);
    await page
      .getByText(`Available to withdraw: ${euros(after.withdrawable)}`, { exact: false })
      .waitFor();
    await page.getByText('Withdrawing ends your bonus').waitFor({ state: 'detached' });

    await page.goto(`${baseUrl()}/profile/history?tab=bonuses`);
    const record = page.getByRole('article', { name: bonus.title });
    await record.getByText('Completed', { exact: true }).waitFor();
    await record.getByText('Converted to cash').waitFor();
    await record.getByRole('cell', { name: 'Lucky Sevens' }).first().waitFor();
    // The ten newest rounds, then every one of the 40 that counted.
    expect(await record.getByRole('row').count()).toBe(11);
    await record.getByRole('button', { name: 'Show all 40 rounds' }).click();
    expect(await record.getByRole('row').count()).toBe(41);
    await screenshotBoth(page, 'bonus-history');
    await context.close();
  });
});

describe('withdrawing with an active bonus', () => {
  it('warns, asks for the tick, then forfeits the bonus and keeps the player’s own money withdrawable', async () => {
    const player = await createPlayer('Forfeit', { isComplete: true });
    const started = await api<{ paymentId: string; redirectUrl: string }>(
      'POST',
      '/cashier/deposit',
      {
        player: player.session,
        body: { method: 'sandbox-card', amount: '40', promoCode: 'WELCOME' },
      },
    );
    expect(started.body.info.success).toBe(true);
    await fetch(`${started.body.data.redirectUrl}/confirm`, { method: 'POST', redirect: 'manual' });
    const bonus = await activeBonusOf(player);
    expect(bonus.amount).toBe('40.00');

    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.goto(`${baseUrl()}/cashier/withdraw`);
    const form = page.getByRole('form', { name: 'Withdraw' });
    await form.getByText('Withdrawing ends your bonus').waitFor();
    await form
      .getByText(
        `You have an active bonus, “${bonus.title}”. Withdrawing forfeits it: its balance of €40.00, winnings included, is lost.`,
        { exact: false },
      )
      .waitFor();
    await form.getByLabel(/Amount/).fill('20');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await form
      .getByText('Tick the box to confirm that the bonus is forfeited, or keep playing it.')
      .waitFor();
    expect((await bonusesOf(player)).active?.instanceId).toBe(bonus.instanceId);
    await screenshotBoth(page, 'bonus-withdraw-warning');

    await form.getByLabel('I understand that withdrawing forfeits my bonus of €40.00.').check();
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await page
      .getByText(
        'Your withdrawal request was received. Please allow up to 24 hours to be processed.',
      )
      .first()
      .waitFor();
    await form.getByText('Withdrawing ends your bonus').waitFor({ state: 'detached' });
    expect((await bonusesOf(player)).active).toBeNull();
    const balance = await balanceOf(player);
    expect(balance.bonus).toBe('0.00');
    // 40 deposited, 20 reserved for the withdrawal: the player's own money is untouched by the forfeit.
    expect(balance.cash).toBe('20.00');

    await page.goto(`${baseUrl()}/profile/bonuses`);
    await page.getByText('No active bonus').waitFor();
    await page.goto(`${baseUrl()}/profile/history?tab=bonuses`);
    await page
      .getByRole('article', { name: bonus.title })
      .getByText('Forfeited', { exact: true })
      .first()
      .waitFor();
    await context.close();
  });

  it('can also be given up from the bonus page, after a dialog that says what is lost', async () => {
    const player = await createPlayer('GiveUp', { isComplete: true });
    const started = await api<{ paymentId: string; redirectUrl: string }>(
      'POST',
      '/cashier/deposit',
      {
        player: player.session,
        body: { method: 'sandbox-card', amount: '25', promoCode: 'WELCOME' },
      },
    );
    expect(started.body.info.success).toBe(true);
    await fetch(`${started.body.data.redirectUrl}/confirm`, { method: 'POST', redirect: 'manual' });
    const bonus = await activeBonusOf(player);

    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    await logInThroughDialog(page, player.username, player.password);
    await page.goto(`${baseUrl()}/profile/bonuses`);
    await page.getByRole('button', { name: 'Forfeit bonus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forfeit this bonus?' });
    await dialog
      .getByText(
        `You lose the bonus balance of €25.00 from “${bonus.title}”, winnings from bonus money included.`,
      )
      .waitFor();
    await screenshotBoth(page, 'bonus-forfeit-dialog');
    await dialog.getByRole('button', { name: 'Keep the bonus' }).click();
    expect((await bonusesOf(player)).active?.instanceId).toBe(bonus.instanceId);
    await page.getByRole('button', { name: 'Forfeit bonus' }).click();
    await dialog.getByRole('button', { name: 'Forfeit €25.00' }).click();
    await page.getByText('No active bonus').waitFor();
    expect((await balanceOf(player)).cash).toBe('25.00');
    await context.close();
  });
});

describe('offer pages', () => {
  it('show a visitor the deposit offers with their terms and the way in, and a player the promo code form', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/deposit-bonus`);
    await page.getByRole('heading', { name: 'Deposit bonuses', level: 1 }).waitFor();
    const firstOffer = page.getByRole('article').first();
    await firstOffer.waitFor();
    await screenshotBoth(page, 'bonus-offers');
    await firstOffer.getByRole('link', { name: 'Full terms' }).click();
    await page.getByRole('heading', { name: 'Terms in plain words' }).waitFor();
    await page.getByRole('button', { name: 'Log in to take it' }).waitFor();
    await screenshotBoth(page, 'bonus-offer-page');
    await page.goto(`${baseUrl()}/deposit-bonus/no-such-offer`);
    await page.getByText('This offer does not exist or has ended.').waitFor();
    await context.close();

    const player = await createPlayer('Codes');
    const session = await visitor(browser);
    await session.page.goto(baseUrl());
    await logInThroughDialog(session.page, player.username, player.password);
    await session.page.goto(`${baseUrl()}/profile/bonuses`);
    const promo = session.page.getByRole('form', { name: 'Promotional code' });
    await promo.getByRole('button', { name: 'Apply code' }).click();
    await promo.getByText('Please enter promotional code').waitFor();
    await promo.getByRole('textbox', { name: 'Code' }).fill('WELCOME');
    await promo.getByRole('button', { name: 'Apply code' }).click();
    await promo.getByRole('status').waitFor();
    await screenshotBoth(session.page, 'bonus-list-promo');
    await session.context.close();
  });

  it('lead a player from a free-spins code to the slot the spins are played on', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/free-spin/lucky-sevens-20`);
    await page
      .getByRole('row', { name: /Free spins.*20 spins on Lucky Sevens/ })
      .or(page.getByText('20 spins on Lucky Sevens'))
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Log in to take it' }).waitFor();
    await context.close();

    const player = await createPlayer('Spinner');
    const session = await visitor(browser);
    await session.page.goto(baseUrl());
    await logInThroughDialog(session.page, player.username, player.password);
    await session.page.goto(`${baseUrl()}/profile/bonuses`);
    const promo = session.page.getByRole('form', { name: 'Promotional code' });
    await promo.getByRole('textbox', { name: 'Code' }).fill('SPINS20');
    await promo.getByRole('button', { name: 'Apply code' }).click();
    const waiting = session.page.getByRole('heading', { name: 'Free spins waiting' });
    await waiting.waitFor();
    await session.page.getByText('20 of 20 spins left on Lucky Sevens').waitFor();
    await session.page.getByRole('banner').getByTestId('bonus-dot').waitFor();
    await session.page.goto(`${baseUrl()}/free-spin/lucky-sevens-20`);
    await session.page.getByRole('link', { name: 'Play your free spins' }).click();
    await session.page.waitForURL(/\/play\/orca\/lucky-sevens/);
    await session.page.goto(`${baseUrl()}/free-spin/lucky-sevens-20`);
    await session.page.getByRole('link', { name: 'Play your free spins' }).waitFor();
    await screenshotBoth(session.page, 'bonus-free-spin-page');
    await session.context.close();
  });
});

describe('buying free spins under a bonus', () => {
  it('says before the click that a buy above the bonus max bet is refused, and offers no button to take it', async () => {
    const player = await createPlayer('BuyCapped', { isComplete: true });
    const started = await api<{ paymentId: string; redirectUrl: string }>(
      'POST',
      '/cashier/deposit',
      {
        player: player.session,
        body: { method: 'sandbox-card', amount: '40', promoCode: 'WELCOME' },
      },
    );
    expect(started.body.info.success).toBe(true);
    await fetch(`${started.body.data.redirectUrl}/confirm`, { method: 'POST', redirect: 'manual' });
    await activeBonusOf(player);

    const { context, page } = await visitor(browser);
    await page.goto(`${baseUrl()}/casino`);
    await logInThroughDialog(page, player.username, player.password);
    const tile = page.getByRole('main').getByRole('button', { name: 'Gold Rush', exact: true });
    await (
      await openGameInfo(page, tile, 'Gold Rush')
    )
      .getByRole('button', { name: 'Play now' })
      .click();
    const game = page.frameLocator('iframe[title="Gold Rush game"]');
    await game.getByRole('button', { name: 'Buy bonus' }).click();
    const dialog = game.getByRole('dialog', { name: 'Buy the free spins' });
    await dialog
      .getByRole('alert')
      .filter({
        hasText: /Your bonus allows bets of at most €5\.00 a round: this buy costs €[\d.,]+\./,
      })
      .waitFor();
    expect(await dialog.getByRole('button', { name: /^Buy for / }).isDisabled()).toBe(true);
    await screenshotBoth(page, 'bonus-buy-above-max-bet');
    await context.close();
  });
});

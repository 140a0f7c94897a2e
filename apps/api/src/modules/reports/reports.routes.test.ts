import { addDays, utcDay } from '@orca/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cashierReadyPlayer,
  createTestApp,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { REEF_TEST_ENV, reefClient } from '../../../test/provider-wallet.ts';
import { outboxEmails, players, withdrawals } from '../../db/schema/index.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';

/**
 * One scenario built through the real cashier and the provider wallet API, then read back from
 * the dashboard and the GGR report: the figures must be exactly what the players did.
 *
 * EUR: Ada deposits 1000 (affiliate token `Harbour, "North"`), bets 10 (wins 25), 20 (loses) and
 * 5 (rolled back) in Coral Hi-Lo, is paid out a 100 withdrawal and is granted a 5.00 bonus (a cost);
 * Bo deposits 200 (affiliate
 * token `=1+2`), bets 50 and wins 10 in Pearl Diver, and asks to withdraw 20.
 * USD: Cy deposits 300 and bets 7.50 in Coral Hi-Lo. A fourth player opens a checkout and never pays.
 */

let t: TestApp;
let admin: string;
let payments: string;
let compliance: string;
let today: string;

const asOperator = (session: string, url: string) =>
  t.request({ method: 'GET', url: `/api/v1${url}`, headers: { 'x-operator-session': session } });

beforeAll(async () => {
  t = await createTestApp(REEF_TEST_ENV);
  const reef = reefClient(t);
  admin = await operatorSession(t, 'admin');
  payments = await operatorSession(t, 'payments');
  compliance = await operatorSession(t, 'compliance');

  const ada = await reef.session('AdaReports', '1000', 'reef-coral-hi-lo', {
    myafftk: 'Harbour, "North"',
  });
  await reef.bet(ada.sessionToken, 'ada-b1', 'ada-r1', '10.00');
  await reef.win(ada.sessionToken, 'ada-w1', 'ada-r1', '25.00', true);
  await reef.bet(ada.sessionToken, 'ada-b2', 'ada-r2', '20.00');
  await reef.endRound(ada.sessionToken, 'ada-r2');
  await reef.bet(ada.sessionToken, 'ada-b3', 'ada-r3', '5.00');
  expect((await reef.rollback(ada.sessionToken, 'ada-rb3', 'ada-b3', 'ada-r3')).status).toBe(200);
  // Ada takes 100 out: approved, her address given through the emailed link, paid by the background payout run.
  const taken = await t.request({
    method: 'POST',
    url: '/api/v1/cashier/withdraw',
    player: ada.player,
    payload: { method: 'btc', amount: '100' },
  });
  expect(taken.status).toBe(200);
  const approved = await t.request({
    method: 'POST',
    url: `/api/v1/admin/withdrawals/${taken.body.data.trans_id}/approve`,
    headers: { 'x-operator-session': payments },
    payload: { note: 'checked' },
  });
  expect(approved.body.data.status).toBe('awaiting_details');
  const [mail] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.to, 'adareports@example.com'),
        eq(outboxEmails.kind, 'withdrawal_details'),
      ),
    );
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  const details = await t.request({
    method: 'POST',
    url: '/api/v1/cashier/withdraw/details',
    payload: { token, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
  });
  expect(details.body.data.status).toBe('processing');
  const isPaid = async () =>
    (
      await t.database.db
        .select({ status: withdrawals.status })
        .from(withdrawals)
        .where(eq(withdrawals.id, taken.body.data.trans_id))
    )[0]?.status === 'paid';
  // The payout job runs every 5 s; waiting for it exercises the real schedule.
  for (let attempt = 0; attempt < 60 && !(await isPaid()); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 250));
  expect(await isPaid()).toBe(true);

  const bo = await reef.session('BoReports1', '200', 'reef-pearl-diver', { myafftk: '=1+2' });
  await reef.bet(bo.sessionToken, 'bo-b1', 'bo-r1', '50.00');
  await reef.win(bo.sessionToken, 'bo-w1', 'bo-r1', '10.00', true);
  const withdrawal = await t.request({
    method: 'POST',
    url: '/api/v1/cashier/withdraw',
    player: bo.player,
    payload: { method: 'btc', amount: '20' },
  });
  expect(withdrawal.status).toBe(200);

  const cy = await reef.session('CyReports1', '300', 'reef-coral-hi-lo', { currency: 'USD' });
  const cyBet = await reef.call('bet', {
    sessionToken: cy.sessionToken,
    transactionId: 'cy-b1',
    roundId: 'cy-r1',
    amount: '7.50',
    currency: 'USD',
  });
  expect(cyBet.status).toBe(200);

  const dee = await cashierReadyPlayer(t, 'DeeReports');
  expect(
    (
      await t.request({
        method: 'POST',
        url: '/api/v1/cashier/deposit',
        player: dee.sessionid,
        payload: { method: 'sandbox-card', amount: '40' },
      })
    ).status,
  ).toBe(200);

  // A bonus granted from the house's bonus cost account: what NGR takes off GGR.
  const [adaRow] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, 'AdaReports'));
  const adaId = adaRow!.id;
  const bonus = { kind: 'player_bonus' as const, playerId: adaId, currency: 'EUR' };
  const cost = { kind: 'house_bonus_cost' as const, currency: 'EUR' };
  await createLedgerService(t.database.db).execute({
    key: `grant:${adaId}`,
    kind: 'bonus_grant',
    playerId: adaId,
    payload: {},
    accounts: [bonus, cost],
    plan: () => ({
      legs: [{ from: cost, to: bonus, amountMinor: 500n, kind: 'bonus_grant' }],
      result: null,
    }),
  });
  today = utcDay(new Date());
});
afterEach(async () => {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(() => t.close());

describe('GET /admin/dashboard', () => {
  it('sums today and the last 30 days per currency from the ledger, with the queues and a 30-day series', async () => {
    const response = await asOperator(admin, '/admin/dashboard');
    expect(response.status).toBe(200);
    const dashboard = response.body.data;
    // The scenario's day, and the dashboard's: they differ only if midnight UTC passed in between,
    // and then the scenario belongs to yesterday's column, not today's.
    const isSameDay = dashboard.today === today;
    expect(dashboard.from).toBe(addDays(dashboard.today, -29));
    expect(dashboard.currencies.map((c: { currency: string }) => c.currency)).toEqual([
      'EUR',
      'USD',
    ]);
    const [eur, usd] = dashboard.currencies;
    const eurFigures = {
      deposits: '1200.00',
      withdrawals: '100.00',
      bets: '80.00',
      wins: '35.00',
      ggr: '45.00',
      costs: '5.00',
      ngr: '40.00',
      activePlayers: 2,
      newPlayers: 3,
    };
    const nothing = {
      deposits: '0.00',
      withdrawals: '0.00',
      bets: '0.00',
      wins: '0.00',
      ggr: '0.00',
      costs: '0.00',
      ngr: '0.00',
      activePlayers: 0,
      newPlayers: 0,
    };
    expect(eur.today).toEqual(isSameDay ? eurFigures : nothing);
    expect(eur.last30Days).toEqual(eurFigures);
    expect(eur.pendingWithdrawals).toBe(1);
    const usdFigures = {
      deposits: '300.00',
      withdrawals: '0.00',
      bets: '7.50',
      wins: '0.00',
      ggr: '7.50',
      costs: '0.00',
      ngr: '7.50',
      activePlayers: 1,
      newPlayers: 1,
    };
    expect(usd.today).toEqual(isSameDay ? usdFigures : nothing);
    expect(usd.last30Days).toEqual(usdFigures);
    expect(usd.pendingWithdrawals).toBe(0);
    expect(dashboard.pendingWithdrawals).toBe(1);
    expect(dashboard.pendingDocuments).toBe(0);
    expect(eur.series).toHaveLength(30);
    expect(eur.series[0].day).toBe(dashboard.from);
    expect(eur.series[29].day).toBe(dashboard.today);
    const [scenarioDay, ...quietDays] = [...eur.series].sort(
      (a: { day: string }, b: { day: string }) => (a.day === today ? -1 : b.day === today ? 1 : 0),
    );
    expect(scenarioDay).toEqual({
      day: today,
      deposits: '1200.00',
      withdrawals: '100.00',
      bets: '80.00',
      wins: '35.00',
      ggr: '45.00',
      ngr: '40.00',
    });
    expect(
      quietDays.every(
        (day: { bets: string; deposits: string; ngr: string }) =>
          day.bets === '0.00' && day.deposits === '0.00' && day.ngr === '0.00',
      ),
    ).toBe(true);
  });

  it('is for operators holding reports.read only', async () => {
    expect((await asOperator(payments, '/admin/dashboard')).status).toBe(200);
    const refused = await asOperator(compliance, '/admin/dashboard');
    expect(refused.status).toBe(403);
  });
});

describe('GET /admin/reports/ggr', () => {
  const report = async (query: string) => {
    const response = await asOperator(admin, `/admin/reports/ggr?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.rows as Record<string, unknown>[];
  };

  it('groups by game, with the bonus cost in a row of its own', async () => {
    expect(await report('groupBy=game&currency=EUR')).toEqual([
      {
        key: '',
        label: 'Bonus and reward costs (no game)',
        currency: 'EUR',
        bets: '0.00',
        wins: '0.00',
        ggr: '0.00',
        ngr: '-5.00',
        rounds: 0,
        players: 0,
      },
      {
        key: 'reef-coral-hi-lo',
        label: 'Coral Hi-Lo',
        currency: 'EUR',
        bets: '30.00',
        wins: '25.00',
        ggr: '5.00',
        ngr: '5.00',
        rounds: 2,
        players: 1,
      },
      {
        key: 'reef-pearl-diver',
        label: 'Pearl Diver',
        currency: 'EUR',
        bets: '50.00',
        wins: '10.00',
        ggr: '40.00',
        ngr: '40.00',
        rounds: 1,
        players: 1,
      },
    ]);
  });

  it('groups by day, currency, provider and affiliate', async () => {
    expect(await report('groupBy=day')).toEqual([
      {
        key: today,
        label: today,
        currency: 'EUR',
        bets: '80.00',
        wins: '35.00',
        ggr: '45.00',
        ngr: '40.00',
        rounds: 3,
        players: 2,
      },
      {
        key: today,
        label: today,
        currency: 'USD',
        bets: '7.50',
        wins: '0.00',
        ggr: '7.50',
        ngr: '7.50',
        rounds: 1,
        players: 1,
      },
    ]);
    expect(
      (await report('groupBy=currency&currency=USD')).map((row) => [row.key, row.ggr]),
    ).toEqual([['USD', '7.50']]);
    expect(
      (await report('groupBy=provider&currency=USD')).map((row) => [row.key, row.label, row.bets]),
    ).toEqual([['reef', expect.any(String), '7.50']]);
    expect(await report('groupBy=affiliate')).toEqual([
      {
        key: '=1+2|',
        label: 'myafftk =1+2',
        currency: 'EUR',
        bets: '50.00',
        wins: '10.00',
        ggr: '40.00',
        ngr: '40.00',
        rounds: 1,
        players: 1,
      },
      {
        key: 'Harbour, "North"|',
        label: 'myafftk Harbour, "North"',
        currency: 'EUR',
        bets: '30.00',
        wins: '25.00',
        ggr: '5.00',
        ngr: '0.00',
        rounds: 2,
        players: 1,
      },
      {
        key: '|',
        label: 'No affiliate',
        currency: 'USD',
        bets: '7.50',
        wins: '0.00',
        ggr: '7.50',
        ngr: '7.50',
        rounds: 1,
        players: 1,
      },
    ]);
  });

  it('leaves out days outside the range', async () => {
    const yesterday = addDays(today, -1);
    expect(await report(`groupBy=day&from=${addDays(today, -10)}&to=${yesterday}`)).toEqual([]);
  });

  it('exports CSV with a header, escaped commas and quotes, guarded formulas and a file name', async () => {
    const response = await asOperator(
      admin,
      `/admin/reports/ggr.csv?groupBy=affiliate&from=${today}&to=${today}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ggr-by-affiliate-${today}-to-${today}.csv"`,
    );
    expect(response.body).toBe(
      [
        'affiliate,label,currency,bets,wins,ggr,ngr,rounds,players',
        `'=1+2|,myafftk =1+2,EUR,50.00,10.00,40.00,40.00,1,1`,
        '"Harbour, ""North""|","myafftk Harbour, ""North""",EUR,30.00,25.00,5.00,0.00,2,1',
        '|,No affiliate,USD,7.50,0.00,7.50,7.50,1,1',
        '',
      ].join('\r\n'),
    );
  });

  it('refuses a reversed range, a range over 366 days, an impossible date and an unknown grouping, naming the field', async () => {
    const refusal = async (query: string) => {
      const response = await asOperator(admin, `/admin/reports/ggr?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.info.resultCode).toBe('validation_error');
      return response.body.data.fields.map(
        (f: { field: string; key: string }) => `${f.field}:${f.key}`,
      );
    };
    expect(await refusal('from=2026-03-10&to=2026-03-01')).toEqual(['to:date_range_invalid']);
    expect(await refusal('from=2025-01-01&to=2026-01-02')).toEqual(['from:date_range_too_long']);
    expect(await refusal('from=2026-02-30')).toEqual(['from:date_invalid']);
    expect(await refusal('groupBy=week')).toEqual(['groupBy:invalid_value']);
    // A whole leap year is allowed.
    expect(
      (await asOperator(admin, '/admin/reports/ggr?from=2024-01-01&to=2024-12-31')).status,
    ).toBe(200);
    // The CSV route checks the same way.
    expect(
      (await asOperator(admin, '/admin/reports/ggr.csv?from=2026-03-10&to=2026-03-01')).status,
    ).toBe(400);
  });

  it('is refused without reports.read', async () => {
    expect((await asOperator(compliance, '/admin/reports/ggr')).status).toBe(403);
    expect((await asOperator(compliance, '/admin/reports/ggr.csv')).status).toBe(403);
  });
});

describe('GET /admin/deposits', () => {
  it('lists deposits newest first with the provider state, filtered and paged', async () => {
    const all = await asOperator(payments, '/admin/deposits');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(4);
    const [dee, ...credited] = all.body.data.items;
    expect(dee).toMatchObject({
      playerUsername: 'DeeReports',
      amount: '40.00',
      currency: 'EUR',
      status: 'pending',
      providerEvent: null,
      method: 'sandbox-card',
      provider: 'sandbox',
    });
    expect(
      credited.map((d: { playerUsername: string; status: string; providerEvent: string }) => [
        d.playerUsername,
        d.status,
        d.providerEvent,
      ]),
    ).toEqual([
      ['CyReports1', 'credited', 'payment.confirmed'],
      ['BoReports1', 'credited', 'payment.confirmed'],
      ['AdaReports', 'credited', 'payment.confirmed'],
    ]);
    const page = await asOperator(payments, '/admin/deposits?status=credited&limit=2&offset=1');
    expect(page.body.data).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect(page.body.data.items.map((d: { playerUsername: string }) => d.playerUsername)).toEqual([
      'BoReports1',
      'AdaReports',
    ]);
    const byName = await asOperator(payments, '/admin/deposits?player=boreports1');
    expect(byName.body.data.items.map((d: { amount: string }) => d.amount)).toEqual(['200.00']);
    const byId = await asOperator(payments, `/admin/deposits?player=${dee.playerId}`);
    expect(byId.body.data.total).toBe(1);
    expect(
      (await asOperator(payments, '/admin/deposits?player=nobody-here')).body.data,
    ).toMatchObject({ items: [], total: 0 });
    expect(
      (await asOperator(payments, `/admin/deposits?to=${addDays(today, -1)}`)).body.data.total,
    ).toBe(0);
    expect((await asOperator(payments, '/admin/deposits?limit=500')).status).toBe(400);
  });

  it('exports the filtered deposits as CSV', async () => {
    const response = await asOperator(
      payments,
      `/admin/deposits.csv?status=credited&from=${today}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="deposits-${today}-to-${today}.csv"`,
    );
    const lines = (response.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,player_id,username,method,provider,amount,currency,status,provider_reference,provider_event,provider_event_at,updated_at',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(3, 9).join(','))).toEqual([
      'CyReports1,sandbox-bank,sandbox,300.00,USD,credited',
      'BoReports1,sandbox-bank,sandbox,200.00,EUR,credited',
      'AdaReports,sandbox-bank,sandbox,1000.00,EUR,credited',
    ]);
    // Who carried the players' payments out, with which filters, is in the audit log.
    const audit = await asOperator(admin, '/admin/audit?action=payments.export');
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        actorKind: 'operator',
        action: 'payments.export',
        targetKind: 'deposits',
        targetId: `deposits-${today}-to-${today}.csv`,
        after: { filters: { status: 'credited', from: today, to: today }, rows: 3 },
      }),
    ]);
  });

  it('exports withdrawals as CSV, filtered by status and player', async () => {
    const response = await asOperator(
      payments,
      '/admin/withdrawals.csv?status=pending_approval&player=BoReports1',
    );
    expect(response.status).toBe(200);
    const lines = (response.body as string).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.split(',').slice(3, 9)).toEqual([
      'BoReports1',
      'btc',
      '20.00',
      expect.any(String),
      'EUR',
      'pending_approval',
    ]);
    const paid = (await asOperator(payments, '/admin/withdrawals.csv?status=paid')).body
      .trimEnd()
      .split('\r\n');
    expect(paid[0]).toBe(
      'id,requested_at,player_id,username,method,amount,fee,currency,status,address,first_approved_by,decided_by,decision_note,processed_at',
    );
    expect(paid.slice(1).map((line: string) => line.split(',').slice(3, 13))).toEqual([
      [
        'AdaReports',
        'btc',
        '100.00',
        expect.any(String),
        'EUR',
        'paid',
        'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        '',
        expect.stringMatching(/^\d+$/),
        'checked',
      ],
    ]);
    expect((await asOperator(payments, '/admin/withdrawals.csv?status=rejected')).body).toBe(
      'id,requested_at,player_id,username,method,amount,fee,currency,status,address,first_approved_by,decided_by,decision_note,processed_at\r\n',
    );
  });

  it('belongs to the payments desk: compliance is refused', async () => {
    for (const url of ['/admin/deposits', '/admin/deposits.csv', '/admin/withdrawals.csv'])
      expect((await asOperator(compliance, url)).status, url).toBe(403);
  });
});

// Last in the file: its postings are in a currency of their own (CHF), which the figures above never list.
describe('free spins in NGR', () => {
  it('keeps the game’s stake − win in GGR and takes off NGR only what reached the player', async () => {
    const [adaRow] = await t.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.username, 'AdaReports'));
    const adaId = adaRow!.id;
    const ledger = createLedgerService(t.database.db);
    const cost = { kind: 'house_bonus_cost' as const, currency: 'CHF' };
    const game = { kind: 'house_game' as const, currency: 'CHF' };
    const bonus = { kind: 'player_bonus' as const, playerId: adaId, currency: 'CHF' };
    // A free spin staked 1.00 from the bonus cost and won 3.00 back into it; the winnings then became Ada's bonus.
    await ledger.execute({
      key: 'fs:chf:bet',
      kind: 'free_spin_bet',
      playerId: adaId,
      payload: {},
      accounts: [cost, game],
      plan: () => ({
        legs: [{ from: cost, to: game, amountMinor: 100n, kind: 'bet' }],
        result: null,
      }),
    });
    await ledger.execute({
      key: 'fs:chf:win',
      kind: 'free_spin_win',
      playerId: adaId,
      payload: {},
      accounts: [cost, game],
      plan: () => ({
        legs: [{ from: game, to: cost, amountMinor: 300n, kind: 'win' }],
        result: null,
      }),
    });
    await ledger.execute({
      key: 'fs:chf:grant',
      kind: 'bonus_grant',
      playerId: adaId,
      payload: {},
      accounts: [cost, bonus],
      plan: () => ({
        legs: [{ from: cost, to: bonus, amountMinor: 300n, kind: 'bonus_grant' }],
        result: null,
      }),
    });
    const response = await asOperator(admin, '/admin/reports/ggr?groupBy=day&currency=CHF');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const [row] = response.body.data.rows;
    // GGR: the game took 1.00 and paid 3.00; NGR: the house is 3.00 down, the bonus Ada holds.
    expect(row).toMatchObject({
      currency: 'CHF',
      bets: '1.00',
      wins: '3.00',
      ggr: '-2.00',
      ngr: '-3.00',
    });
  });
});

// Its postings are in a currency of their own (PLN), which the figures above never list.
describe('sports promotions in the dashboard’s NGR', () => {
  it('counts what promotions put into the sportsbook as bets and as a cost, so NGR is what the player won', async () => {
    const [adaRow] = await t.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.username, 'AdaReports'));
    const adaId = adaRow!.id;
    const ledger = createLedgerService(t.database.db);
    const cost = { kind: 'house_bonus_cost' as const, currency: 'PLN' };
    const sports = { kind: 'house_sports' as const, currency: 'PLN' };
    const cash = { kind: 'player_cash' as const, playerId: adaId, currency: 'PLN' };
    // A free bet of 10.00 staked by promotions at 2.50: the win pays Ada 25.00 less the stake, 15.00.
    await ledger.execute({
      key: 'promo:pln:stake',
      kind: 'sports_promo',
      playerId: adaId,
      payload: {},
      accounts: [cost, sports],
      plan: () => ({
        legs: [{ from: cost, to: sports, amountMinor: 1000n, kind: 'sports_promo' }],
        result: null,
      }),
    });
    await ledger.execute({
      key: 'promo:pln:payout',
      kind: 'sports_payout',
      playerId: adaId,
      payload: {},
      accounts: [cash, sports],
      plan: () => ({
        legs: [{ from: sports, to: cash, amountMinor: 1500n, kind: 'sports_payout' }],
        result: null,
      }),
    });
    // The dashboard's money (the GGR report is the casino's games only).
    const response = await asOperator(admin, '/admin/dashboard');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const pln = response.body.data.currencies.find(
      (c: { currency: string }) => c.currency === 'PLN',
    );
    // GGR: the sportsbook took 10.00 (from promotions) and paid 15.00; NGR: the house is 15.00 down.
    expect(pln.series.at(-1)).toMatchObject({
      bets: '10.00',
      wins: '15.00',
      ggr: '-5.00',
      ngr: '-15.00',
    });
  });
});

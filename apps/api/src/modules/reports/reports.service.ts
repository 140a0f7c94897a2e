import {
  addDays,
  CSV_ROWS_MAX,
  CURRENCIES,
  DASHBOARD_DAYS,
  formatMinor,
  resolveReportRange,
  utcDay,
  type Dashboard,
  type DashboardFigures,
  type GgrReport,
  type GgrReportQuery,
  type GgrRow,
} from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import { toCsv } from '../../platform/csv.ts';
import * as repo from './reports.repository.ts';

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

interface Money {
  deposits: bigint;
  withdrawals: bigint;
  bets: bigint;
  wins: bigint;
  costs: bigint;
}

const ZERO: Money = { deposits: 0n, withdrawals: 0n, bets: 0n, wins: 0n, costs: 0n };

const toMoney = (row: repo.MoneyRow): Money => ({
  deposits: BigInt(row.deposits),
  withdrawals: BigInt(row.withdrawals),
  bets: BigInt(row.bets),
  wins: BigInt(row.wins),
  costs: BigInt(row.costs),
});

const add = (a: Money, b: Money): Money => ({
  deposits: a.deposits + b.deposits,
  withdrawals: a.withdrawals + b.withdrawals,
  bets: a.bets + b.bets,
  wins: a.wins + b.wins,
  costs: a.costs + b.costs,
});

function figures(money: Money, activePlayers: number, newPlayers: number): DashboardFigures {
  const ggr = money.bets - money.wins;
  return {
    deposits: formatMinor(money.deposits),
    withdrawals: formatMinor(money.withdrawals),
    bets: formatMinor(money.bets),
    wins: formatMinor(money.wins),
    ggr: formatMinor(ggr),
    costs: formatMinor(money.costs),
    ngr: formatMinor(ggr - money.costs),
    activePlayers,
    newPlayers,
  };
}

/** Currencies in the catalogue's order, then any other the ledger holds. */
const byCatalogue = (a: string, b: string) => {
  const rank = (c: string) => {
    const at = (CURRENCIES as readonly string[]).indexOf(c);
    return at === -1 ? CURRENCIES.length : at;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
};

/** How an affiliate row is named: its myafftk and myaffid, or that the players came on their own. */
function affiliateLabel(key: string): string {
  const [token = '', id = ''] = key.split('\u001f');
  if (!token && !id) return 'No affiliate';
  return [token && `myafftk ${token}`, id && `myaffid ${id}`].filter(Boolean).join(' · ');
}

const COSTS_LABEL = 'Bonus and reward costs (no game)';

/**
 * The back office's figures, read from the ledger and game rounds (see reports.repository.ts for
 * which postings count). Read-only; days are UTC.
 */
export function createReportsService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function ggrReport(query: GgrReportQuery): Promise<GgrReport> {
    const { from, to } = resolveReportRange(query, utcDay(now()));
    const found = await repo.ggr(
      db,
      query.groupBy,
      dayStart(from),
      dayStart(addDays(to, 1)),
      query.currency,
      CSV_ROWS_MAX,
    );
    const rows: GgrRow[] = found.map((row) => {
      const bets = BigInt(row.bets);
      const wins = BigInt(row.wins);
      const costs = BigInt(row.costs);
      const isCostsOnly =
        row.key === '' && (query.groupBy === 'game' || query.groupBy === 'provider');
      const label =
        query.groupBy === 'affiliate'
          ? affiliateLabel(row.key)
          : isCostsOnly
            ? COSTS_LABEL
            : row.label || row.key;
      return {
        key: query.groupBy === 'affiliate' ? row.key.replace('\u001f', '|') : row.key,
        label,
        currency: row.currency,
        bets: formatMinor(bets),
        wins: formatMinor(wins),
        ggr: formatMinor(bets - wins),
        ngr: formatMinor(bets - wins - costs),
        rounds: row.rounds,
        players: row.players,
      };
    });
    return { groupBy: query.groupBy, from, to, rows };
  }

  return {
    /** Today and the last DASHBOARD_DAYS UTC days per currency, with a daily series and the queues' sizes. */
    async dashboard(): Promise<Dashboard> {
      const at = now();
      const today = utcDay(at);
      const from = addDays(today, -(DASHBOARD_DAYS - 1));
      const start = dayStart(from);
      const end = dayStart(addDays(today, 1));
      const todayStart = dayStart(today);
      const [daily, active, joined, withdrawals, pendingDocuments] = await Promise.all([
        repo.dailyMoney(db, start, end),
        repo.activePlayers(db, start, end, todayStart),
        repo.newPlayers(db, start, end, todayStart),
        repo.pendingWithdrawals(db),
        repo.pendingDocuments(db),
      ]);
      const currencies = new Set(
        [...daily, ...active, ...joined, ...withdrawals].map((row) => row.currency),
      );
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, index) => addDays(from, index));
      return {
        today,
        from,
        generatedAt: at.toISOString(),
        currencies: [...currencies].sort(byCatalogue).map((currency) => {
          const byDay = new Map(
            daily.filter((row) => row.currency === currency).map((row) => [row.day, toMoney(row)]),
          );
          const series = days.map((day) => ({ day, money: byDay.get(day) ?? ZERO }));
          const players = active.find((row) => row.currency === currency);
          const signUps = joined.find((row) => row.currency === currency);
          return {
            currency,
            today: figures(byDay.get(today) ?? ZERO, players?.today ?? 0, signUps?.today ?? 0),
            last30Days: figures(
              series.reduce((sum, { money }) => add(sum, money), ZERO),
              players?.range ?? 0,
              signUps?.range ?? 0,
            ),
            pendingWithdrawals: withdrawals.find((row) => row.currency === currency)?.count ?? 0,
            series: series.map(({ day, money }) => ({
              day,
              deposits: formatMinor(money.deposits),
              withdrawals: formatMinor(money.withdrawals),
              bets: formatMinor(money.bets),
              wins: formatMinor(money.wins),
              ggr: formatMinor(money.bets - money.wins),
              ngr: formatMinor(money.bets - money.wins - money.costs),
            })),
          };
        }),
        pendingWithdrawals: withdrawals.reduce((sum, row) => sum + row.count, 0),
        pendingDocuments,
      };
    },

    ggrReport,

    /** The same report as CSV with its file name. */
    async ggrCsv(query: GgrReportQuery): Promise<{ filename: string; csv: string }> {
      const report = await ggrReport(query);
      const rows = report.rows.map((row) => [
        row.key,
        row.label,
        row.currency,
        row.bets,
        row.wins,
        row.ggr,
        row.ngr,
        row.rounds,
        row.players,
      ]);
      return {
        filename: `ggr-by-${report.groupBy}-${report.from}-to-${report.to}${query.currency ? `-${query.currency}` : ''}.csv`,
        csv: toCsv(
          [report.groupBy, 'label', 'currency', 'bets', 'wins', 'ggr', 'ngr', 'rounds', 'players'],
          rows,
        ),
      };
    },

    /** The bonus domain's cost per day (its back office's costs tab), from the ledger like every figure here. */
    async bonusCosts(from: string, to: string) {
      return (await repo.bonusCosts(db, from, to)).map((row) => ({
        day: row.day,
        currency: row.currency,
        granted: formatMinor(BigInt(row.granted)),
        converted: formatMinor(BigInt(row.converted)),
        forfeited: formatMinor(BigInt(row.forfeited)),
        freeSpinStakes: formatMinor(BigInt(row.free_spin_stakes)),
        cost: formatMinor(BigInt(row.cost)),
      }));
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;

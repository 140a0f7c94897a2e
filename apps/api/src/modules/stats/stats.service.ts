import { formatMinor, type PlatformStatus, type PlayerWageringDay } from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import { consumerStatuses } from '../../platform/domain-events.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import * as repo from './wagering-stats.repository.ts';

const DAYS_MAX = 366;
/** A consumer's pace is measured over about this long, from the handled counts earlier reads saw. */
const RATE_WINDOW_MS = 60_000;
const RATE_SAMPLES_MAX = 120;
/** Two reads closer than this give no pace worth showing. */
const RATE_SPAN_MIN_MS = 500;

/**
 * Events per second from a consumer's handled count: the count is kept in the database, so any
 * instance answering the back office sees the same counts; each keeps the counts of its own recent
 * reads and measures the difference. Null until an earlier read is far enough back.
 */
function createRateMeter() {
  const history = new Map<string, { at: number; count: bigint }[]>();
  return (key: string, count: bigint, now: number): number | null => {
    const samples = (history.get(key) ?? []).filter(
      (s) => now - s.at <= RATE_WINDOW_MS && s.count <= count,
    );
    const first = samples[0];
    samples.push({ at: now, count });
    history.set(key, samples.slice(-RATE_SAMPLES_MAX));
    if (!first || now - first.at < RATE_SPAN_MIN_MS) return null;
    return Math.round((Number(count - first.count) / ((now - first.at) / 1000)) * 10) / 10;
  };
}

/** The first UTC day of each window of the last `d` days including today. */
const fromDaysOf = (days: readonly number[]) =>
  days.map((d) =>
    new Date(Date.now() - (Math.max(1, Math.trunc(d)) - 1) * 86_400_000).toISOString().slice(0, 10),
  );

/** What the back office reads of the platform's own work: players' daily wagering, jobs, event consumers. */
export function createStatsService(deps: { db: Database; jobs: JobRunner }) {
  const { db } = deps;
  const rateOf = createRateMeter();
  return {
    /** The player's days from `days` ago (UTC) to today, newest first, one row per day and currency. */
    async playerWagering(playerId: bigint, days: number): Promise<PlayerWageringDay[]> {
      const span = Math.min(Math.max(1, Math.trunc(days)), DAYS_MAX);
      const from = new Date(Date.now() - (span - 1) * 86_400_000).toISOString().slice(0, 10);
      const rows = await repo.ofPlayer(db, playerId, from, span * 8);
      return rows.map((r) => ({
        day: r.day,
        currency: r.currency,
        betCash: formatMinor(r.betCashMinor),
        betBonus: formatMinor(r.betBonusMinor),
        refund: formatMinor(r.refundMinor),
        win: formatMinor(r.winMinor),
      }));
    },

    /**
     * Players' net losses (stakes less refunds and wins, at least zero), each in their currency,
     * over the last `days` UTC days including today, one figure per entry of `days`, keyed
     * `${playerId}:${currency}`; one read for them all. As the statistics consumer has summed them:
     * a bet settled moments ago may not be counted yet.
     */
    netLosses: (
      players: { playerId: bigint; currency: string }[],
      days: readonly number[],
    ): Promise<Map<string, bigint[]>> => repo.netLossesOfPlayers(db, players, fromDaysOf(days)),

    /** This instance's jobs and every event consumer's position and lag. */
    async platformStatus(): Promise<PlatformStatus> {
      const consumers = await consumerStatuses(db);
      const now = Date.now();
      return {
        jobs: deps.jobs.status().map((j) => ({
          ...j,
          lockCheckedAt: j.lockCheckedAt?.toISOString() ?? null,
          lastFinishedAt: j.lastFinishedAt?.toISOString() ?? null,
        })),
        consumers: consumers.map((c) => ({
          eventsPerSecond: rateOf(`${c.consumer}/${c.source}`, c.handledCount, now),
          lastDelaySeconds:
            c.lastEventAt && c.updatedAt
              ? Math.max(0, Math.round(c.updatedAt.getTime() - c.lastEventAt.getTime()) / 1000)
              : null,
          ...c,
          handledCount: c.handledCount.toString(),
          lastEventAt: c.lastEventAt?.toISOString() ?? null,
          updatedAt: c.updatedAt?.toISOString() ?? null,
          lagSeconds: Math.round(c.lagSeconds * 1000) / 1000,
        })),
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;

import { formatMinor, type PlatformStatus, type PlayerWageringDay } from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import { consumerStatuses } from '../../platform/domain-events.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import * as repo from './wagering-stats.repository.ts';

const DAYS_MAX = 366;

/** What the back office reads of the platform's own work: players' daily wagering, jobs, event consumers. */
export function createStatsService(deps: { db: Database; jobs: JobRunner }) {
  const { db } = deps;
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

    /** This instance's jobs and every event consumer's position and lag. */
    async platformStatus(): Promise<PlatformStatus> {
      const consumers = await consumerStatuses(db);
      return {
        jobs: deps.jobs.status().map((j) => ({ ...j, lastFinishedAt: j.lastFinishedAt?.toISOString() ?? null })),
        consumers: consumers.map((c) => ({
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

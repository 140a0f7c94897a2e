import { z } from 'zod';
import { DOMAIN_EVENT_TYPES } from '../events/events.schemas.ts';

/** A background job as the instance that answers sees it (decision 007). */
export const JobStatusSchema = z.object({
  name: z.string(),
  scope: z.enum(['cluster', 'instance']),
  /** Whether the answering instance runs it: it holds the job's lock, or the job runs on every instance. */
  isHere: z.boolean(),
  /** When the answering instance last asked for the job's lock; null before its first turn. */
  lockCheckedAt: z.iso.datetime().nullable(),
  isRunning: z.boolean(),
  runs: z.number().int(),
  /** Failures in a row; 0 after a success. */
  failures: z.number().int(),
  /** Failed runs since the answering instance started. */
  failedRuns: z.number().int(),
  lastError: z.string().nullable(),
  lastFinishedAt: z.iso.datetime().nullable(),
  /** How long the last finished run took, in milliseconds. */
  lastDurationMs: z.number().int().nullable(),
});
export type JobStatusView = z.infer<typeof JobStatusSchema>;

/** Where an event consumer is in one source, and how far behind the log it runs. */
export const EventConsumerStatusSchema = z.object({
  consumer: z.string(),
  source: z.enum(DOMAIN_EVENT_TYPES),
  handledCount: z.string(),
  lastEventAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime().nullable(),
  /** Events ready and not handled yet, counted up to 100,000. */
  pendingCount: z.number().int(),
  /** Age in seconds of the oldest event not handled yet; 0 when caught up. */
  lagSeconds: z.number(),
  /**
   * Events handled per second over the last minute or so, measured from the handled count the
   * answering instance saw on earlier reads; null until it has read the count twice.
   */
  eventsPerSecond: z.number().nullable(),
  /**
   * Seconds from the newest handled event (a bet, a win) to the commit of its effect: the delay a
   * player's action took to show in this consumer's figures. Null before the first event.
   */
  lastDelaySeconds: z.number().nullable(),
});
export type EventConsumerStatusView = z.infer<typeof EventConsumerStatusSchema>;

export const PlatformStatusSchema = z.object({
  jobs: z.array(JobStatusSchema),
  consumers: z.array(EventConsumerStatusSchema),
});
export type PlatformStatus = z.infer<typeof PlatformStatusSchema>;

export const PlayerIdParamsSchema = z.object({ playerId: z.string().regex(/^[1-9]\d{0,17}$/) });
export const PlayerWageringQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});

/** A player's real-money play on one UTC day in one currency; amounts are decimal strings. */
export const PlayerWageringDaySchema = z.object({
  day: z.iso.date(),
  currency: z.string(),
  betCash: z.string(),
  betBonus: z.string(),
  refund: z.string(),
  win: z.string(),
});
export type PlayerWageringDay = z.infer<typeof PlayerWageringDaySchema>;

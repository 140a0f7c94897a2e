/*
 * Sportradar's UOF producers as Orca knows them. Orca's own producers are 1 (Orca Virtual Football),
 * 2 (The Odds API) and 99 (the back office), so a UOF producer is 100 + its UOF id: Live Odds (UOF 1) feeds
 * as 101 and Betradar Ctrl, the prematch producer (UOF 3), as 103 (docs/decisions/023-uof-feed-adapter.md).
 * Both feed one Orca event per match, each with its own sequences, as UOF's prematch → live handover expects.
 */

export interface UofProducer {
  /** The id UOF messages carry in `product`. */
  uofId: number;
  /** Orca's id of it: the `producer` of its events and messages. */
  orcaId: number;
  /** The path segment of its recovery endpoint: `/v1/{product}/recovery/initiate_request`. */
  product: string;
  /**
   * How far back a recovery `after` may reach; an older timestamp asks for a full recovery instead
   * (producers.xml `stateful_recovery_window_in_minutes`: 180 in the SDK's fixture, research A2).
   */
  recoveryWindowMs: number;
}

const MINUTE = 60_000;

export const UOF_PRODUCERS: Readonly<Record<number, UofProducer>> = {
  1: { uofId: 1, orcaId: 101, product: 'liveodds', recoveryWindowMs: 180 * MINUTE },
  3: { uofId: 3, orcaId: 103, product: 'pre', recoveryWindowMs: 180 * MINUTE },
};

export function uofProducer(uofId: number): UofProducer | null {
  return UOF_PRODUCERS[uofId] ?? null;
}

const MATCH_URN = /^sr:match:\d{1,18}$/;

/**
 * The Orca event a UOF event id feeds, or null for one Orca does not take (a stage, a season, a simple
 * tournament). The one place the mapping lives: the back office's event mapping (issue 24) hooks in here.
 * A UOF match URN is a valid Orca event id as it is, and Live Odds and Ctrl name the same match alike, so
 * both producers' messages meet in one event.
 */
export function eventIdOf(producer: UofProducer, externalId: string): string | null {
  if (!UOF_PRODUCERS[producer.uofId]) return null;
  return MATCH_URN.test(externalId) ? externalId : null;
}

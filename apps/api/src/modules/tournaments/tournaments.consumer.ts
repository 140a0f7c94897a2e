import type { RoundSettledEvent, TournamentLeaderboardMessage } from '@orca/contracts';
import type { Database, Tx } from '../../db/client.ts';
import type { EventConsumer } from '../../platform/domain-events.ts';
import type { EventBus } from '../../platform/events.ts';
import * as entriesRepo from './tournament-entries.repository.ts';
import * as repo from './tournaments.repository.ts';
import { applyRound, qualifies, type EntryScore, type ScoringRace } from './tournaments.scoring.ts';
import { LEADERBOARD_TOPIC, type TournamentsService } from './tournaments.service.ts';

/** The consumer's cursor name: the end job pays a race only once this has passed its window. */
export const SCORES_CONSUMER = 'tournaments.scores';

/** The rounds among these staked by the house (free spins), from the wallet. */
export type FreeSpinRounds = (tx: Tx, roundIds: readonly string[]) => Promise<Set<string>>;

/**
 * Scores slot races from settled rounds (decision 017), set-based per batch: one read of the
 * races whose window the batch touches, one of the entries concerned, the scores computed in
 * memory in settling order, one upsert. Runs one batch at a time (the cursor row is locked), so
 * reading then writing an entry cannot race another instance.
 */
export function scoresConsumer(deps: {
  tournaments: Pick<TournamentsService, 'leaderboard'>;
  freeSpinRounds: FreeSpinRounds;
  events: Pick<EventBus, 'publish'>;
  db: Database;
}): EventConsumer<'round.settled'> {
  return {
    name: SCORES_CONSUMER,
    sources: ['round.settled'],
    async handle(tx, rounds) {
      if (rounds.length === 0) return;
      const first = rounds.reduce((min, r) => (r.at < min ? r.at : min), rounds[0]!.at);
      const last = rounds.reduce((max, r) => (r.at > max ? r.at : max), rounds[0]!.at);
      // Finished-but-unpaid races still take their last rounds: the end job waits for them.
      const races: (ScoringRace & { url: string })[] = await repo.scoring(tx, first, last);
      if (races.length === 0) return;
      const candidates = new Map<bigint, RoundSettledEvent[]>();
      for (const race of races)
        candidates.set(
          race.id,
          rounds.filter((round) => qualifies(round, race)),
        );
      const roundIds = [...new Set([...candidates.values()].flat().map((r) => r.roundId))];
      if (roundIds.length === 0) return;
      const housePaid = await deps.freeSpinRounds(tx, roundIds);
      const playerIds = [
        ...new Set([...candidates.values()].flat().map((r) => r.playerId!.toString())),
      ];
      const entries = await entriesRepo.scoresOf(
        tx,
        races.map((r) => r.id),
        playerIds,
      );
      const changed = new Map<
        string,
        { tournamentId: string; playerId: string; entry: EntryScore }
      >();
      for (const race of races) {
        for (const round of candidates.get(race.id) ?? []) {
          if (housePaid.has(round.roundId)) continue;
          const key = `${race.id}:${round.playerId}`;
          const entry =
            entries.get(key) ??
            (race.enrolment === 'auto' ? { score: 0n, qualifyingBets: 0, reachedAt: null } : null);
          // A join race counts only the rounds of players who joined.
          if (!entry) continue;
          const next = applyRound(entry, round, race);
          entries.set(key, next);
          changed.set(key, {
            tournamentId: race.id.toString(),
            playerId: round.playerId!.toString(),
            entry: next,
          });
        }
      }
      if (changed.size === 0) return;
      const rows = [...changed.values()].map((c) => ({
        t: c.tournamentId,
        p: c.playerId,
        s: c.entry.score.toString(),
        q: c.entry.qualifyingBets,
        r: c.entry.reachedAt?.toISOString() ?? null,
      }));
      await entriesRepo.saveScores(tx, rows);
      const touched = races.filter((race) => rows.some((r) => r.t === race.id.toString()));
      // Published after the commit, so a page that refetches on the message reads the new scores.
      return async () => {
        for (const race of touched) {
          const message: TournamentLeaderboardMessage = {
            type: 'tournament.leaderboard',
            tournamentId: race.id.toString(),
            url: race.url,
            leaderboard: await deps.tournaments.leaderboard(deps.db, race.id),
            at: new Date().toISOString(),
          };
          await deps.events.publish(LEADERBOARD_TOPIC, message);
        }
      };
    },
  };
}

import type { RoundSettledEvent, TournamentLeaderboardMessage } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import type { EventConsumer } from '../../platform/domain-events.ts';
import type { EventBus } from '../../platform/events.ts';
import * as repo from './tournaments.repository.ts';
import { applyRound, qualifies, type EntryScore, type ScoringRace } from './tournaments.scoring.ts';
import {
  LEADERBOARD_TOPIC,
  SCORES_CONSUMER,
  type TournamentsService,
} from './tournaments.service.ts';

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
      const races: (ScoringRace & { url: string })[] = await repo.select(
        tx,
        sql`t.kind = 'slot_race' and t.status in ('scheduled', 'running', 'finished') and t.starts_at <= ${last.toISOString()}::timestamptz and t.ends_at > ${first.toISOString()}::timestamptz`,
      );
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
      const raceIds = races.map((r) => r.id.toString());
      const existing = await queryRows<{
        tournament_id: string;
        player_id: string;
        score: string;
        qualifying_bets: number;
        reached_at: string | Date | null;
      }>(
        tx,
        sql`select tournament_id::text, player_id::text, score::text, qualifying_bets, reached_at from tournament_entries
          where tournament_id = any(${`{${raceIds.join(',')}}`}::bigint[]) and player_id = any(${`{${playerIds.join(',')}}`}::bigint[])`,
      );
      const entries = new Map<string, EntryScore>(
        existing.map((e) => [
          `${e.tournament_id}:${e.player_id}`,
          {
            score: BigInt(e.score),
            qualifyingBets: Number(e.qualifying_bets),
            reachedAt: e.reached_at === null ? null : new Date(e.reached_at),
          },
        ]),
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
      await tx.execute(sql`insert into tournament_entries (tournament_id, player_id, score, qualifying_bets, reached_at)
        select x.t::bigint, x.p::bigint, x.s::bigint, x.q, x.r::timestamptz from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(t text, p text, s text, q int, r text)
        on conflict (tournament_id, player_id) do update set score = excluded.score, qualifying_bets = excluded.qualifying_bets, reached_at = excluded.reached_at`);
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

import type { EntryScore } from './tournaments.scoring.ts';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { date } from './tournaments.repository.ts';

export interface RankedEntry {
  rank: number;
  playerId: bigint;
  username: string;
  currency: string;
  language: string;
  score: bigint;
  qualifyingBets: number;
  reachedAt: Date | null;
}

/**
 * A race's standings: players who scored, best first; a tie goes to whoever reached the score
 * first, then to the earlier entry, so the order never changes between two reads.
 */
export async function ranked(
  db: Executor,
  id: bigint,
  limit: number | null,
): Promise<RankedEntry[]> {
  const rows = await queryRows<{
    player_id: string;
    username: string;
    currency: string;
    language: string;
    score: string;
    qualifying_bets: number;
    reached_at: string | Date | null;
  }>(
    db,
    sql`select e.player_id::text, p.username, p.currency, p.language, e.score::text, e.qualifying_bets, e.reached_at
      from tournament_entries e join players p on p.id = e.player_id
      where e.tournament_id = ${id} and e.score > 0
      order by e.score desc, e.reached_at asc nulls last, e.joined_at, e.player_id
      ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map((r, i) => ({
    rank: i + 1,
    playerId: BigInt(r.player_id),
    username: r.username,
    currency: r.currency,
    language: r.language,
    score: BigInt(r.score),
    qualifyingBets: Number(r.qualifying_bets),
    reachedAt: r.reached_at === null ? null : date(r.reached_at),
  }));
}

export async function entryOf(
  db: Executor,
  id: bigint,
  playerId: bigint,
): Promise<{
  score: bigint;
  qualifyingBets: number;
  reachedAt: Date | null;
  rank: number | null;
} | null> {
  const [row] = await queryRows<{
    score: string;
    qualifying_bets: number;
    reached_at: string | Date | null;
    better: string;
  }>(
    db,
    sql`select e.score::text, e.qualifying_bets, e.reached_at,
        (select count(*) from tournament_entries o where o.tournament_id = e.tournament_id and o.score > 0
          and (o.score > e.score or (o.score = e.score and (o.reached_at, o.joined_at, o.player_id) < (e.reached_at, e.joined_at, e.player_id))))::text as better
      from tournament_entries e where e.tournament_id = ${id} and e.player_id = ${playerId}`,
  );
  if (!row) return null;
  const score = BigInt(row.score);
  return {
    score,
    qualifyingBets: Number(row.qualifying_bets),
    reachedAt: row.reached_at === null ? null : date(row.reached_at),
    rank: score > 0n ? Number(row.better) + 1 : null,
  };
}

export async function entryCounts(
  db: Executor,
  ids: readonly bigint[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; n: string }>(
    db,
    sql`select tournament_id::text as id, count(*)::text as n from tournament_entries where tournament_id = any(${`{${ids.join(',')}}`}::bigint[]) group by tournament_id`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Joins a player; a second join changes nothing. Returns when the player joined. */
export async function join(tx: Executor, id: bigint, playerId: bigint): Promise<Date> {
  await tx.execute(
    sql`insert into tournament_entries (tournament_id, player_id) values (${id}, ${playerId}) on conflict do nothing`,
  );
  const [row] = await queryRows<{ joined_at: string | Date }>(
    tx,
    sql`select joined_at from tournament_entries where tournament_id = ${id} and player_id = ${playerId}`,
  );
  return date(row!.joined_at);
}

/** The entries of these players in these races, keyed `<race id>:<player id>`. */
export async function scoresOf(
  tx: Executor,
  raceIds: readonly bigint[],
  playerIds: readonly string[],
): Promise<Map<string, EntryScore>> {
  const rows = await queryRows<{
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
  return new Map(
    rows.map((e) => [
      `${e.tournament_id}:${e.player_id}`,
      {
        score: BigInt(e.score),
        qualifyingBets: Number(e.qualifying_bets),
        reachedAt: e.reached_at === null ? null : new Date(e.reached_at),
      },
    ]),
  );
}

/** Writes scored entries in one statement, creating those of an auto race's new players. */
export async function saveScores(
  tx: Executor,
  rows: readonly { t: string; p: string; s: string; q: number; r: string | null }[],
): Promise<void> {
  await tx.execute(sql`insert into tournament_entries (tournament_id, player_id, score, qualifying_bets, reached_at)
    select x.t::bigint, x.p::bigint, x.s::bigint, x.q, x.r::timestamptz from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(t text, p text, s text, q int, r text)
    on conflict (tournament_id, player_id) do update set score = excluded.score, qualifying_bets = excluded.qualifying_bets, reached_at = excluded.reached_at`);
}

import {
  ScoringParamsSchema,
  TournamentPrizeInputSchema,
  type ScoringParams,
  type TournamentInput,
  type TournamentPrizeInput,
  type TournamentScoring,
} from '@orca/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Executor } from '../../db/client.ts';

/** 'pending_approval': cash prizes above the four-eyes amount wait for a second operator (decision 019). */
export type TournamentStatus =
  'pending_approval' | 'scheduled' | 'running' | 'finished' | 'paid' | 'cancelled';

export interface TournamentRow {
  id: bigint;
  kind: 'slot_race' | 'network';
  url: string;
  status: TournamentStatus;
  startsAt: Date;
  endsAt: Date;
  scoring: TournamentScoring;
  scoringParams: ScoringParams;
  minBetEurMinor: bigint;
  gameIds: string[];
  enrolment: 'auto' | 'join';
  prizes: TournamentPrizeInput[];
  recurrence: 'none' | 'daily' | 'weekly';
  previousId: bigint | null;
  imageId: string | null;
  providerId: string | null;
  providerName: string | null;
  standings: unknown;
  standingsAt: Date | null;
  createdAt: Date;
}

export interface TextRow {
  tournamentId: bigint;
  language: string;
  title: string;
  summary: string;
  terms: string;
}

interface RawRow {
  id: string;
  kind: TournamentRow['kind'];
  url: string;
  status: TournamentStatus;
  starts_at: string | Date;
  ends_at: string | Date;
  scoring: TournamentScoring;
  scoring_params: unknown;
  min_bet_eur_minor: string;
  game_ids: string[] | string;
  enrolment: TournamentRow['enrolment'];
  prizes: unknown;
  recurrence: TournamentRow['recurrence'];
  previous_id: string | null;
  image_id: string | null;
  provider_id: string | null;
  provider_name: string | null;
  standings: unknown;
  standings_at: string | Date | null;
  created_at: string | Date;
}

const date = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));
const parsed = (value: unknown): unknown =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
/** Network rows carry the provider's own prize wording: only prizes in our shape are ours to pay or sum. */
const PrizesSchema = z.array(TournamentPrizeInputSchema);

function toRow(raw: RawRow): TournamentRow {
  const params = ScoringParamsSchema.safeParse(parsed(raw.scoring_params));
  const prizes = PrizesSchema.safeParse(parsed(raw.prizes));
  return {
    id: BigInt(raw.id),
    kind: raw.kind,
    url: raw.url,
    status: raw.status,
    startsAt: date(raw.starts_at),
    endsAt: date(raw.ends_at),
    scoring: raw.scoring,
    scoringParams: params.success ? params.data : {},
    minBetEurMinor: BigInt(raw.min_bet_eur_minor),
    gameIds: Array.isArray(raw.game_ids) ? raw.game_ids : [],
    enrolment: raw.enrolment,
    prizes: prizes.success ? prizes.data : [],
    recurrence: raw.recurrence,
    previousId: raw.previous_id === null ? null : BigInt(raw.previous_id),
    imageId: raw.image_id,
    providerId: raw.provider_id,
    providerName: raw.provider_name,
    standings: parsed(raw.standings),
    standingsAt: raw.standings_at === null ? null : date(raw.standings_at),
    createdAt: date(raw.created_at),
  };
}

const SELECT = sql`select t.id::text, t.kind, t.url, t.status, t.starts_at, t.ends_at, t.scoring, t.scoring_params, t.min_bet_eur_minor::text,
  t.game_ids, t.enrolment, t.prizes, t.recurrence, t.previous_id::text, t.image_id, t.provider_id, p.name as provider_name,
  t.standings, t.standings_at, t.created_at
  from tournaments t left join game_providers p on p.id = t.provider_id`;

export async function select(
  db: Executor,
  where: SQL,
  order: SQL = sql`t.starts_at, t.id`,
): Promise<TournamentRow[]> {
  return (await queryRows<RawRow>(db, sql`${SELECT} where ${where} order by ${order}`)).map(toRow);
}

export async function byId(db: Executor, id: bigint, lock = false): Promise<TournamentRow | null> {
  const [row] = await queryRows<RawRow>(
    db,
    sql`${SELECT} where t.id = ${id} ${lock ? sql`for update of t` : sql``}`,
  );
  return row ? toRow(row) : null;
}

export async function byUrl(db: Executor, url: string): Promise<TournamentRow | null> {
  const [row] = await queryRows<RawRow>(db, sql`${SELECT} where t.url = ${url}`);
  return row ? toRow(row) : null;
}

export async function texts(db: Executor, ids: readonly bigint[]): Promise<TextRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{
    tournament_id: string;
    language: string;
    title: string;
    summary: string;
    terms: string;
  }>(
    db,
    sql`select tournament_id::text, language, title, summary, terms from tournament_translations where tournament_id = any(${`{${ids.join(',')}}`}::bigint[])`,
  );
  return rows.map((r) => ({
    tournamentId: BigInt(r.tournament_id),
    language: r.language,
    title: r.title,
    summary: r.summary,
    terms: r.terms,
  }));
}

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`;

/** The stored columns of a race from the back office's input. */
function columnsOf(input: TournamentInput, minBetEurMinor: bigint, prizes: unknown) {
  return sql`${input.url}, ${input.startsAt}::timestamptz, ${input.endsAt}::timestamptz, ${input.scoring}, ${JSON.stringify(input.scoringParams)}::jsonb,
    ${minBetEurMinor}, ${textArray(input.gameIds)}, ${input.enrolment}, ${JSON.stringify(prizes)}::jsonb, ${input.recurrence}`;
}

export async function insert(
  tx: Executor,
  input: TournamentInput,
  minBetEurMinor: bigint,
  createdBy: bigint | null,
  previousId: bigint | null = null,
): Promise<bigint> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into tournaments (kind, url, starts_at, ends_at, scoring, scoring_params, min_bet_eur_minor, game_ids, enrolment, prizes, recurrence, created_by, previous_id)
      values ('slot_race', ${columnsOf(input, minBetEurMinor, input.prizes)}, ${createdBy}, ${previousId}) returning id::text`,
  );
  return BigInt(row!.id);
}

export async function update(
  tx: Executor,
  id: bigint,
  input: TournamentInput,
  minBetEurMinor: bigint,
): Promise<void> {
  await tx.execute(sql`update tournaments set (url, starts_at, ends_at, scoring, scoring_params, min_bet_eur_minor, game_ids, enrolment, prizes, recurrence, updated_at)
    = (${columnsOf(input, minBetEurMinor, input.prizes)}, now()) where id = ${id}`);
}

export async function replaceTexts(
  tx: Executor,
  id: bigint,
  texts: TournamentInput['texts'],
): Promise<void> {
  await tx.execute(sql`delete from tournament_translations where tournament_id = ${id}`);
  for (const [language, text] of Object.entries(texts)) {
    if (!text) continue;
    await tx.execute(
      sql`insert into tournament_translations (tournament_id, language, title, summary, terms) values (${id}, ${language}, ${text.title}, ${text.summary}, ${text.terms})`,
    );
  }
}

/** Empties every race text's terms that are exactly `terms`, in any language. */
export async function clearTerms(tx: Executor, terms: string): Promise<void> {
  await tx.execute(sql`update tournament_translations set terms = '' where terms = ${terms}`);
}

export async function urlTaken(
  tx: Executor,
  url: string,
  exceptId: bigint | null,
): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from tournaments where url = ${url} ${exceptId === null ? sql`` : sql`and id <> ${exceptId}`}`,
  );
  return rows.length > 0;
}

export async function setStatus(tx: Executor, id: bigint, status: TournamentStatus): Promise<void> {
  await tx.execute(
    sql`update tournaments set status = ${status}, updated_at = now() where id = ${id}`,
  );
}

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

export interface PayoutRow {
  rank: number;
  playerId: bigint;
  username: string;
  currency: string;
  amountMinor: bigint;
  record: PayoutRecord;
  paidAt: Date;
}

/** What a payout row's `prize` holds (see the service's payRank). */
export interface PayoutRecord {
  prize: TournamentPrizeInput;
  status: 'paid' | 'skipped';
  reason: string | null;
  instanceId: string | null;
  freeSpins: number | null;
}

const PayoutRecordSchema = z.object({
  prize: TournamentPrizeInputSchema,
  status: z.enum(['paid', 'skipped']),
  reason: z.string().nullable(),
  instanceId: z.string().nullable(),
  freeSpins: z.number().int().nullable(),
});

/** Rows written before prizes could be free spins or bonuses hold the cash prize itself: those were paid. */
function recordOf(value: unknown): PayoutRecord {
  const record = PayoutRecordSchema.safeParse(value);
  if (record.success) return record.data;
  return {
    prize: TournamentPrizeInputSchema.parse(value),
    status: 'paid',
    reason: null,
    instanceId: null,
    freeSpins: null,
  };
}

export async function payouts(db: Executor, id: bigint): Promise<PayoutRow[]> {
  const rows = await queryRows<{
    rank: number;
    player_id: string;
    username: string;
    currency: string;
    amount_minor: string;
    prize: unknown;
    paid_at: string | Date;
  }>(
    db,
    sql`select o.rank, o.player_id::text, p.username, o.currency, o.amount_minor::text, o.prize, o.paid_at from tournament_payouts o join players p on p.id = o.player_id where o.tournament_id = ${id} order by o.rank`,
  );
  return rows.map((r) => ({
    rank: Number(r.rank),
    playerId: BigInt(r.player_id),
    username: r.username,
    currency: r.currency,
    amountMinor: BigInt(r.amount_minor),
    record: recordOf(parsed(r.prize)),
    paidAt: date(r.paid_at),
  }));
}

/** Claims a rank's payout; false when it was already paid (a restart, another instance). */
export async function claimPayout(
  tx: Executor,
  p: {
    tournamentId: bigint;
    rank: number;
    playerId: bigint;
    record: PayoutRecord;
    currency: string;
    amountMinor: bigint;
  },
): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`insert into tournament_payouts (tournament_id, rank, player_id, prize, currency, amount_minor)
      values (${p.tournamentId}, ${p.rank}, ${p.playerId}, ${JSON.stringify(p.record)}::jsonb, ${p.currency}, ${p.amountMinor})
      on conflict do nothing returning rank`,
  );
  return rows.length > 0;
}

/** Records what the bonus engine did for a claimed rank, in the claim's transaction. */
export async function settlePayout(
  tx: Executor,
  tournamentId: bigint,
  rank: number,
  record: PayoutRecord,
  amountMinor: bigint,
): Promise<void> {
  await tx.execute(
    sql`update tournament_payouts set prize = ${JSON.stringify(record)}::jsonb, amount_minor = ${amountMinor} where tournament_id = ${tournamentId} and rank = ${rank}`,
  );
}

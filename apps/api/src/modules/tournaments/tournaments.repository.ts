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

export const date = (value: string | Date): Date =>
  value instanceof Date ? value : new Date(value);
export const parsed = (value: unknown): unknown =>
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

async function select(
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

/** Players' view: not cancelled or waiting for approval, starting before `startsBefore`, ending after `endsAfter`. */
export async function visible(
  db: Executor,
  p: { kind: TournamentRow['kind'] | null; startsBefore: Date; endsAfter: Date },
  order: 'listing' | 'start',
): Promise<TournamentRow[]> {
  const kind = p.kind === null ? sql`true` : sql`t.kind = ${p.kind}`;
  return select(
    db,
    sql`${kind} and t.status not in ('cancelled', 'pending_approval')
      and t.starts_at <= ${p.startsBefore.toISOString()}::timestamptz
      and t.ends_at > ${p.endsAfter.toISOString()}::timestamptz`,
    order === 'listing'
      ? sql`case t.status when 'running' then 0 when 'scheduled' then 1 else 2 end, case when t.status in ('running', 'scheduled') then t.starts_at end, t.ends_at desc, t.id`
      : sql`t.starts_at, t.id`,
  );
}

/** Every slot race, newest start first (the back office's list). */
export async function slotRaces(db: Executor): Promise<TournamentRow[]> {
  return select(db, sql`t.kind = 'slot_race'`, sql`t.starts_at desc, t.id desc`);
}

/** Scheduled slot races whose start has come. */
export async function dueToStart(db: Executor, at: Date): Promise<TournamentRow[]> {
  return select(
    db,
    sql`t.kind = 'slot_race' and t.status = 'scheduled' and t.starts_at <= ${at.toISOString()}::timestamptz`,
  );
}

/** Marks running slot races past their end as finished. */
export async function finishEnded(db: Executor, at: Date): Promise<void> {
  await db.execute(
    sql`update tournaments set status = 'finished', updated_at = now() where kind = 'slot_race' and status = 'running' and ends_at <= ${at.toISOString()}::timestamptz`,
  );
}

/** Finished slot races not yet paid, the earliest end first. */
export async function finishedUnpaid(db: Executor): Promise<TournamentRow[]> {
  return select(db, sql`t.kind = 'slot_race' and t.status = 'finished'`, sql`t.ends_at, t.id`);
}

/** Marks a finished race paid; a race no longer finished is left as it is. */
export async function markPaid(db: Executor, id: bigint): Promise<void> {
  await db.execute(
    sql`update tournaments set status = 'paid', updated_at = now() where id = ${id} and status = 'finished'`,
  );
}

/** Whether a recurring race already scheduled its next occurrence. */
export async function hasNext(tx: Executor, id: bigint): Promise<boolean> {
  const rows = await queryRows(tx, sql`select 1 from tournaments where previous_id = ${id}`);
  return rows.length > 0;
}

/** Slot races that may take rounds settled inside [first, last]: finished-but-unpaid ones still do. */
export async function scoring(tx: Executor, first: Date, last: Date): Promise<TournamentRow[]> {
  return select(
    tx,
    sql`t.kind = 'slot_race' and t.status in ('scheduled', 'running', 'finished') and t.starts_at <= ${last.toISOString()}::timestamptz and t.ends_at > ${first.toISOString()}::timestamptz`,
  );
}

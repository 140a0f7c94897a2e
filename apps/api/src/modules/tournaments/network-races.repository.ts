import type { TournamentPrizeInput } from '@orca/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import {
  providerPromotionWins,
  tournaments,
  tournamentTranslations,
} from '../../db/schema/tournaments.ts';

/** A network promotion's stored columns, in the races' shape (decision 017). */
export interface NetworkRaceValues {
  url: string;
  status: 'scheduled' | 'running' | 'finished';
  startsAt: Date;
  endsAt: Date;
  scoring: string;
  scoringParams: unknown;
  minBetEurMinor: bigint;
  gameIds: string[];
  prizes: TournamentPrizeInput[];
  updatedAt: Date;
  standings?: unknown;
  standingsAt?: Date;
}

export interface NetworkRaceText {
  language: string;
  title: string;
  summary: string;
  terms: string;
}

/** The owners of the races at an address (at most one: addresses are unique). */
export async function ownersOfUrl(tx: Executor, url: string) {
  return tx
    .select({ providerId: tournaments.providerId, externalId: tournaments.externalId })
    .from(tournaments)
    .where(eq(tournaments.url, url));
}

/** Creates or replaces a provider's promotion by its own id. */
export async function upsert(
  tx: Executor,
  providerId: string,
  externalId: string,
  values: NetworkRaceValues,
): Promise<{ id: bigint; standingsAt: Date | null } | undefined> {
  const [row] = await tx
    .insert(tournaments)
    .values({ kind: 'network', providerId, externalId, ...values })
    .onConflictDoUpdate({ target: [tournaments.providerId, tournaments.externalId], set: values })
    .returning({ id: tournaments.id, standingsAt: tournaments.standingsAt });
  return row;
}

export async function replaceTexts(
  tx: Executor,
  id: bigint,
  texts: readonly NetworkRaceText[],
): Promise<void> {
  await tx.delete(tournamentTranslations).where(eq(tournamentTranslations.tournamentId, id));
  await tx
    .insert(tournamentTranslations)
    .values(texts.map((text) => ({ tournamentId: id, ...text })));
}

/** Replaces a promotion's standings, its status following the clock. */
export async function setStandings(
  db: Executor,
  providerId: string,
  externalId: string,
  standings: unknown,
  at: Date,
): Promise<{ id: bigint; url: string; gameIds: string[] } | undefined> {
  const [row] = await db
    .update(tournaments)
    .set({
      standings,
      standingsAt: at,
      updatedAt: at,
      status: sql`case when ${tournaments.startsAt} > ${at} then 'scheduled' when ${tournaments.endsAt} > ${at} then 'running' else 'finished' end`,
    })
    .where(
      and(
        eq(tournaments.kind, 'network'),
        eq(tournaments.providerId, providerId),
        eq(tournaments.externalId, externalId),
      ),
    )
    .returning({ id: tournaments.id, url: tournaments.url, gameIds: tournaments.gameIds });
  return row;
}

/** Locks a provider's promotion row for the transaction; its scoring_params as stored. */
export async function lock(
  tx: Executor,
  providerId: string,
  externalId: string,
): Promise<{ id: string; scoring_params: unknown } | undefined> {
  const [row] = await queryRows<{ id: string; scoring_params: unknown }>(
    tx,
    sql`select id::text, scoring_params from tournaments where kind = 'network' and provider_id = ${providerId} and external_id = ${externalId} for update`,
  );
  return row;
}

/** Whether the provider's transaction id was already booked. */
export async function hasWin(
  tx: Executor,
  providerId: string,
  transactionId: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: providerPromotionWins.id })
    .from(providerPromotionWins)
    .where(
      and(
        eq(providerPromotionWins.providerId, providerId),
        eq(providerPromotionWins.transactionId, transactionId),
      ),
    );
  return rows.length > 0;
}

/** What a promotion paid in a currency so far. */
export async function paidMinor(
  tx: Executor,
  providerId: string,
  externalId: string,
  currency: string,
): Promise<bigint> {
  const [paid] = await queryRows<{ total: string }>(
    tx,
    sql`select coalesce(sum(amount_minor), 0)::text as total from provider_promotion_wins where provider_id = ${providerId} and promotion_external_id = ${externalId} and currency = ${currency}`,
  );
  return BigInt(paid?.total ?? '0');
}

export async function insertWin(
  tx: Executor,
  win: typeof providerPromotionWins.$inferInsert,
): Promise<void> {
  await tx.insert(providerPromotionWins).values(win);
}

/** A race's titles in these languages. */
export async function titles(tx: Executor, id: bigint, languages: string[]) {
  return tx
    .select({ language: tournamentTranslations.language, title: tournamentTranslations.title })
    .from(tournamentTranslations)
    .where(
      and(
        eq(tournamentTranslations.tournamentId, id),
        inArray(tournamentTranslations.language, languages),
      ),
    );
}

export interface WinTotalRow {
  provider_id: string;
  promotion_external_id: string;
  tournament_id: string | null;
  title: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  currency: string;
  wins: number;
  drops: number;
  amount_minor: string;
  pool: string | null;
}

/** Per promotion and currency, what each provider paid through promoWin, newest promotions first. */
export async function winTotals(db: Executor): Promise<WinTotalRow[]> {
  return queryRows<WinTotalRow>(
    db,
    sql`select w.provider_id, w.promotion_external_id, t.id::text as tournament_id, tt.title, t.starts_at, t.ends_at, w.currency,
               count(*)::int as wins, count(*) filter (where w.prize_kind = 'drop')::int as drops, sum(w.amount_minor)::text as amount_minor,
               t.scoring_params -> 'prizePool' ->> w.currency as pool
        from provider_promotion_wins w
        left join tournaments t on t.kind = 'network' and t.provider_id = w.provider_id and t.external_id = w.promotion_external_id
        left join tournament_translations tt on tt.tournament_id = t.id and tt.language = 'en'
        group by w.provider_id, w.promotion_external_id, t.id, tt.title, t.starts_at, t.ends_at, w.currency, t.scoring_params
        order by t.starts_at desc nulls last, w.provider_id, w.promotion_external_id, w.currency`,
  );
}

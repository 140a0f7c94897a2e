import {
  eurMinorIn,
  formatMinor,
  isCurrency,
  LANGUAGES,
  maskUsername,
  parseMinor,
  type AdminTournament,
  type Currency,
  type Language,
  type LeaderboardEntry,
  type PromotionItem,
  type TournamentListItem,
  type TournamentPrizeInput,
} from '@orca/contracts';
import { z } from 'zod';
import { FieldRuleError } from '../../platform/errors.ts';
import type { RankedEntry } from './tournament-entries.repository.ts';
import type * as repo from './tournaments.repository.ts';
import { formatScore } from './tournaments.scoring.ts';

/** Upcoming races show (and take entries) this long before they start. */
export const VISIBLE_BEFORE_MS = 7 * 24 * 3_600_000;
/** Finished races stay listed this long, with their final standings. */
export const FINISHED_LISTED_MS = 7 * 24 * 3_600_000;
const VISITOR_CURRENCY: Currency = 'EUR';

/** Standings as the provider publishes them (NetworkStandingSchema in contracts): shown as published. */
const StandingsSchema = z.array(
  z.object({
    rank: z.number().int(),
    player: z.string(),
    casino: z.string().optional(),
    score: z.union([z.string(), z.number()]),
  }),
);

export const currencyOf = (value: string | null | undefined): Currency =>
  isCurrency(value) ? value : VISITOR_CURRENCY;
export const eurMinorOf = (amount: string): bigint => parseMinor(amount) ?? 0n;
const typeOf = (row: repo.TournamentRow) => (row.kind === 'network' ? 'network' : 'slot-race');

export function textFor(
  texts: readonly repo.TextRow[],
  id: bigint,
  language: Language,
): repo.TextRow | null {
  const own = texts.filter((t) => t.tournamentId === id);
  return (
    own.find((t) => t.language === language) ??
    own.find((t) => t.language === 'en') ??
    own[0] ??
    null
  );
}

/** The cash prizes' total: free spins and bonuses are the bonus engine's budget, not money paid out. */
export function prizePoolEurMinor(prizes: readonly TournamentPrizeInput[]): bigint {
  return prizes.reduce(
    (sum, p) =>
      p.kind === 'cash' ? sum + eurMinorOf(p.amountEur) * BigInt(p.toRank - p.fromRank + 1) : sum,
    0n,
  );
}

/** The prize for a rank, if the race has one. */
export function prizeFor(
  prizes: readonly TournamentPrizeInput[],
  rank: number,
): TournamentPrizeInput | null {
  return prizes.find((p) => rank >= p.fromRank && rank <= p.toRank) ?? null;
}

export function lastPrizedRank(prizes: readonly TournamentPrizeInput[]): number {
  return prizes.reduce((max, p) => Math.max(max, p.toRank), 0);
}

export function leaderboardOf(entries: readonly RankedEntry[]): LeaderboardEntry[] {
  return entries.map((e) => ({
    rank: e.rank,
    username: maskUsername(e.username),
    score: formatScore(e.score),
    reachedAt: e.reachedAt?.toISOString() ?? null,
  }));
}

export function standingsOf(row: repo.TournamentRow): LeaderboardEntry[] {
  const parsed = StandingsSchema.safeParse(row.standings);
  if (!parsed.success) return [];
  return parsed.data.map((s) => ({
    rank: s.rank,
    username: s.casino ? `${s.player} · ${s.casino}` : s.player,
    score: String(s.score),
    reachedAt: null,
  }));
}

/** Amounts in EUR from the back office: "12.50" → 1250 cents; a bad value names its field. */
export function eurField(value: string, field: string): bigint {
  const minor = parseMinor(value);
  if (minor === null) throw new FieldRuleError('validation_error', field, 'invalid_value');
  return minor;
}

export function isVisible(row: repo.TournamentRow, at: Date): boolean {
  return (
    row.status !== 'cancelled' &&
    row.status !== 'pending_approval' &&
    row.startsAt.getTime() <= at.getTime() + VISIBLE_BEFORE_MS
  );
}

export function listItem(
  row: repo.TournamentRow,
  text: repo.TextRow | null,
  currency: Currency,
): TournamentListItem {
  return {
    id: row.id.toString(),
    url: row.url,
    type: typeOf(row),
    title: text?.title ?? row.url,
    summary: text?.summary ?? '',
    imageUrl: row.imageId === null ? null : `/api/v1/content/images/${row.imageId}`,
    // Players are never shown a race waiting for approval (repo.visible); to them it has not been announced.
    status: row.status === 'pending_approval' ? 'scheduled' : row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    enrolment: row.enrolment,
    scoring: row.scoring,
    prizePool: formatMinor(eurMinorIn(prizePoolEurMinor(row.prizes), currency)),
    currency,
    provider: row.kind === 'network' ? row.providerName : null,
  };
}

/** A race as the promotions hub shows it: its pool in the viewer's currency, or its title when it has none. */
export function promotionOf(
  row: repo.TournamentRow,
  item: TournamentListItem,
  language: Language,
  currency: Currency,
): PromotionItem {
  const pool = Number(item.prizePool);
  const locale = language === 'no' ? 'nb' : language;
  return {
    kind: row.kind === 'network' ? 'network' : 'slot_race',
    title: item.title,
    summary: item.summary,
    path: `/${row.kind === 'network' ? 'network-promotions' : 'slot-races'}/${row.url}`,
    imageUrl: item.imageUrl,
    endsAt: item.endsAt,
    highlight:
      pool > 0
        ? new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            maximumFractionDigits: Number.isInteger(pool) ? 0 : 2,
          }).format(pool)
        : item.title,
  };
}

export function adminOf(
  row: repo.TournamentRow,
  texts: readonly repo.TextRow[],
  entries: number,
): AdminTournament {
  const own = texts.filter((t) => t.tournamentId === row.id);
  return {
    id: row.id.toString(),
    kind: row.kind,
    url: row.url,
    title: textFor(texts, row.id, 'en')?.title ?? row.url,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    recurrence: row.recurrence,
    gameIds: row.gameIds,
    minBetEur: formatMinor(row.minBetEurMinor),
    enrolment: row.enrolment,
    scoring: row.scoring,
    scoringParams: row.scoringParams,
    prizes: row.prizes,
    texts: Object.fromEntries(
      own
        .filter((t) => (LANGUAGES as readonly string[]).includes(t.language))
        .map((t) => [t.language, { title: t.title, summary: t.summary, terms: t.terms }]),
    ),
    entries,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A race's title in a player's language (English when the race has none in it). */
export function titleIn(
  texts: readonly repo.TextRow[],
  row: repo.TournamentRow,
  language: string,
): string {
  const known = (LANGUAGES as readonly string[]).includes(language);
  return textFor(texts, row.id, known ? (language as Language) : 'en')?.title ?? row.url;
}

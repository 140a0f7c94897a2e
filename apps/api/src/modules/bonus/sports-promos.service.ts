import {
  eurMinorIn,
  formatMinor,
  parseMinor,
  type AccaBoostRow,
  type Currency,
  type Language,
  type SportsPromo,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, assert } from '../../platform/errors.ts';
import type * as campaigns from './campaigns.repository.ts';
import { sportsPromoOf } from './campaigns.views.ts';
import * as repo from './sports-promos.repository.ts';

/*
 * Sports free bets and boosts (issue 24): a sports campaign gives the player a token; the sportsbook asks for
 * its terms when a bet names it, takes it in the bet's transaction, and gives it back when the bet ends void.
 * The money is the sportsbook's (wallet sports-operations.ts, `sports_promo`): this module only keeps tokens.
 */

/** A token's terms as the sportsbook applies them. */
interface SportsPromoTerms {
  id: bigint;
  kind: 'free_bet' | 'boost';
  currency: string;
  amountMinor: bigint | null;
  boostPercent: number | null;
  accaBoosts: AccaBoostRow[];
  /** The least total odds, as decimal text, or null. */
  minOdds: string | null;
}

const DAY_MS = 86_400_000;

const termsOf = (row: repo.SportPromoTokenRow): SportsPromoTerms => ({
  id: row.id,
  kind: row.kind,
  currency: row.currency,
  amountMinor: row.amountMinor,
  boostPercent: row.boostPercent,
  accaBoosts: row.accaBoosts as AccaBoostRow[],
  minOdds: row.minOdds,
});

export function createSportsPromos(deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Gives the player a token from a sports campaign, in the grant's transaction (the caller holds the player's
     * bonus lock and has counted it against the campaign's caps). The slip lists it from then on.
     */
    async grant(
      tx: Executor,
      row: campaigns.CampaignRow,
      g: { playerId: bigint; currency: Currency; grantedBy?: bigint | undefined },
    ): Promise<repo.SportPromoTokenRow> {
      const terms = sportsPromoOf(row);
      assert(terms !== null, `sports campaign ${row.id} has its terms`);
      const isFreeBet = row.kind === 'sports_free_bet';
      const freeBetEurMinor = parseMinor(terms.freeBetEur ?? '') ?? 0n;
      assert(!isFreeBet || freeBetEurMinor > 0n, 'a free bet has a positive amount');
      const token = await repo.insertToken(tx, {
        playerId: g.playerId,
        campaignId: row.id,
        kind: isFreeBet ? 'free_bet' : 'boost',
        currency: g.currency,
        amountMinor: isFreeBet ? eurMinorIn(freeBetEurMinor, g.currency) : null,
        boostPercent: isFreeBet ? null : terms.boostPercent,
        accaBoosts: isFreeBet ? [] : terms.accaBoosts,
        minOdds: terms.minOdds,
        expiresAt: new Date(now().getTime() + terms.validDays * DAY_MS),
        grantedBy: g.grantedBy ?? null,
      });
      return token;
    },

    /** GET /player/sports/promotions: the player's free bets and boosts usable now, soonest to expire first. */
    async listFor(playerId: bigint, language: Language): Promise<SportsPromo[]> {
      const rows = await repo.availableOf(deps.db, playerId, now());
      return rows.map(({ token, texts }) => {
        const named = texts as Record<string, { title: string } | undefined>;
        return {
          id: token.id.toString(),
          kind: token.kind,
          title: named[language]?.title ?? named.en?.title ?? '',
          currency: token.currency,
          amount: token.amountMinor === null ? null : formatMinor(token.amountMinor),
          boostPercent: token.boostPercent,
          accaBoosts: token.accaBoosts as AccaBoostRow[],
          minOdds: token.minOdds,
          expiresAt: token.expiresAt.toISOString(),
        };
      });
    },

    /**
     * The terms of the player's own token of `kind` if it is usable now, for the bet to be checked against
     * before it takes it. Produces sports_promo_unavailable (unknown, another player's, another kind, used,
     * expired, another currency).
     */
    async usable(
      tx: Executor,
      t: { id: bigint; playerId: bigint; kind: 'free_bet' | 'boost'; currency: string },
    ): Promise<SportsPromoTerms> {
      const row = await repo.ofPlayer(tx, t.id, t.playerId);
      if (
        !row ||
        row.kind !== t.kind ||
        row.status !== 'available' ||
        row.expiresAt <= now() ||
        row.currency !== t.currency
      )
        throw new AppError('sports_promo_unavailable');
      return termsOf(row);
    },

    /** Takes the token for the bet in its transaction; a racing bet that took it first wins. Produces sports_promo_unavailable. */
    async take(
      tx: Executor,
      t: { id: bigint; playerId: bigint; kind: 'free_bet' | 'boost'; betId: bigint },
    ): Promise<void> {
      if (!(await repo.take(tx, { ...t, now: now() })))
        throw new AppError('sports_promo_unavailable');
    },

    /** A free bet's bet ended void: its token is the player's to use again. */
    release: (tx: Executor, id: bigint, betId: bigint) => repo.release(tx, id, betId),
    /** A rollback reopened the bet: it takes its token again if the player has not used it since. */
    retake: (tx: Executor, id: bigint, betId: bigint) => repo.retake(tx, id, betId, now()),
  };
}

export type SportsPromos = ReturnType<typeof createSportsPromos>;

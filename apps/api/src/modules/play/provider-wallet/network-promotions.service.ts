import {
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  type NetworkPromotionPublish,
  type NetworkPromotionWins,
  type NetworkStanding,
  parseMinor,
  type WalletPromoWin,
} from '@orca/contracts';
import type { Database, Executor } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/errors.ts';
import { publishNotice } from '../../../platform/notices.ts';
import {
  bookWin,
  isWinBooked,
  lockNetworkRace,
  paidFromPool,
  promotionWinTotals,
  raceTitle,
  setNetworkStandings,
  storeNetworkRace,
  type NetworkParams,
} from '../../tournaments/network-races.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import * as repo from './network-promotions.repository.ts';

function minorOf(value: string, field: string): bigint {
  const minor = parseMinor(value);
  if (minor === null)
    throw new AppError('validation_error', { params: { field, reason: 'not an amount' } });
  return minor;
}

/**
 * The standings as Orca keeps them: the provider's lines, each also under `username` with its
 * casino, which the public leaderboard shows, so a network board says whose player is whose.
 */
function stored(standings: readonly NetworkStanding[]) {
  return standings.map((s) => ({ ...s, username: `${s.player} · ${s.casino}` }));
}

function statusAt(now: Date, startsAt: Date, endsAt: Date): 'scheduled' | 'running' | 'finished' {
  if (now < startsAt) return 'scheduled';
  return now < endsAt ? 'running' : 'finished';
}

/**
 * Network promotions (decision 017): the provider publishes each promotion and its standings, and
 * pays prizes through the seamless wallet's promoWin, booked against `house_provider_promotions`
 * and listed per promotion so the operator can invoice the provider.
 */
export function createNetworkPromotionsService(deps: {
  db: Database;
  wallet: Pick<WalletService, 'promoWin'>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function gameIdsOf(
    tx: Executor,
    providerId: string,
    slugs: readonly string[],
  ): Promise<string[]> {
    if (slugs.length === 0) return [];
    const rows = await repo.providerGamesBySlug(tx, providerId, slugs);
    const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
    const missing = slugs.filter((slug) => !bySlug.has(slug));
    if (missing.length > 0)
      throw new AppError('validation_error', {
        params: { field: 'games', reason: `not in this casino's catalogue: ${missing.join(', ')}` },
      });
    return slugs.map((slug) => bySlug.get(slug) ?? '');
  }

  return {
    /**
     * Creates or replaces the promotion the provider publishes (its own id is the key), with its
     * texts per language and, when sent, its standings. Produces validation_error.
     */
    async publish(providerId: string, body: NetworkPromotionPublish) {
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      const prizePool: Record<string, string> = {};
      for (const pool of body.prizePool) {
        if (!isCurrency(pool.currency))
          throw new AppError('validation_error', {
            params: { field: 'prizePool', reason: `unknown currency ${pool.currency}` },
          });
        prizePool[pool.currency] = minorOf(pool.amount, 'prizePool').toString();
      }
      const params: NetworkParams = {
        prizePool,
        ...(body.drops ? { drops: body.drops } : {}),
        ...(body.minBet ? { minBet: body.minBet } : {}),
      };
      const minBetEurMinor =
        body.minBet && isCurrency(body.minBet.currency)
          ? minorOf(body.minBet.amount, 'minBet') / BigInt(EUR_EQUIVALENT[body.minBet.currency])
          : 0n;
      // Stored in the races' shape (EUR, decision 017), so the public pages list the prizes and their sum.
      const prizes = (body.prizes ?? []).map((p, i) => {
        if (!isCurrency(p.currency))
          throw new AppError('validation_error', {
            params: { field: `prizes.${i}.currency`, reason: `unknown currency ${p.currency}` },
          });
        return {
          fromRank: p.fromRank,
          toRank: p.toRank,
          kind: 'cash' as const,
          amountEur: formatMinor(
            minorOf(p.amount, `prizes.${i}.amount`) / BigInt(EUR_EQUIVALENT[p.currency]),
          ),
        };
      });
      const at = now();
      return inTransaction(deps.db, async (tx) => {
        const gameIds = await gameIdsOf(tx, providerId, body.games);
        const row = await storeNetworkRace(tx, {
          providerId,
          externalId: body.promotionId,
          values: {
            url: body.url,
            status: statusAt(at, startsAt, endsAt),
            startsAt,
            endsAt,
            scoring: 'best_multiplier',
            scoringParams: params,
            minBetEurMinor,
            gameIds,
            prizes,
            updatedAt: at,
            ...(body.standings ? { standings: stored(body.standings), standingsAt: at } : {}),
          },
          texts: Object.entries(body.translations).map(([language, text]) => ({
            language,
            title: text.title,
            summary: text.summary ?? '',
            terms: text.terms ?? '',
          })),
        });
        return {
          id: row.id.toString(),
          url: body.url,
          games: gameIds,
          standingsAt: row.standingsAt?.toISOString() ?? null,
        };
      });
    },

    /** Replaces a published promotion's standings. Produces promotion_not_found. */
    async standings(providerId: string, promotionId: string, standings: NetworkStanding[]) {
      const at = now();
      const row = await setNetworkStandings(
        deps.db,
        providerId,
        promotionId,
        stored(standings),
        at,
      );
      if (!row) throw new AppError('promotion_not_found');
      return {
        id: row.id.toString(),
        url: row.url,
        games: row.gameIds,
        standingsAt: at.toISOString(),
      };
    },

    /**
     * Credits a provider's prize to the player's cash once per provider transaction id, within the
     * promotion's published prize pool per currency (so a provider's bug cannot drain the house),
     * and tells the player. A replay answers the first result; the same id with another payload is
     * duplicate_transaction. Produces promotion_not_found, promotion_prize_pool_exceeded,
     * validation_error (currency), not_found (player).
     */
    async promoWin(providerId: string, call: WalletPromoWin) {
      const amountMinor = minorOf(call.amount, 'amount');
      if (amountMinor <= 0n)
        throw new AppError('validation_error', {
          params: { field: 'amount', reason: 'a prize is positive' },
        });
      const playerId = BigInt(call.playerId);
      const key = `promo_win:${providerId}:${call.transactionId}`;
      const payload = {
        providerId,
        transactionId: call.transactionId,
        promotionId: call.promotionId,
        prizeKind: call.prizeKind,
        rank: call.rank ?? null,
      };
      const result = await inTransaction(deps.db, async (tx) => {
        // The promotion's row is the lock that makes the pool check and the insert one step, so two
        // different wins racing for the pool's last euros cannot both pass.
        const promotion = await lockNetworkRace(tx, providerId, call.promotionId);
        if (!promotion) throw new AppError('promotion_not_found');
        const player = await repo.playerCurrencyAndLanguage(tx, playerId);
        if (!player) throw new AppError('not_found');
        if (player.currency !== call.currency)
          throw new AppError('validation_error', {
            params: { field: 'currency', reason: `the player plays in ${player.currency}` },
          });
        if (!(await isWinBooked(tx, providerId, call.transactionId))) {
          const poolMinor = BigInt(promotion.params.prizePool?.[call.currency] ?? '0');
          const paidMinor = await paidFromPool(tx, providerId, call.promotionId, call.currency);
          if (paidMinor + amountMinor > poolMinor)
            throw new AppError('promotion_prize_pool_exceeded');
        }
        const credited = await deps.wallet.promoWin(tx, {
          key,
          playerId,
          currency: call.currency,
          amountMinor,
          reference: `${providerId}:${call.promotionId}`,
          payload,
        });
        if (!credited.isReplay) {
          await bookWin(tx, {
            providerId,
            transactionId: call.transactionId,
            promotionExternalId: call.promotionId,
            tournamentId: promotion.id,
            playerId,
            currency: call.currency,
            amountMinor,
            prizeKind: call.prizeKind,
          });
          const title = (await raceTitle(tx, promotion.id, player.language)) ?? call.promotionId;
          await publishNotice(tx, playerId, 'network_promotion_won', {
            amount: formatMinor(amountMinor),
            currency: call.currency,
            promotion: title,
          });
        }
        return credited;
      });
      return {
        balance: formatMinor(result.balanceCashMinor),
        currency: call.currency,
        transactionId: `${providerId}:promo:${call.transactionId}`,
        amount: formatMinor(amountMinor),
      };
    },

    /** The back office's invoice view: per promotion, what each provider paid through promoWin, per currency, newest promotions first. */
    async wins(): Promise<NetworkPromotionWins> {
      const rows = await promotionWinTotals(deps.db);
      const iso = (value: Date | string | null) =>
        value === null ? null : new Date(value).toISOString();
      const promotions: NetworkPromotionWins['promotions'] = [];
      for (const row of rows) {
        let promotion = promotions.find(
          (p) => p.providerId === row.provider_id && p.promotionId === row.promotion_external_id,
        );
        if (!promotion) {
          promotion = {
            providerId: row.provider_id,
            promotionId: row.promotion_external_id,
            tournamentId: row.tournament_id,
            title: row.title ?? row.promotion_external_id,
            startsAt: iso(row.starts_at),
            endsAt: iso(row.ends_at),
            totals: [],
          };
          promotions.push(promotion);
        }
        promotion.totals.push({
          currency: row.currency,
          wins: row.wins,
          drops: row.drops,
          amount: formatMinor(BigInt(row.amount_minor)),
          prizePool: row.pool === null ? null : formatMinor(BigInt(row.pool)),
        });
      }
      return { promotions };
    },
  };
}

import {
  DEFAULT_JURISDICTION_PROFILE,
  eurMinorIn,
  formatMinor,
  isLanguage,
  JURISDICTION_PROFILES,
  parseMinor,
  type BonusOffer,
  type Currency,
  type Language,
} from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError, assert } from '../../platform/errors.ts';
import { publishNotice } from '../../platform/notices.ts';
import type { BonusInstanceRow } from './bonus.engine.ts';
import * as repo from './campaigns.repository.ts';
import { isSportsKind, sportsPromoOf } from './campaigns.views.ts';
import { createSportsPromos } from './sports-promos.service.ts';
import type { OffersDeps } from './offers.service.ts';
import {
  currencyOf,
  eurCostOf,
  isRunningAt,
  offerView,
  PROMO_CODE_OF,
  termsFor,
  textsOf,
  type Refusal,
} from './offers.views.ts';

type CampaignRow = repo.CampaignRow;

/**
 * Bonuses waiting for their turn (queued, or a deposit code waiting for its deposit) a player may
 * hold at once. Bonus hunters collect codes to stack bonuses and play them one after another;
 * each waiting bonus is also budget the campaign has committed, so a short queue keeps both in check.
 */
export const WAITING_BONUSES_MAX = 3;

/**
 * What every way of taking a campaign shares: who may take it now, giving it through the engine
 * against the campaign's caps, and redeeming a code.
 */
export function createOfferGiving(deps: OffersDeps & { now: () => Date }) {
  const { db, engine, catalogue, players, limits, now } = deps;
  const profile = JURISDICTION_PROFILES[deps.profile ?? DEFAULT_JURISDICTION_PROFILE];
  const campaignCapEurMinor = BigInt(profile.campaignEurMax) * 100n;
  const sportsPromos = createSportsPromos({ db, now });

  /**
   * Why `playerId` may not take `row` now, or null. `depositsBefore` is the number of credited
   * deposits before the one being matched (deposit bonuses only). The player's own pending code
   * for the campaign does not count against its per-player limit: it is the same bonus.
   */
  async function refusalOf(
    tx: Executor,
    row: CampaignRow,
    playerId: bigint,
    depositsBefore: number | null,
  ): Promise<Refusal | null> {
    if (!isRunningAt(row, now())) return 'not_running';
    const player = await players.get(playerId, tx);
    if (player.isDisabled) return 'excluded';
    try {
      await limits.assertNotExcluded(playerId, tx);
    } catch (error) {
      if (error instanceof AppError) return 'excluded';
      throw error;
    }
    if (row.isWelcome && (await repo.hadWelcome(tx, playerId, row.id))) return 'welcome_taken';
    if ((await repo.takenBy(tx, row.id, playerId)) >= row.perPlayerLimit) return 'per_player';
    if (row.totalGrantsLimit !== null && row.grantedCount >= row.totalGrantsLimit)
      return 'caps_reached';
    if (row.budgetEurMinor !== null && row.committedEurMinor >= row.budgetEurMinor)
      return 'caps_reached';
    if (row.kind === 'deposit' && row.depositOrdinal !== 'any') {
      const before = depositsBefore ?? (await deps.creditedDeposits(tx, playerId));
      if (before !== (row.depositOrdinal === 'first' ? 0 : 1)) return 'ordinal';
    }
    if ((await repo.waitingOf(tx, playerId, row.id)) >= WAITING_BONUSES_MAX) return 'queue_full';
    return null;
  }

  /** A campaign as an offer to the viewer, with whether they may take it now. */
  async function offerOf(
    row: CampaignRow,
    viewer: { playerId: bigint | null; currency: string; language: Language },
    tx: Executor = db,
  ): Promise<BonusOffer> {
    const game = row.fsGameId === null ? null : await catalogue.get(row.fsGameId, tx);
    const refusal =
      viewer.playerId === null ? null : await refusalOf(tx, row, viewer.playerId, null);
    return offerView(row, viewer, game, refusal);
  }

  /** The campaign's title in the player's own language, for a notice (its sentence is translated when read; the title is kept as published). */
  async function titleFor(tx: Executor, row: CampaignRow, playerId: bigint): Promise<string> {
    const { language } = await players.get(playerId, tx);
    return textsOf(row, isLanguage(language) ? language : 'en').title;
  }

  /**
   * Gives the player a bonus from the campaign in `tx`: counted against the campaign's caps
   * atomically, then granted by the engine, then announced. The caller holds the player's bonus
   * lock and has checked eligibility. Produces campaign_limit_reached.
   */
  async function give(
    tx: Executor,
    row: CampaignRow,
    g: {
      playerId: bigint;
      currency: Currency;
      amountMinor: bigint;
      paymentId?: string;
      grantedBy?: bigint;
    },
  ): Promise<BonusInstanceRow> {
    assert(!isSportsKind(row.kind), `campaign ${row.id} gives a sports token: giveSportsPromo`);
    const terms = termsFor(row, g.currency);
    if (row.kind === 'free_spins') {
      const game = await catalogue.get(row.fsGameId ?? '', tx);
      const count = row.fsCount ?? 0;
      const betEurMinor = row.fsBetEurMinor ?? 0n;
      if (!(await repo.commitGrant(tx, row.id, betEurMinor * BigInt(count), campaignCapEurMinor)))
        throw new AppError('campaign_limit_reached');
      const instance = await engine.grantFreeSpins(tx, {
        playerId: g.playerId,
        currency: g.currency,
        campaign: terms,
        count,
        betMinor: eurMinorIn(betEurMinor, g.currency),
        gameId: game.id,
        winsTo: row.fsWinsTo ?? 'bonus',
      });
      await publishNotice(tx, g.playerId, 'free_spins_added', { count, game: game.name });
      return instance;
    }
    if (
      !(await repo.commitGrant(
        tx,
        row.id,
        eurCostOf(g.amountMinor, g.currency),
        campaignCapEurMinor,
      ))
    )
      throw new AppError('campaign_limit_reached');
    const instance = await engine.grant(tx, {
      playerId: g.playerId,
      currency: g.currency,
      campaign: terms,
      amountMinor: g.amountMinor,
      paymentId: g.paymentId,
      grantedBy: g.grantedBy,
    });
    await publishNotice(tx, g.playerId, 'bonus_granted', {
      amount: formatMinor(g.amountMinor),
      currency: g.currency,
      title: await titleFor(tx, row, g.playerId),
      multiplier: row.wageringMultiplier,
    });
    return instance;
  }

  /**
   * Gives the player a sports free bet or boost from a sports campaign in `tx`, counted against the campaign's
   * caps (a free bet at its stake in EUR, a boost at nothing: its worth is only known on the bet it meets). The
   * caller holds the player's bonus lock and has checked eligibility. Produces campaign_limit_reached.
   */
  async function giveSportsPromo(
    tx: Executor,
    row: CampaignRow,
    g: { playerId: bigint; currency: Currency; grantedBy?: bigint | undefined },
  ) {
    const freeBetEurMinor =
      row.kind === 'sports_free_bet'
        ? (parseMinor(sportsPromoOf(row)?.freeBetEur ?? '') ?? 0n)
        : 0n;
    if (!(await repo.commitGrant(tx, row.id, freeBetEurMinor, campaignCapEurMinor)))
      throw new AppError('campaign_limit_reached');
    return sportsPromos.grant(tx, row, g);
  }

  /** A code's campaign, or the code's own failure. Produces promo_code_unknown, promo_code_expired. */
  async function campaignOfCode(tx: Executor, code: string): Promise<CampaignRow> {
    const row = await repo.byCode(tx, code.trim());
    // A draft's code is not public yet: to players it does not exist.
    if (!row || row.status === 'draft') throw new AppError('promo_code_unknown');
    if (!isRunningAt(row, now())) throw new AppError('promo_code_expired');
    return row;
  }

  /**
   * Redeems a code in `tx` (holding the player's bonus lock): a deposit campaign's code is kept as
   * a pending bonus for the player's next deposit (entering it again changes nothing); any other
   * campaign's is granted at once. Returns the campaign and the instance given now, if any.
   */
  async function redeem(
    tx: Executor,
    playerId: bigint,
    code: string,
  ): Promise<{ row: CampaignRow; instance: BonusInstanceRow | null }> {
    const found = await campaignOfCode(tx, code);
    const row = (await repo.lock(tx, found.id)) ?? found;
    const pending = row.kind === 'deposit' ? await repo.pendingOf(tx, playerId, row.id) : null;
    if (pending) return { row, instance: null };
    const refusal = await refusalOf(tx, row, playerId, null);
    if (refusal !== null) throw new AppError(PROMO_CODE_OF[refusal]);
    if (!(await repo.useCode(tx, row.id))) throw new AppError('promo_code_used');
    const player = await players.get(playerId, tx);
    const currency = currencyOf(player.currency);
    if (row.kind === 'deposit') {
      const terms = termsFor(row, currency);
      await repo.insertPending(tx, {
        playerId,
        currency,
        terms,
        claimExpiresAt: new Date(now().getTime() + row.claimDays * 86_400_000),
      });
      return { row, instance: null };
    }
    if (isSportsKind(row.kind)) {
      try {
        await giveSportsPromo(tx, row, { playerId, currency });
      } catch (error) {
        if (error instanceof AppError && error.code === 'campaign_limit_reached')
          throw new AppError('promo_code_used');
        throw error;
      }
      return { row, instance: null };
    }
    const amountMinor =
      row.kind === 'manual' ? eurMinorIn(row.maxBonusEurMinor ?? 0n, currency) : 0n;
    try {
      return { row, instance: await give(tx, row, { playerId, currency, amountMinor }) };
    } catch (error) {
      if (error instanceof AppError && error.code === 'campaign_limit_reached')
        throw new AppError('promo_code_used');
      throw error;
    }
  }

  return {
    profile,
    campaignCapEurMinor,
    refusalOf,
    offerOf,
    titleFor,
    give,
    giveSportsPromo,
    redeem,
  };
}

export type OfferGiving = ReturnType<typeof createOfferGiving>;

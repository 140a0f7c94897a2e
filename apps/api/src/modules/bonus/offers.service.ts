import {
  DEFAULT_JURISDICTION_PROFILE,
  DEFAULT_WAGERING_CONTRIBUTION,
  eurMinorIn,
  JURISDICTION_PROFILES,
  formatMinor,
  isCurrency,
  isLanguage,
  parseMinor,
  type BonusGrantResult,
  type BonusOffer,
  type ContributionTable,
  type Currency,
  type JurisdictionProfileName,
  type Language,
  type PlayerBonus,
  type ResultCode,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, assert, FieldRuleError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { publishNotice } from '../../platform/notices.ts';
import type { GrantApprovals } from '../admin/grant-approvals.service.ts';
import type { Operator } from '../admin/operator.service.ts';
import type { CatalogueService } from '../games/catalogue.service.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { BonusEngine, BonusInstanceRow, CampaignTerms } from './bonus.engine.ts';
import { lockPlayerBonuses } from './bonus.repository.ts';
import * as repo from './campaigns.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

type CampaignRow = repo.CampaignRow;

/**
 * Bonuses waiting for their turn (queued, or a deposit code waiting for its deposit) a player may
 * hold at once. Bonus hunters collect codes to stack bonuses and play them one after another;
 * each waiting bonus is also budget the campaign has committed, so a short queue keeps both in check.
 */
export const WAITING_BONUSES_MAX = 3;

/** Why a player may not take a campaign now; each context names it with its own result code. */
type Refusal =
  | 'not_running'
  | 'excluded'
  | 'welcome_taken'
  | 'per_player'
  | 'caps_reached'
  | 'ordinal'
  | 'queue_full';

const PROMO_CODE_OF: Record<Refusal, ResultCode> = {
  not_running: 'promo_code_expired',
  excluded: 'promo_code_not_eligible',
  welcome_taken: 'promo_code_not_eligible',
  per_player: 'promo_code_used',
  caps_reached: 'promo_code_used',
  ordinal: 'promo_code_not_eligible',
  queue_full: 'promo_code_not_eligible',
};

export interface CreditedDeposit {
  playerId: bigint;
  paymentId: string;
  amountMinor: bigint;
  currency: string;
}

export interface OffersDeps {
  db: Database;
  engine: Pick<BonusEngine, 'grant' | 'grantFreeSpins'>;
  catalogue: Pick<CatalogueService, 'get'>;
  players: Pick<PlayerService, 'get'>;
  limits: Pick<LimitsService, 'assertNotExcluded'>;
  /** The player's credited deposits, counted by the cashier (which owns payments) in the caller's transaction. */
  creditedDeposits: (tx: Executor, playerId: bigint) => Promise<number>;
  /** The jurisdiction profile whose caps bound every grant (decision 019). */
  profile?: JurisdictionProfileName;
  /** The four-eyes rule for the back office's grants; without it (a test of prizes alone) an operator's grant is refused. */
  approvals?: Pick<
    GrantApprovals,
    'fourEyesEur' | 'needsApproval' | 'hold' | 'decide' | 'view' | 'list'
  >;
  now?: () => Date;
}

const currencyOf = (value: string): Currency => (isCurrency(value) ? value : 'EUR');
const textsOf = (row: CampaignRow, language: Language) => {
  const texts = row.texts as Record<string, { title: string; summary: string } | undefined>;
  return texts[language] ?? texts.en ?? { title: row.url, summary: '' };
};
const contributionsOf = (row: { contributions: unknown }): ContributionTable => ({
  ...DEFAULT_WAGERING_CONTRIBUTION,
  ...(row.contributions as Partial<ContributionTable>),
});
const isRunningAt = (row: CampaignRow, at: Date) =>
  row.status === 'active' &&
  (row.startsAt === null || row.startsAt <= at) &&
  (row.endsAt === null || row.endsAt >= at);

/** The campaign's terms as a player gets them: amounts at the spec's equivalents in the player's currency. */
export function termsFor(row: CampaignRow, currency: Currency): CampaignTerms {
  return {
    campaignId: row.id,
    title: textsOf(row, 'en').title,
    wageringMultiplier: row.wageringMultiplier,
    maxBetMinor: eurMinorIn(row.maxBetEurMinor, currency),
    maxConversionMinor:
      row.maxConversionEurMinor === null ? null : eurMinorIn(row.maxConversionEurMinor, currency),
    contributions: contributionsOf(row),
    excludedGameIds: row.excludedGameIds,
    claimDays: row.claimDays,
    spendDays: row.spendDays,
  };
}

/** A deposit bonus's amount: the match of the deposit, capped at the campaign's maximum in the player's currency. */
export function matchedBonusMinor(
  row: CampaignRow,
  depositMinor: bigint,
  currency: Currency,
): bigint {
  const matched = (depositMinor * BigInt(row.matchPercent ?? 0)) / 100n;
  const cap = row.maxBonusEurMinor === null ? matched : eurMinorIn(row.maxBonusEurMinor, currency);
  return matched < cap ? matched : cap;
}

/** What a grant commits against a budget kept in EUR: rounded up, so small grants in other currencies never slip under it. */
const eurCostOf = (amountMinor: bigint, currency: Currency) => {
  const rate = eurMinorIn(1n, currency);
  return (amountMinor + rate - 1n) / rate;
};

/**
 * Offers, promo codes and grants (issue 13): what players may take, checked against the abuse
 * limits an operator expects, and given through the engine in the caller's transaction.
 */
export function createOffersService(deps: OffersDeps) {
  const { db, engine, catalogue, players, limits } = deps;
  const now = deps.now ?? (() => new Date());
  const profile = JURISDICTION_PROFILES[deps.profile ?? DEFAULT_JURISDICTION_PROFILE];
  const campaignCapEurMinor = BigInt(profile.campaignEurMax) * 100n;
  const playerCapEurMinor = BigInt(profile.playerGrantEurMax) * 100n;
  const approvalsOf = () => {
    if (!deps.approvals) throw new Error('operator grants need the four-eyes approvals');
    return deps.approvals;
  };

  /** What one grant from the campaign is worth in EUR cents: its amount, or its free spins at their stake. */
  const grantValueEurMinor = (row: CampaignRow, eurMinor: bigint): bigint =>
    row.kind === 'free_spins' ? (row.fsBetEurMinor ?? 0n) * BigInt(row.fsCount ?? 0) : eurMinor;

  /**
   * Refuses a grant that would take the player past the profile's most from one campaign, counting
   * what they already had from it (decision 019). Produces grant_over_player_cap.
   */
  async function assertPlayerCap(
    tx: Executor,
    row: CampaignRow,
    playerId: bigint,
    valueEurMinor: bigint,
  ): Promise<void> {
    const before = (await repo.grantedTo(tx, row.id, playerId)).reduce(
      (sum, g) =>
        sum +
        (row.kind === 'free_spins'
          ? grantValueEurMinor(row, 0n) * BigInt(g.grants)
          : eurCostOf(g.amountMinor, currencyOf(g.currency))),
      0n,
    );
    const total = before + valueEurMinor;
    if (total > playerCapEurMinor)
      throw new AppError('grant_over_player_cap', {
        params: {
          value: formatMinor(total),
          max: formatMinor(playerCapEurMinor),
          profile: profile.name,
        },
        data: { field: row.kind === 'free_spins' ? 'campaignId' : 'amount' },
      });
  }

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

  /** The plain-words terms, in the viewer's language and currency. */
  function termsText(
    row: CampaignRow,
    currency: Currency,
    language: Language,
    gameName: string | null,
  ): string[] {
    const t = (key: string, params?: Record<string, string | number>) =>
      translate(language, 'bonusTerms', key, params);
    const money = (eurMinor: bigint) => formatMinor(eurMinorIn(eurMinor, currency));
    const lines: string[] = [];
    if (row.kind === 'deposit') {
      lines.push(
        t('match', {
          percent: row.matchPercent ?? 0,
          max: money(row.maxBonusEurMinor ?? 0n),
          currency,
        }),
      );
      lines.push(t('min_deposit', { min: money(row.minDepositEurMinor ?? 0n), currency }));
      lines.push(t(`ordinal_${row.depositOrdinal ?? 'any'}`));
    }
    if (row.kind === 'free_spins' && row.fsCount !== null && row.fsBetEurMinor !== null) {
      lines.push(
        t('free_spins', {
          count: row.fsCount,
          game: gameName ?? '',
          bet: money(row.fsBetEurMinor),
          currency,
        }),
      );
      lines.push(t(row.fsWinsTo === 'cash' ? 'fs_wins_cash' : 'fs_wins_bonus'));
    }
    const wagers = row.kind !== 'free_spins' || row.fsWinsTo === 'bonus';
    if (wagers) {
      lines.push(
        row.wageringMultiplier === 0
          ? t('no_wagering')
          : t('wagering', { multiplier: row.wageringMultiplier }),
      );
      lines.push(t('max_bet', { maxBet: money(row.maxBetEurMinor), currency }));
      lines.push(t('low_risk'));
      lines.push(t('contributions', { ...contributionsOf(row) }));
      if (row.excludedGameIds.length > 0)
        lines.push(t('excluded', { count: row.excludedGameIds.length }));
      lines.push(t('spend', { days: row.spendDays }));
      if (row.maxConversionEurMinor !== null)
        lines.push(t('max_conversion', { max: money(row.maxConversionEurMinor), currency }));
    }
    lines.push(t('claim', { days: row.claimDays }));
    if (row.promoCode !== null) lines.push(t('needs_code'));
    if (row.isWelcome) lines.push(t('welcome'));
    else if (row.perPlayerLimit > 1) lines.push(t('per_player', { count: row.perPlayerLimit }));
    if (row.endsAt !== null)
      lines.push(t('until', { until: row.endsAt.toISOString().slice(0, 16).replace('T', ' ') }));
    if (wagers) lines.push(t('withdrawal'));
    return lines;
  }

  async function offerOf(
    row: CampaignRow,
    viewer: { playerId: bigint | null; currency: string; language: Language },
    tx: Executor = db,
  ): Promise<BonusOffer> {
    const currency = currencyOf(viewer.currency);
    const game = row.fsGameId === null ? null : await catalogue.get(row.fsGameId, tx);
    const texts = textsOf(row, viewer.language);
    const money = (eurMinor: bigint | null) =>
      eurMinor === null ? null : formatMinor(eurMinorIn(eurMinor, currency));
    const refusal =
      viewer.playerId === null ? null : await refusalOf(tx, row, viewer.playerId, null);
    return {
      id: row.id.toString(),
      url: row.url,
      kind: row.kind,
      title: texts.title,
      summary: texts.summary,
      terms: termsText(row, currency, viewer.language, game?.name ?? null),
      // An art key, not a file: the web draws each offer's banner from its kind and figures.
      image: row.kind,
      currency,
      matchPercent: row.matchPercent,
      maxBonus: money(row.maxBonusEurMinor),
      minDeposit: money(row.minDepositEurMinor),
      depositOrdinal: row.depositOrdinal,
      needsCode: row.promoCode !== null,
      wageringMultiplier: row.wageringMultiplier,
      maxBet: formatMinor(eurMinorIn(row.maxBetEurMinor, currency)),
      contributions: contributionsOf(row),
      excludedGameIds: row.excludedGameIds,
      claimDays: row.claimDays,
      spendDays: row.spendDays,
      maxConversion: money(row.maxConversionEurMinor),
      freeSpins:
        game && row.fsCount !== null && row.fsBetEurMinor !== null
          ? {
              count: row.fsCount,
              bet: formatMinor(eurMinorIn(row.fsBetEurMinor, currency)),
              gameId: game.id,
              gameName: game.name,
              gameSystem: game.providerId,
              gameSlug: game.slug,
              winsTo: row.fsWinsTo ?? 'bonus',
            }
          : null,
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      eligibility:
        viewer.playerId === null
          ? 'login_required'
          : refusal === null
            ? 'eligible'
            : 'not_eligible',
    };
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

  /**
   * An operator's grant checked in `tx` under the player's and the campaign's locks: the campaign
   * runs, the player may take bonuses, the amount is positive and within the profile's most per
   * player. Produces campaign_not_found, campaign_not_running, bonus_not_eligible,
   * validation_error (amount), grant_over_player_cap.
   */
  async function checkedGrant(
    tx: Executor,
    playerId: bigint,
    campaignId: bigint,
    amountEurMinor: bigint | null,
  ) {
    const player = await players.get(playerId, tx);
    const currency = currencyOf(player.currency);
    await lockPlayerBonuses(tx, [playerId]);
    const row = await repo.lock(tx, campaignId);
    if (!row) throw new AppError('campaign_not_found');
    if (row.status === 'ended' || row.status === 'draft')
      throw new AppError('campaign_not_running');
    if (player.isDisabled) throw new AppError('bonus_not_eligible');
    try {
      await limits.assertNotExcluded(playerId, tx);
    } catch (error) {
      if (error instanceof AppError) throw new AppError('bonus_not_eligible');
      throw error;
    }
    const eurMinor = amountEurMinor ?? row.maxBonusEurMinor ?? 0n;
    if (row.kind !== 'free_spins' && eurMinor <= 0n)
      throw new FieldRuleError('validation_error', 'amount', 'amount_invalid');
    const valueEurMinor = grantValueEurMinor(row, eurMinor);
    await assertPlayerCap(tx, row, playerId, valueEurMinor);
    return {
      row,
      currency,
      eurMinor,
      valueEurMinor,
      amountMinor: row.kind === 'free_spins' ? 0n : eurMinorIn(eurMinor, currency),
    };
  }

  /** Gives a checked operator's grant and audits it with who asked and, above the four-eyes amount, who approved. */
  async function applyGrant(
    tx: Executor,
    requestedBy: bigint,
    approvedBy: bigint | null,
    playerId: bigint,
    checked: Awaited<ReturnType<typeof checkedGrant>>,
    reason: string,
    ip: string,
  ): Promise<BonusInstanceRow> {
    const { row, currency, amountMinor } = checked;
    const instance = await give(tx, row, {
      playerId,
      currency,
      amountMinor,
      grantedBy: requestedBy,
    });
    await recordAudit(tx, {
      actorKind: 'operator',
      actorId: (approvedBy ?? requestedBy).toString(),
      action: 'bonus.granted',
      targetKind: 'player',
      targetId: playerId.toString(),
      after: {
        instanceId: instance.id,
        campaignId: row.id,
        amountMinor,
        currency,
        freeSpins: row.kind === 'free_spins' ? row.fsCount : null,
        reason,
        requestedBy,
        approvedBy,
      },
      ip,
    });
    return instance;
  }

  /** A player's bonus in the contract's shape (the list's fields; live balance and progress come from the engine's routes). */
  function playerBonusOf(
    instance: BonusInstanceRow,
    row: CampaignRow,
    language: Language,
  ): PlayerBonus {
    const isMoney = instance.status !== 'free_spins' && instance.status !== 'pending';
    const gained = instance.wageringProgressMinor;
    const needed =
      instance.wageringRequiredMinor > gained ? instance.wageringRequiredMinor - gained : 0n;
    return {
      instanceId: instance.id.toString(),
      campaignId: instance.campaignId.toString(),
      title: textsOf(row, language).title,
      kind: row.kind,
      status: instance.status,
      active: instance.status === 'active',
      currency: instance.currency,
      amount: formatMinor(instance.amountMinor),
      bonusBalance: formatMinor(
        isMoney && instance.status === 'active' ? instance.amountMinor : 0n,
      ),
      wageringRequirement: formatMinor(instance.wageringRequiredMinor),
      pointsNeeded: formatMinor(needed),
      pointsGained: formatMinor(gained),
      expiry: (instance.expiresAt ?? instance.claimExpiresAt).toISOString(),
      openBets: 0,
      maxBet: formatMinor(instance.maxBetMinor),
      maxConversion:
        instance.maxConversionMinor === null ? null : formatMinor(instance.maxConversionMinor),
      contributions: contributionsOf(instance),
      freeSpinsLeft: instance.fsLeft,
      freeSpinsTotal: instance.fsTotal,
      gameId: instance.fsGameId,
      createdAt: instance.createdAt.toISOString(),
      endedAt: instance.endedAt?.toISOString() ?? null,
    };
  }

  return {
    offerOf,

    /** GET /promotions/deposit-bonus: running deposit campaigns, in the viewer's currency and language. */
    async depositOffers(viewer: {
      playerId: bigint | null;
      currency: string;
      language: Language;
    }): Promise<BonusOffer[]> {
      const rows = await repo.running(db, ['deposit'], now());
      return Promise.all(rows.map((row) => offerOf(row, viewer)));
    },

    /** The running free-spin campaigns, for the promotions hub (their pages are /free-spin/{url}). */
    async freeSpinOffers(viewer: {
      playerId: bigint | null;
      currency: string;
      language: Language;
    }): Promise<BonusOffer[]> {
      const rows = await repo.running(db, ['free_spins'], now());
      return Promise.all(rows.map((row) => offerOf(row, viewer)));
    },

    /** One running campaign of `kind` by its url. Produces not_found (unknown, another kind, or not running). */
    async offerByUrl(
      kind: CampaignRow['kind'],
      url: string,
      viewer: { playerId: bigint | null; currency: string; language: Language },
    ): Promise<BonusOffer> {
      const row = await repo.byUrl(db, url);
      if (!row || row.kind !== kind || !isRunningAt(row, now())) throw new AppError('not_found');
      return offerOf(row, viewer);
    },

    /** For GET /player/bonuses: what the player may take now without a code (codes are never listed). */
    async offersFor(playerId: bigint, language: Language = 'en'): Promise<BonusOffer[]> {
      const player = await players.get(playerId);
      const rows = (await repo.running(db, ['deposit'], now())).filter(
        (row) => row.promoCode === null,
      );
      const offers = await Promise.all(
        rows.map((row) => offerOf(row, { playerId, currency: player.currency, language })),
      );
      return offers.filter((offer) => offer.eligibility === 'eligible');
    },

    /**
     * POST /player/bonuses/promo. Produces promo_code_unknown, promo_code_expired, promo_code_used,
     * promo_code_not_eligible.
     */
    async redeemPromo(
      playerId: bigint,
      code: string,
      language: Language,
    ): Promise<{ offer: BonusOffer; instance: PlayerBonus | null }> {
      const { row, instance } = await inTransaction(db, async (tx) => {
        await lockPlayerBonuses(tx, [playerId]);
        return redeem(tx, playerId, code);
      });
      const player = await players.get(playerId);
      const fresh = (await repo.find(db, row.id)) ?? row;
      return {
        offer: await offerOf(fresh, { playerId: null, currency: player.currency, language }).then(
          (offer) => ({ ...offer, eligibility: 'eligible' as const }),
        ),
        instance: instance ? playerBonusOf(instance, row, language) : null,
      };
    },

    /**
     * The cashier's hook in the transaction that opens a deposit: records the bonus the player
     * picked (by id, by code, or the code they entered earlier) for this payment. Produces
     * bonus_not_eligible, campaign_not_found and the promo codes' codes.
     */
    async chooseForDeposit(
      tx: Executor,
      c: { playerId: bigint; paymentId: string; bonusId?: string; promoCode?: string },
    ): Promise<void> {
      await lockPlayerBonuses(tx, [c.playerId]);
      let campaignId: bigint | null = null;
      if (c.promoCode) {
        const { row } = await redeem(tx, c.playerId, c.promoCode);
        if (row.kind !== 'deposit') return;
        campaignId = row.id;
      } else if (c.bonusId) {
        const row = await repo.find(tx, BigInt(c.bonusId));
        if (!row || row.kind !== 'deposit') throw new AppError('campaign_not_found');
        // A campaign with a code is taken by its code, never by its id.
        if (row.promoCode !== null && !(await repo.pendingOf(tx, c.playerId, row.id)))
          throw new AppError('bonus_not_eligible');
        if ((await refusalOf(tx, row, c.playerId, null)) !== null)
          throw new AppError('bonus_not_eligible');
        campaignId = row.id;
      } else {
        campaignId = (await repo.oldestPendingOf(tx, c.playerId))?.campaignId ?? null;
      }
      if (campaignId !== null)
        await repo.insertChoice(tx, { paymentId: c.paymentId, playerId: c.playerId, campaignId });
    },

    /** The player's bonus lock, first in the crediting transaction (see the cashier's hook). */
    beforeDepositCredited: (tx: Executor, playerId: bigint): Promise<void> =>
      lockPlayerBonuses(tx, [playerId]),

    /**
     * The cashier's hook in the transaction that credits a deposit (before the payment reads
     * credited, so the player's count of credited deposits is the ones before it): the chosen
     * campaign's bonus is granted with it, or, below the campaign's minimum, a notice says why
     * not. A choice no longer eligible (the campaign ran out meanwhile) gives nothing; the deposit
     * is never refused for it. Granting twice for one payment is impossible (one bonus per payment).
     */
    async onDepositCredited(tx: Executor, d: CreditedDeposit): Promise<BonusInstanceRow | null> {
      const choice = await repo.choiceFor(tx, d.paymentId);
      if (!choice) return null;
      await lockPlayerBonuses(tx, [d.playerId]);
      if (await repo.hasBonusForPayment(tx, d.paymentId)) return null;
      const row = await repo.lock(tx, choice.campaignId);
      if (!row) return null;
      const currency = currencyOf(d.currency);
      const minimum = eurMinorIn(row.minDepositEurMinor ?? 0n, currency);
      if (d.amountMinor < minimum) {
        await publishNotice(tx, d.playerId, 'bonus_deposit_below_minimum', {
          amount: formatMinor(d.amountMinor),
          minimum: formatMinor(minimum),
          currency,
          title: await titleFor(tx, row, d.playerId),
        });
        return null;
      }
      if (
        (await refusalOf(tx, row, d.playerId, await deps.creditedDeposits(tx, d.playerId))) !== null
      )
        return null;
      const amountMinor = matchedBonusMinor(row, d.amountMinor, currency);
      if (amountMinor <= 0n) return null;
      if (
        !(await repo.commitGrant(tx, row.id, eurCostOf(amountMinor, currency), campaignCapEurMinor))
      )
        return null;
      await repo.removePending(tx, d.playerId, row.id);
      const instance = await engine.grant(tx, {
        playerId: d.playerId,
        currency,
        campaign: termsFor(row, currency),
        amountMinor,
        paymentId: d.paymentId,
      });
      await publishNotice(tx, d.playerId, 'bonus_granted', {
        amount: formatMinor(amountMinor),
        currency,
        title: await titleFor(tx, row, d.playerId),
        multiplier: row.wageringMultiplier,
      });
      return instance;
    },

    /**
     * The back office's grant: any campaign not ended, to any player who is not excluded, counted
     * against its caps and the profile's most per player; the amount in EUR (converted to the
     * player's currency), defaulting to the campaign's maximum; free spins give the campaign's
     * spins. Worth more than the four-eyes amount, it is held for a second operator instead
     * (decision 019). Audited with the reason. Produces campaign_not_found, campaign_not_running,
     * bonus_not_eligible, campaign_limit_reached, grant_over_player_cap.
     */
    async grantByOperator(
      by: Operator,
      playerId: bigint,
      input: { campaignId: string; amount?: string; reason: string },
      language: Language,
    ): Promise<BonusGrantResult> {
      const approvals = approvalsOf();
      // Views are read after the commit: the names come from other domains, outside this transaction.
      const done = await inTransaction(db, async (tx) => {
        const checked = await checkedGrant(
          tx,
          playerId,
          BigInt(input.campaignId),
          input.amount === undefined ? null : parseMinor(input.amount),
        );
        if (approvals.needsApproval(checked.valueEurMinor)) {
          const { row, eurMinor, amountMinor, currency } = checked;
          const isFreeSpins = row.kind === 'free_spins';
          const held = await approvals.hold(tx, by, {
            kind: 'bonus_grant',
            playerId,
            targetId: row.id.toString(),
            valueEurMinor: checked.valueEurMinor,
            request: {
              reason: input.reason,
              title: textsOf(row, 'en').title,
              amount: isFreeSpins ? null : formatMinor(amountMinor),
              currency: isFreeSpins ? null : currency,
              cp: null,
              freeSpins: isFreeSpins ? row.fsCount : null,
              amountEur: isFreeSpins ? null : formatMinor(eurMinor),
            },
          });
          return { bonus: null, held };
        }
        const instance = await applyGrant(tx, by.id, null, playerId, checked, input.reason, by.ip);
        return { bonus: playerBonusOf(instance, checked.row, language), held: null };
      });
      return {
        bonus: done.bonus,
        approval: done.held === null ? null : await approvals.view(done.held),
      };
    },

    /**
     * A second operator's decision on a held grant: approval checks the grant again as it stands
     * now (the campaign may have run out, the player may be excluded) and gives it in the same
     * transaction, so a refused one stays pending. Produces approval_not_found,
     * approval_state_conflict, approval_own_request and grantByOperator's codes.
     */
    async decideGrant(
      by: Operator,
      id: string,
      decision: 'approve' | 'reject',
      note: string,
      language: Language,
    ): Promise<BonusGrantResult> {
      const approvals = approvalsOf();
      const done = await inTransaction(db, async (tx) => {
        const held = await approvals.decide(tx, by, id, 'bonus_grant', decision, note);
        if (decision === 'reject' || held.playerId === null || held.targetId === null)
          return { bonus: null, held };
        const request = held.request as { reason: string; amountEur: string | null };
        const checked = await checkedGrant(
          tx,
          held.playerId,
          BigInt(held.targetId),
          request.amountEur === null ? null : parseMinor(request.amountEur),
        );
        const instance = await applyGrant(
          tx,
          held.requestedBy,
          by.id,
          held.playerId,
          checked,
          request.reason,
          by.ip,
        );
        return { bonus: playerBonusOf(instance, checked.row, language), held };
      });
      return { bonus: done.bonus, approval: await approvals.view(done.held) };
    },

    /** The back office's held grants of one status, newest first. */
    grantApprovals: (status: 'pending' | 'approved' | 'rejected') =>
      approvalsOf().list('bonus_grant', status),

    /** The four-eyes amount in EUR, for the back office to say when a grant will wait. */
    fourEyesEur: (): number => approvalsOf().fourEyesEur,

    /**
     * The system's grant of a campaign as a prize (a slot race's rank), in the caller's transaction:
     * a free-spins campaign gives its spins, a bonus campaign (deposit or manual) `amountEurMinor`
     * converted to the player's currency; counted against the campaign's caps like the operator's
     * grant, announced with the campaign's own notice. Refusals come back as a result code for the
     * caller to record (a prize is owed once; retrying them would never succeed): self_excluded
     * (and the other exclusion codes), account_disabled, campaign_not_found, campaign_not_running,
     * campaign_limit_reached. Per-player limits and welcome rules are for offers, not for prizes won.
     */
    async grantPrize(
      tx: Executor,
      p: { playerId: bigint; campaignId: bigint; amountEurMinor?: bigint; reason: string },
    ): Promise<
      | {
          isGranted: true;
          instanceId: bigint;
          kind: 'free_spins' | 'bonus';
          amountMinor: bigint;
          currency: Currency;
          freeSpins: { count: number; gameName: string } | null;
          wageringMultiplier: number;
        }
      | { isGranted: false; code: ResultCode }
    > {
      await lockPlayerBonuses(tx, [p.playerId]);
      const player = await players.get(p.playerId, tx);
      if (player.isDisabled) return { isGranted: false, code: 'account_disabled' };
      try {
        await limits.assertNotExcluded(p.playerId, tx);
      } catch (error) {
        if (error instanceof AppError) return { isGranted: false, code: error.code };
        throw error;
      }
      const row = await repo.lock(tx, p.campaignId);
      if (!row) return { isGranted: false, code: 'campaign_not_found' };
      if (row.status === 'ended' || row.status === 'draft')
        return { isGranted: false, code: 'campaign_not_running' };
      const currency = currencyOf(player.currency);
      const isFreeSpins = row.kind === 'free_spins';
      assert(
        isFreeSpins || (p.amountEurMinor !== undefined && p.amountEurMinor > 0n),
        `a bonus prize from campaign ${row.id} needs a positive amount`,
      );
      const amountMinor = isFreeSpins ? 0n : eurMinorIn(p.amountEurMinor ?? 0n, currency);
      let instance: BonusInstanceRow;
      try {
        instance = await give(tx, row, { playerId: p.playerId, currency, amountMinor });
      } catch (error) {
        if (error instanceof AppError && error.code === 'campaign_limit_reached')
          return { isGranted: false, code: error.code };
        throw error;
      }
      await recordAudit(tx, {
        actorKind: 'system',
        actorId: 'bonus.prize',
        action: 'bonus.granted',
        targetKind: 'player',
        targetId: p.playerId.toString(),
        after: {
          instanceId: instance.id,
          campaignId: row.id,
          amountMinor,
          currency,
          freeSpins: isFreeSpins ? row.fsCount : null,
          reason: p.reason,
        },
      });
      const spins = isFreeSpins
        ? { count: row.fsCount ?? 0, gameName: (await catalogue.get(row.fsGameId ?? '', tx)).name }
        : null;
      return {
        isGranted: true,
        instanceId: instance.id,
        kind: isFreeSpins ? 'free_spins' : 'bonus',
        amountMinor,
        currency,
        freeSpins: spins,
        wageringMultiplier: row.wageringMultiplier,
      };
    },

    /**
     * What a campaign gives as a prize, for the races that offer it (their back-office checks and
     * public prize lines), with its title in `language`; null when there is no such campaign.
     */
    async prizeCampaign(
      campaignId: bigint,
      language: Language,
    ): Promise<{
      id: bigint;
      kind: CampaignRow['kind'];
      status: CampaignRow['status'];
      endsAt: Date | null;
      title: string;
      wageringMultiplier: number;
      freeSpins: {
        count: number;
        gameId: string;
        gameName: string;
        gameSystem: string;
        gameSlug: string;
      } | null;
    } | null> {
      const row = await repo.find(db, campaignId);
      if (!row) return null;
      const game =
        row.kind === 'free_spins' && row.fsGameId !== null
          ? await catalogue.get(row.fsGameId).catch(() => null)
          : null;
      return {
        id: row.id,
        kind: row.kind,
        status: row.status,
        endsAt: row.endsAt,
        title: textsOf(row, language).title,
        wageringMultiplier: row.wageringMultiplier,
        freeSpins:
          game && row.fsCount !== null
            ? {
                count: row.fsCount,
                gameId: game.id,
                gameName: game.name,
                gameSystem: game.providerId,
                gameSlug: game.slug,
              }
            : null,
      };
    },

    /** Refuses an unknown player (not_found) before the back office reads their bonuses. */
    async assertPlayer(playerId: bigint): Promise<void> {
      await players.get(playerId);
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;

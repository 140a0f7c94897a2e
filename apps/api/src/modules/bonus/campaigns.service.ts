import {
  DEFAULT_WAGERING_CONTRIBUTION,
  formatMinor,
  JURISDICTION_PROFILES,
  parseMinor,
  type Campaign,
  type CampaignCostEstimate,
  type CampaignInput,
  type CampaignStatus,
  type ContributionTable,
  type JurisdictionProfileName,
} from '@orca/contracts';
import { slotTitleById } from '@orca/games/slots/registry';
import type { Database, Executor } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import { isOpen, type CatalogueService } from '../games/catalogue.service.ts';
import {
  cheapestClearing,
  expectedBonusCost,
  expectedFreeSpinsCost,
  type BonusCostEstimate,
  type GameTerms,
} from './bonus-value.ts';
import * as repo from './campaigns.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

export type { CampaignRow } from './campaigns.repository.ts';

/** Free spins' winnings are a bonus of their own: whatever the profile, they wager at most this many times (issue 13). */
export const FREE_SPIN_WAGERING_MAX = 10;

/**
 * What may change once a campaign has given bonuses: the players' copies of its terms are fixed,
 * but its texts, its limits (per player, total, budget, code uses) and its window stay the
 * operator's to tune; a changed term would make two players' "same" bonus mean different things.
 */
const EDITABLE_AFTER_GRANTS = new Set<keyof CampaignInput>([
  'texts',
  'perPlayerLimit',
  'totalGrantsLimit',
  'budgetEur',
  'promoCodeMaxUses',
  'startsAt',
  'endsAt',
]);

const eurMinorOf = (value: string | null): bigint | null =>
  value === null ? null : parseMinor(value);
const eurOf = (value: bigint | null): string | null => (value === null ? null : formatMinor(value));
const required = (kind: string, field: string) =>
  new AppError('campaign_field_required', { params: { kind, field }, data: { field } });

/** A campaign row as the back office's form sees it (amounts in EUR). */
export function toCampaign(row: repo.CampaignRow): Campaign {
  return {
    id: row.id.toString(),
    kind: row.kind,
    url: row.url,
    texts: row.texts as Campaign['texts'],
    status: row.status,
    matchPercent: row.matchPercent,
    maxBonusEur: eurOf(row.maxBonusEurMinor),
    minDepositEur: eurOf(row.minDepositEurMinor),
    depositOrdinal: row.depositOrdinal,
    promoCode: row.promoCode,
    promoCodeMaxUses: row.promoCodeMaxUses,
    wageringMultiplier: row.wageringMultiplier,
    maxBetEur: formatMinor(row.maxBetEurMinor),
    contributions: {
      ...DEFAULT_WAGERING_CONTRIBUTION,
      ...(row.contributions as Partial<ContributionTable>),
    },
    excludedGameIds: row.excludedGameIds,
    claimDays: row.claimDays,
    spendDays: row.spendDays,
    maxConversionEur: eurOf(row.maxConversionEurMinor),
    perPlayerLimit: row.perPlayerLimit,
    totalGrantsLimit: row.totalGrantsLimit,
    budgetEur: eurOf(row.budgetEurMinor),
    isWelcome: row.isWelcome,
    freeSpins:
      row.kind === 'free_spins' &&
      row.fsGameId !== null &&
      row.fsCount !== null &&
      row.fsBetEurMinor !== null &&
      row.fsWinsTo !== null
        ? {
            gameId: row.fsGameId,
            count: row.fsCount,
            betEur: formatMinor(row.fsBetEurMinor),
            winsTo: row.fsWinsTo,
          }
        : null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    includesSports: row.includesSports,
    grantedCount: row.grantedCount,
    promoCodeUses: row.promoCodeUses,
    grantedEur: formatMinor(row.committedEurMinor),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns an input sets (a campaign's kind decides which of the kind-specific ones are kept). */
function valuesOf(input: CampaignInput): Omit<repo.NewCampaign, 'createdBy'> {
  const isDeposit = input.kind === 'deposit';
  const fs = input.kind === 'free_spins' ? input.freeSpins : null;
  return {
    kind: input.kind,
    url: input.url,
    texts: input.texts,
    matchPercent: isDeposit ? input.matchPercent : null,
    maxBonusEurMinor: input.kind === 'free_spins' ? null : eurMinorOf(input.maxBonusEur),
    minDepositEurMinor: isDeposit ? eurMinorOf(input.minDepositEur) : null,
    depositOrdinal: isDeposit ? input.depositOrdinal : null,
    promoCode:
      input.promoCode === null || input.promoCode === '' ? null : input.promoCode.toUpperCase(),
    promoCodeMaxUses: input.promoCode ? input.promoCodeMaxUses : null,
    wageringMultiplier: input.wageringMultiplier,
    maxBetEurMinor: eurMinorOf(input.maxBetEur) ?? 0n,
    contributions: input.contributions,
    excludedGameIds: [...new Set(input.excludedGameIds)],
    claimDays: input.claimDays,
    spendDays: input.spendDays,
    maxConversionEurMinor: eurMinorOf(input.maxConversionEur),
    perPlayerLimit: input.perPlayerLimit,
    totalGrantsLimit: input.totalGrantsLimit,
    budgetEurMinor: eurMinorOf(input.budgetEur),
    isWelcome: input.isWelcome,
    includesSports: input.includesSports,
    fsGameId: fs?.gameId ?? null,
    fsCount: fs?.count ?? null,
    fsBetEurMinor: fs ? eurMinorOf(fs.betEur) : null,
    fsWinsTo: fs?.winsTo ?? null,
    startsAt: input.startsAt === null ? null : new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
  };
}

/** A stored EUR amount in minor units (stored amounts are valid). */
const amountMinorOf = (value: string): bigint => parseMinor(value) ?? 0n;

/** A campaign's expected cost (bonus-value) for its largest grant, or per 100 EUR when each grant chooses its amount. */
function estimateOf(
  campaign: Campaign,
  games: readonly GameTerms[],
  names: ReadonlyMap<string, string>,
): CampaignCostEstimate {
  const route = cheapestClearing(games, campaign.contributions, campaign.excludedGameIds);
  const maxConversionMinor =
    campaign.maxConversionEur === null ? null : amountMinorOf(campaign.maxConversionEur);
  const fs = campaign.freeSpins;
  let basisMinor: bigint;
  let isBasisNominal = false;
  let estimate: BonusCostEstimate;
  if (campaign.kind === 'free_spins' && fs) {
    const betMinor = amountMinorOf(fs.betEur);
    basisMinor = BigInt(fs.count) * betMinor;
    const slot = games.find((g) => g.id === fs.gameId);
    estimate = expectedFreeSpinsCost({
      count: fs.count,
      betMinor,
      rtpBasisPoints: slot?.rtpBasisPoints ?? 0,
      winsTo: fs.winsTo,
      wageringMultiplier: campaign.wageringMultiplier,
      maxConversionMinor,
      route,
    });
  } else {
    isBasisNominal = campaign.maxBonusEur === null;
    basisMinor =
      campaign.maxBonusEur === null ? NOMINAL_BONUS_EUR_MINOR : amountMinorOf(campaign.maxBonusEur);
    estimate = expectedBonusCost({
      amountMinor: basisMinor,
      wageringMultiplier: campaign.wageringMultiplier,
      maxConversionMinor,
      route,
    });
  }
  return {
    campaignId: campaign.id,
    title: campaign.texts.en?.title ?? Object.values(campaign.texts)[0]?.title ?? campaign.url,
    kind: campaign.kind,
    status: campaign.status,
    wageringMultiplier: campaign.wageringMultiplier,
    basisEur: formatMinor(basisMinor),
    isBasisNominal,
    clearing: route && {
      gameId: route.gameId,
      gameName: names.get(route.gameId) ?? route.gameId,
      group: route.group,
      rtpPercent: formatMinor(BigInt(route.rtpBasisPoints)),
      contributionPercent: route.contributionPercent,
    },
    clearingCostEur: formatMinor(estimate.clearingCostMinor),
    expectedCostEur: formatMinor(estimate.expectedCostMinor),
    // Percent with two decimals, rounded down: 10,000 × cost / basis hundredths of a percent.
    expectedCostPercent: formatMinor(
      basisMinor === 0n ? 0n : (estimate.expectedCostMinor * 10_000n) / basisMinor,
    ),
  };
}

/** The bonus a manual campaign's estimate is shown for: each grant chooses its own amount. */
const NOMINAL_BONUS_EUR_MINOR = 10_000n;

export interface CampaignsDeps {
  db: Database;
  catalogue: Pick<CatalogueService, 'get' | 'openTerms'>;
  profile: JurisdictionProfileName;
}

/** Bonus campaigns for the back office (issue 13): checked against the jurisdiction profile, every change audited. */
export function createCampaignsService(deps: CampaignsDeps) {
  const { db, catalogue } = deps;
  const profile = JURISDICTION_PROFILES[deps.profile];
  const campaignMaxEurMinor = BigInt(profile.campaignEurMax) * 100n;

  /**
   * What the zod schema cannot say: each kind's own fields, the profile's caps, the window's
   * order, an enabled in-house slot for free spins at a bet the slot allows. Produces
   * campaign_field_required, campaign_wagering_over_cap, campaign_spend_days_over_cap,
   * campaign_mixed_products, campaign_dates_invalid, campaign_game_invalid,
   * free_spin_bet_outside_game_limits and assertWithinCaps's codes.
   */
  async function validate(input: CampaignInput): Promise<void> {
    if (input.kind === 'deposit') {
      for (const field of [
        'matchPercent',
        'maxBonusEur',
        'minDepositEur',
        'depositOrdinal',
      ] as const)
        if (input[field] === null) throw required(input.kind, field);
    }
    if (input.kind === 'free_spins') {
      if (input.freeSpins === null) throw required(input.kind, 'freeSpins');
      const game = await catalogue.get(input.freeSpins.gameId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'game_not_found') return null;
        throw error;
      });
      // A jackpot slot's jackpot is paid from the pool its stakes feed; a free spin's stake feeds
      // none, so the slot refuses free spins and a campaign must not promise them there.
      const slot = game?.engine?.startsWith('slot:')
        ? slotTitleById(game.engine.slice('slot:'.length))
        : undefined;
      if (!game || !isOpen(game) || !slot || slot.jackpot)
        throw new AppError('campaign_game_invalid', { data: { field: 'freeSpins.gameId' } });
      if (input.freeSpins.winsTo === 'bonus' && input.wageringMultiplier > FREE_SPIN_WAGERING_MAX)
        throw new AppError('campaign_wagering_over_cap', {
          params: {
            value: input.wageringMultiplier,
            max: FREE_SPIN_WAGERING_MAX,
            profile: profile.name,
          },
          data: { field: 'wageringMultiplier' },
        });
      // A spin is a bet: one the game itself would refuse from a player is a payout in disguise.
      const betEurMinor = parseMinor(input.freeSpins.betEur) ?? 0n;
      if (betEurMinor < game.minBetEurMinor || betEurMinor > game.maxBetEurMinor)
        throw new AppError('free_spin_bet_outside_game_limits', {
          params: { min: formatMinor(game.minBetEurMinor), max: formatMinor(game.maxBetEurMinor) },
          data: { field: 'freeSpins.betEur' },
        });
    }
    assertWithinCaps(input);
    // A manual campaign's bonus is its fixed amount when taken by code; the back office may give another.
    if (input.kind === 'manual' && input.promoCode && input.maxBonusEur === null)
      throw required(input.kind, 'maxBonusEur');
    if (input.wageringMultiplier > profile.wageringMultiplierMax)
      throw new AppError('campaign_wagering_over_cap', {
        params: {
          value: input.wageringMultiplier,
          max: profile.wageringMultiplierMax,
          profile: profile.name,
        },
        data: { field: 'wageringMultiplier' },
      });
    if (input.spendDays > profile.spendWindowDaysMax)
      throw new AppError('campaign_spend_days_over_cap', {
        params: { value: input.spendDays, max: profile.spendWindowDaysMax, profile: profile.name },
        data: { field: 'spendDays' },
      });
    if (input.includesSports && !profile.allowsMixedProducts)
      throw new AppError('campaign_mixed_products', {
        params: { profile: profile.name },
        data: { field: 'includesSports' },
      });
    if (
      input.startsAt !== null &&
      input.endsAt !== null &&
      new Date(input.endsAt) <= new Date(input.startsAt)
    )
      throw new AppError('campaign_dates_invalid', { data: { field: 'endsAt' } });
    if (!input.texts.en) throw new FieldRuleError('validation_error', 'texts.en', 'required');
  }

  /**
   * The profile's caps on what a campaign may give (decision 019): bonus money that can become
   * cash wagers at least the profile's minimum; one player's most from the campaign (its fixed
   * amount or spins' stake, times the per-player limit) and its budget stay under the profile's
   * maximums. Produces campaign_wagering_under_minimum, grant_over_player_cap, campaign_over_cap.
   */
  function assertWithinCaps(input: CampaignInput): void {
    const wagers = input.kind !== 'free_spins' || input.freeSpins?.winsTo === 'bonus';
    if (wagers && input.wageringMultiplier < profile.wageringMultiplierMin)
      throw new AppError('campaign_wagering_under_minimum', {
        params: {
          value: input.wageringMultiplier,
          min: profile.wageringMultiplierMin,
          profile: profile.name,
        },
        data: { field: 'wageringMultiplier' },
      });
    const perGrant =
      input.kind === 'free_spins' && input.freeSpins
        ? {
            eurMinor: (parseMinor(input.freeSpins.betEur) ?? 0n) * BigInt(input.freeSpins.count),
            field: 'freeSpins.count',
          }
        : { eurMinor: eurMinorOf(input.maxBonusEur) ?? 0n, field: 'maxBonusEur' };
    const perPlayer = perGrant.eurMinor * BigInt(input.perPlayerLimit);
    const playerMax = BigInt(profile.playerGrantEurMax) * 100n;
    if (perPlayer > playerMax)
      throw new AppError('grant_over_player_cap', {
        params: {
          value: formatMinor(perPlayer),
          max: formatMinor(playerMax),
          profile: profile.name,
        },
        data: { field: perGrant.field },
      });
    const budget = eurMinorOf(input.budgetEur);
    if (budget !== null && budget > campaignMaxEurMinor)
      throw new AppError('campaign_over_cap', {
        params: {
          value: formatMinor(budget),
          max: formatMinor(campaignMaxEurMinor),
          profile: profile.name,
        },
        data: { field: 'budgetEur' },
      });
  }

  /** Refuses a url or code another campaign holds (the unique indexes would too, less clearly). Produces campaign_url_exists, promo_code_exists. */
  async function assertUnique(
    tx: Executor,
    values: { url: string; promoCode?: string | null },
    self: bigint | null,
  ): Promise<void> {
    // Racing saves of one url or code take turns, so the later one is refused here by name
    // instead of failing on the unique index with a 500. Codes lock as stored (upper case).
    await lockForTransaction(tx, `campaign-url:${values.url}`);
    if (values.promoCode)
      await lockForTransaction(tx, `promo-code:${values.promoCode.toUpperCase()}`);
    const byUrl = await repo.byUrl(tx, values.url);
    if (byUrl && byUrl.id !== self)
      throw new AppError('campaign_url_exists', { data: { field: 'url' } });
    if (values.promoCode) {
      const byCode = await repo.byCode(tx, values.promoCode);
      if (byCode && byCode.id !== self)
        throw new AppError('promo_code_exists', { data: { field: 'promoCode' } });
    }
  }

  /** Which fields of `input` differ from the campaign as stored (compared in the form's own shape). */
  function changedFields(row: repo.CampaignRow, input: CampaignInput): (keyof CampaignInput)[] {
    const current = toCampaign(row);
    const next = toCampaign({ ...row, ...valuesOf(input) });
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    return (Object.keys(input) as (keyof CampaignInput)[]).filter(
      (key) => !same(current[key], next[key]),
    );
  }

  return {
    profile: { key: deps.profile, ...profile },

    async list(): Promise<Campaign[]> {
      return (await repo.list(db)).map(toCampaign);
    },

    /** Each campaign's expected cost to the house (bonus-value), newest first, for the bonus cost report. */
    async costEstimates(): Promise<CampaignCostEstimate[]> {
      const games = await catalogue.openTerms();
      const names = new Map(games.map((g) => [g.id, g.name]));
      return (await repo.list(db))
        .map(toCampaign)
        .map((campaign) => estimateOf(campaign, games, names));
    },

    async get(id: bigint): Promise<Campaign> {
      const row = await repo.find(db, id);
      if (!row) throw new AppError('campaign_not_found');
      return toCampaign(row);
    },

    /** A new campaign, as a draft: an operator starts it with the status change. */
    async create(by: Operator, input: CampaignInput): Promise<Campaign> {
      await validate(input);
      const values = valuesOf(input);
      const row = await inTransaction(db, async (tx) => {
        await assertUnique(tx, values, null);
        const inserted = await repo.insert(tx, { ...values, createdBy: by.id });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'bonus_campaign.created',
          targetKind: 'bonus_campaign',
          targetId: inserted.id.toString(),
          after: toCampaign(inserted),
          ip: by.ip,
        });
        return inserted;
      });
      return toCampaign(row);
    },

    /**
     * Replaces a campaign's settings. Once any bonus was given from it only EDITABLE_AFTER_GRANTS
     * may change, and the total limit may not drop below the bonuses already given. Produces
     * campaign_not_found, campaign_terms_locked and validate's codes.
     */
    async update(by: Operator, id: bigint, input: CampaignInput): Promise<Campaign> {
      await validate(input);
      const row = await inTransaction(db, async (tx) => {
        const current = await repo.lock(tx, id);
        if (!current) throw new AppError('campaign_not_found');
        const changed = changedFields(current, input);
        if (changed.length === 0) return current;
        if (await repo.hasGrants(tx, id)) {
          const locked = changed.filter((field) => !EDITABLE_AFTER_GRANTS.has(field));
          if (locked.length > 0)
            throw new AppError('campaign_terms_locked', { data: { fields: locked } });
        }
        if (input.totalGrantsLimit !== null && input.totalGrantsLimit < current.grantedCount)
          throw new FieldRuleError('validation_error', 'totalGrantsLimit', 'invalid_value');
        if (
          input.promoCodeMaxUses !== null &&
          input.promoCode &&
          input.promoCodeMaxUses < current.promoCodeUses
        )
          throw new FieldRuleError('validation_error', 'promoCodeMaxUses', 'invalid_value');
        const values = valuesOf(input);
        await assertUnique(tx, values, id);
        const updated = await repo.update(tx, id, values);
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'bonus_campaign.updated',
          targetKind: 'bonus_campaign',
          targetId: id.toString(),
          before: toCampaign(current),
          after: toCampaign(updated),
          ip: by.ip,
        });
        return updated;
      });
      return toCampaign(row);
    },

    /** Starts, pauses or ends a campaign; an ended one stays ended (its players' bonuses go on). Produces campaign_not_found, campaign_not_running. */
    async setStatus(by: Operator, id: bigint, status: CampaignStatus): Promise<Campaign> {
      const row = await inTransaction(db, async (tx) => {
        const current = await repo.lock(tx, id);
        if (!current) throw new AppError('campaign_not_found');
        if (current.status === status) return current;
        if (current.status === 'ended') throw new AppError('campaign_not_running');
        const updated = await repo.update(tx, id, { status });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'bonus_campaign.status_changed',
          targetKind: 'bonus_campaign',
          targetId: id.toString(),
          before: { status: current.status },
          after: { status },
          ip: by.ip,
        });
        return updated;
      });
      return toCampaign(row);
    },

    /** The demo's campaigns: inserted once by url, started at once; a later run changes nothing. */
    async seed(inputs: readonly CampaignInput[]): Promise<number> {
      let inserted = 0;
      for (const input of inputs) {
        await validate(input);
        await inTransaction(db, async (tx) => {
          if (await repo.byUrl(tx, input.url)) return;
          await repo.insert(tx, { ...valuesOf(input), status: 'active' });
          inserted += 1;
        });
      }
      return inserted;
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;

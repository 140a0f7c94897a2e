import {
  DEFAULT_WAGERING_CONTRIBUTION,
  formatMinor,
  parseMinor,
  type Campaign,
  type CampaignCostEstimate,
  type CampaignInput,
  type ContributionTable,
  type SportsPromoTerms,
} from '@orca/contracts';
import {
  cheapestClearing,
  expectedBonusCost,
  expectedFreeSpinsCost,
  type BonusCostEstimate,
  type GameTerms,
} from './bonus-value.ts';
import type * as repo from './campaigns.repository.ts';

export const eurMinorOf = (value: string | null): bigint | null =>
  value === null ? null : parseMinor(value);
const eurOf = (value: bigint | null): string | null => (value === null ? null : formatMinor(value));
/** Whether a campaign gives a sports free bet or boost (a token, not bonus money). */
export const isSportsKind = (kind: Campaign['kind']): kind is 'sports_free_bet' | 'sports_boost' =>
  kind === 'sports_free_bet' || kind === 'sports_boost';

/** A sports campaign's terms as stored (the form's own shape, EUR amounts as text). */
export const sportsPromoOf = (
  row: Pick<repo.CampaignRow, 'sportsPromo'>,
): SportsPromoTerms | null => (row.sportsPromo as SportsPromoTerms | null) ?? null;

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
    sportsPromo: isSportsKind(row.kind) ? sportsPromoOf(row) : null,
    grantedCount: row.grantedCount,
    promoCodeUses: row.promoCodeUses,
    grantedEur: formatMinor(row.committedEurMinor),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns an input sets (a campaign's kind decides which of the kind-specific ones are kept). */
export function valuesOf(input: CampaignInput): Omit<repo.NewCampaign, 'createdBy'> {
  const isDeposit = input.kind === 'deposit';
  const fs = input.kind === 'free_spins' ? input.freeSpins : null;
  return {
    kind: input.kind,
    url: input.url,
    texts: input.texts,
    matchPercent: isDeposit ? input.matchPercent : null,
    maxBonusEurMinor:
      input.kind === 'free_spins' || isSportsKind(input.kind)
        ? null
        : eurMinorOf(input.maxBonusEur),
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
    sportsPromo: isSportsKind(input.kind) ? (input.sportsPromo ?? null) : null,
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
export function estimateOf(
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

/** Which fields of `input` differ from the campaign as stored (compared in the form's own shape). */
export function changedFields(
  row: repo.CampaignRow,
  input: CampaignInput,
): (keyof CampaignInput)[] {
  const current = toCampaign(row);
  const next = toCampaign({ ...row, ...valuesOf(input) });
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return (Object.keys(input) as (keyof CampaignInput)[]).filter(
    (key) => !same(current[key], next[key]),
  );
}

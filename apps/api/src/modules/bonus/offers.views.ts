import {
  DEFAULT_WAGERING_CONTRIBUTION,
  eurMinorIn,
  formatMinor,
  isCurrency,
  type BonusOffer,
  type ContributionTable,
  type Currency,
  type Language,
  type PlayerBonus,
  type ResultCode,
} from '@orca/contracts';
import { translate } from '../../platform/i18n.ts';
import type { BonusInstanceRow, CampaignTerms } from './bonus.engine.ts';
import type { CampaignRow } from './campaigns.repository.ts';

/** Why a player may not take a campaign now; each context names it with its own result code. */
export type Refusal =
  | 'not_running'
  | 'excluded'
  | 'welcome_taken'
  | 'per_player'
  | 'caps_reached'
  | 'ordinal'
  | 'queue_full';

export const PROMO_CODE_OF: Record<Refusal, ResultCode> = {
  not_running: 'promo_code_expired',
  excluded: 'promo_code_not_eligible',
  welcome_taken: 'promo_code_not_eligible',
  per_player: 'promo_code_used',
  caps_reached: 'promo_code_used',
  ordinal: 'promo_code_not_eligible',
  queue_full: 'promo_code_not_eligible',
};

export const currencyOf = (value: string): Currency => (isCurrency(value) ? value : 'EUR');
export const textsOf = (row: CampaignRow, language: Language) => {
  const texts = row.texts as Record<string, { title: string; summary: string } | undefined>;
  return texts[language] ?? texts.en ?? { title: row.url, summary: '' };
};
export const contributionsOf = (row: { contributions: unknown }): ContributionTable => ({
  ...DEFAULT_WAGERING_CONTRIBUTION,
  ...(row.contributions as Partial<ContributionTable>),
});
export const isRunningAt = (row: CampaignRow, at: Date) =>
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
export const eurCostOf = (amountMinor: bigint, currency: Currency) => {
  const rate = eurMinorIn(1n, currency);
  return (amountMinor + rate - 1n) / rate;
};

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

/** A campaign as an offer, in the viewer's language and currency, with its free spins' game and the viewer's refusal (null: may take it). */
export function offerView(
  row: CampaignRow,
  viewer: { playerId: bigint | null; currency: string; language: Language },
  game: { id: string; name: string; providerId: string; slug: string } | null,
  refusal: Refusal | null,
): BonusOffer {
  const currency = currencyOf(viewer.currency);
  const texts = textsOf(row, viewer.language);
  const money = (eurMinor: bigint | null) =>
    eurMinor === null ? null : formatMinor(eurMinorIn(eurMinor, currency));
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
      viewer.playerId === null ? 'login_required' : refusal === null ? 'eligible' : 'not_eligible',
  };
}

/** A player's bonus in the contract's shape (the list's fields; live balance and progress come from the engine's routes). */
export function playerBonusOf(
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
    bonusBalance: formatMinor(isMoney && instance.status === 'active' ? instance.amountMinor : 0n),
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

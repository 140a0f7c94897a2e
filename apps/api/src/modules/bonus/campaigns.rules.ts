import {
  formatMinor,
  JURISDICTION_PROFILES,
  parseMinor,
  type CampaignInput,
  type JurisdictionProfileName,
} from '@orca/contracts';
import { slotTitleById } from '@orca/games/slots/registry';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { isOpen } from '../games/catalogue.service.ts';
import type { CampaignsDeps } from './campaigns.service.ts';
import { eurMinorOf } from './campaigns.views.ts';

/** Free spins' winnings are a bonus of their own: whatever the profile, they wager at most this many times (issue 13). */
export const FREE_SPIN_WAGERING_MAX = 10;

const required = (kind: string, field: string) =>
  new AppError('campaign_field_required', { params: { kind, field }, data: { field } });

/** The checks a campaign passes before it is stored, against the jurisdiction profile (decision 019). */
export function createCampaignRules(
  catalogue: CampaignsDeps['catalogue'],
  profileName: JurisdictionProfileName,
) {
  const profile = JURISDICTION_PROFILES[profileName];
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
    if (input.kind === 'sports_free_bet' || input.kind === 'sports_boost') {
      const promo = input.sportsPromo;
      if (!promo) throw required(input.kind, 'sportsPromo');
      if (input.kind === 'sports_free_bet' && !((parseMinor(promo.freeBetEur ?? '') ?? 0n) > 0n))
        throw required(input.kind, 'sportsPromo.freeBetEur');
      if (
        input.kind === 'sports_boost' &&
        promo.boostPercent === null &&
        promo.accaBoosts.length === 0
      )
        throw required(input.kind, 'sportsPromo.boostPercent');
      const legs = promo.accaBoosts.map((row) => row.legs);
      if (new Set(legs).size !== legs.length)
        throw new FieldRuleError('validation_error', 'sportsPromo.accaBoosts', 'invalid_value');
      // Odds of 1 or less are no bet at all: a free bet's minimum must ask for a real price.
      if (promo.minOdds !== null && !(Number(promo.minOdds) > 1))
        throw new FieldRuleError('validation_error', 'sportsPromo.minOdds', 'invalid_value');
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
    // A sports free bet's or boost's winnings are cash: there is nothing to wager.
    const isSports = input.kind === 'sports_free_bet' || input.kind === 'sports_boost';
    const wagers =
      !isSports && (input.kind !== 'free_spins' || input.freeSpins?.winsTo === 'bonus');
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
        : isSports
          ? {
              // A boost's worth depends on the bet it meets: only a free bet's stake is counted here.
              eurMinor: parseMinor(input.sportsPromo?.freeBetEur ?? '') ?? 0n,
              field: 'sportsPromo.freeBetEur',
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

  return { validate };
}

import { formatMinor, type TournamentInput } from '@orca/contracts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import type { TournamentsDeps } from './tournaments.service.ts';
import { eurField, prizePoolEurMinor } from './tournaments.views.ts';

/** The caps of the jurisdiction profile that bound a race's prizes (decision 019). */
export interface PrizeCaps {
  profileName: string;
  playerCapEurMinor: bigint;
  raceCapEurMinor: bigint;
}

/**
 * Checks the games exist, and the rest the schema cannot see: a prize's campaign exists, is of
 * the prize's kind (free spins from a free-spins campaign, a bonus from a deposit or manual one)
 * and is active and not over before the race ends, so its grant can be paid; each rank's prize and
 * the cash pool stay within the profile's caps. Returns the minimum bet in EUR cents. Produces
 * validation_error, campaign_not_found, campaign_not_running, grant_over_player_cap, campaign_over_cap.
 */
export async function validatedRace(
  deps: Pick<TournamentsDeps, 'catalogue' | 'bonusPrizes'>,
  caps: PrizeCaps,
  input: TournamentInput,
): Promise<bigint> {
  for (const [i, gameId] of input.gameIds.entries()) {
    try {
      await deps.catalogue.get(gameId);
    } catch {
      throw new FieldRuleError('validation_error', `gameIds.${i}`, 'invalid_value');
    }
  }
  for (const [i, prize] of input.prizes.entries()) {
    if (prize.kind !== 'free_spins') {
      const eurMinor = eurField(prize.amountEur, `prizes.${i}.amountEur`);
      // A bonus of nothing cannot be granted; a cash prize of nothing is a place without a prize.
      if (prize.kind === 'bonus' && eurMinor <= 0n)
        throw new FieldRuleError('validation_error', `prizes.${i}.amountEur`, 'invalid_value');
      if (eurMinor > caps.playerCapEurMinor)
        throw new AppError('grant_over_player_cap', {
          params: {
            value: formatMinor(eurMinor),
            max: formatMinor(caps.playerCapEurMinor),
            profile: caps.profileName,
          },
          data: { field: `prizes.${i}.amountEur` },
        });
    }
    if (prize.kind === 'cash') continue;
    const field = `prizes.${i}.campaignId`;
    const campaign = await deps.bonusPrizes.campaign(BigInt(prize.campaignId), 'en');
    if (!campaign) throw new FieldRuleError('campaign_not_found', field, 'invalid_value');
    if ((campaign.kind === 'free_spins') !== (prize.kind === 'free_spins'))
      throw new FieldRuleError('validation_error', field, 'invalid_value');
    if (
      campaign.status !== 'active' ||
      (campaign.endsAt !== null && campaign.endsAt < new Date(input.endsAt))
    )
      throw new FieldRuleError('campaign_not_running', field, 'invalid_value');
  }
  const pool = prizePoolEurMinor(input.prizes);
  if (pool > caps.raceCapEurMinor)
    throw new AppError('campaign_over_cap', {
      params: {
        value: formatMinor(pool),
        max: formatMinor(caps.raceCapEurMinor),
        profile: caps.profileName,
      },
      data: { field: 'prizes' },
    });
  return eurField(input.minBetEur, 'minBetEur');
}

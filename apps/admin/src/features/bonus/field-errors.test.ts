import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { campaignFieldError } from './field-errors';

describe('campaignFieldError', () => {
  it('puts the profile’s refusal under the field it concerns, and nowhere else', () => {
    const refused = new ApiError(
      'campaign_wagering_over_cap',
      'Wagering of 15× is over the 10× cap of UK Gambling Commission (2026).',
      400,
    );
    expect(campaignFieldError(refused, 'wageringMultiplier')).toBe(
      'Wagering of 15× is over the 10× cap of UK Gambling Commission (2026).',
    );
    expect(campaignFieldError(refused, 'spendDays')).toBeNull();
  });

  it('puts the grant caps’ refusals under their fields: no wagering, a spin the slot would refuse, a budget past the cap', () => {
    const noWagering = new ApiError(
      'campaign_wagering_under_minimum',
      'Bonus money must be wagered at least 1× before it becomes cash.',
      400,
    );
    expect(campaignFieldError(noWagering, 'wageringMultiplier')).toBe(
      'Bonus money must be wagered at least 1× before it becomes cash.',
    );
    const spin = new ApiError(
      'free_spin_bet_outside_game_limits',
      "A free spin must be worth between 0.10 and 100.00 EUR, the game's own bet limits.",
      400,
    );
    expect(campaignFieldError(spin, 'freeSpins.betEur')).toBe(
      "A free spin must be worth between 0.10 and 100.00 EUR, the game's own bet limits.",
    );
    expect(
      campaignFieldError(
        new ApiError('campaign_over_cap', '250000.00 EUR is over the cap.', 400),
        'budgetEur',
      ),
    ).toBe('250000.00 EUR is over the cap.');
  });

  it('reads a validation error’s fields by their path', () => {
    const invalid = new ApiError('validation_error', 'Invalid value', 400, [
      { field: 'contributions.slots', message: 'At most 100' },
    ]);
    expect(campaignFieldError(invalid, 'contributions.slots')).toBe('At most 100');
    expect(campaignFieldError(invalid, 'wageringMultiplier')).toBeNull();
  });

  it('says nothing for a failure that is not the API’s', () => {
    expect(campaignFieldError(new Error('offline'), 'url')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { campaignFieldError } from './field-errors';

describe('campaignFieldError', () => {
  it('puts the profile’s refusal under the field it concerns, and nowhere else', () => {
    const refused = new ApiError('campaign_wagering_over_cap', 'Wagering of 15× is over the 10× cap of UK Gambling Commission (2026).', 400);
    expect(campaignFieldError(refused, 'wageringMultiplier')).toBe('Wagering of 15× is over the 10× cap of UK Gambling Commission (2026).');
    expect(campaignFieldError(refused, 'spendDays')).toBeNull();
  });

  it('reads a validation error’s fields by their path', () => {
    const invalid = new ApiError('validation_error', 'Invalid value', 400, [{ field: 'contributions.slots', message: 'At most 100' }]);
    expect(campaignFieldError(invalid, 'contributions.slots')).toBe('At most 100');
    expect(campaignFieldError(invalid, 'wageringMultiplier')).toBeNull();
  });

  it('says nothing for a failure that is not the API’s', () => {
    expect(campaignFieldError(new Error('offline'), 'url')).toBeNull();
  });
});

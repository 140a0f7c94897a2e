import type { Campaign } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { budgetUsed, nextStatuses } from './campaign-view';

const campaign = (budgetEur: string | null, grantedEur: string) =>
  ({ budgetEur, grantedEur }) as Campaign;

describe('nextStatuses', () => {
  it('offers pause or activate, then end, and nothing once ended', () => {
    expect(nextStatuses('active').map((next) => next.status)).toEqual(['paused', 'ended']);
    expect(nextStatuses('draft').map((next) => next.status)).toEqual(['active', 'ended']);
    expect(nextStatuses('paused').map((next) => next.status)).toEqual(['active', 'ended']);
    expect(nextStatuses('ended')).toEqual([]);
  });
});

describe('budgetUsed', () => {
  it('reads the share of the budget spent, rounded, and the amount when there is no limit', () => {
    expect(budgetUsed(campaign('200', '50'))).toMatch(/^25 % of /);
    expect(budgetUsed(campaign('0', '0'))).toMatch(/^0 % of /);
    expect(budgetUsed(campaign(null, '10'))).toContain('·');
  });
});

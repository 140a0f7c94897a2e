import { describe, expect, it } from 'vitest';
import { FiltersSchema, NO_FILTERS, toQuery } from './transaction-filters';

describe('the transaction filters', () => {
  it('leave empty choices out of the query', () => {
    expect(toQuery(NO_FILTERS)).toEqual({});
    expect(toQuery({ ...NO_FILTERS, type: 'withdraw', date_from: '2026-01-01' })).toEqual({
      type: 'withdraw',
      date_from: '2026-01-01',
    });
  });

  it('refuse an end date before the start date, on the end date', () => {
    const result = FiltersSchema.safeParse({
      ...NO_FILTERS,
      date_from: '2026-02-02',
      date_to: '2026-02-01',
    });
    expect(
      result.success
        ? []
        : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`),
    ).toEqual(['date_to:date_range_invalid']);
  });
});

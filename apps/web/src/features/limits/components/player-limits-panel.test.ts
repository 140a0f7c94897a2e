import { describe, expect, it } from 'vitest';
import { playerLimitFormSchema } from './player-limits-panel';

const state = {
  max: '50000.00',
  limits: [
    {
      kind: 'deposit_week' as const,
      current: null,
      pending: null,
      isPendingRemoval: false,
      pendingFrom: null,
      used: '0.00',
      min: '20.00',
    },
    {
      kind: 'loss_day' as const,
      current: null,
      pending: null,
      isPendingRemoval: false,
      pendingFrom: null,
      used: '0.00',
      min: '10.00',
    },
  ],
};
const keys = (values: { kind: string; isRemoval: boolean; limit: string; password: string }) => {
  const result = playerLimitFormSchema(state).safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the weekly, monthly and loss limit form', () => {
  it("keeps each kind's own minimum and the maximum the API reports", () => {
    expect(
      keys({ kind: 'deposit_week', isRemoval: false, limit: '19.99', password: 'secret1' }),
    ).toEqual(['limit:deposit_limit_too_low']);
    expect(
      keys({ kind: 'loss_day', isRemoval: false, limit: '19.99', password: 'secret1' }),
    ).toEqual([]);
    expect(
      keys({ kind: 'loss_day', isRemoval: false, limit: '9.99', password: 'secret1' }),
    ).toEqual(['limit:loss_limit_too_low']);
    expect(
      keys({ kind: 'deposit_week', isRemoval: false, limit: '50000.01', password: 'secret1' }),
    ).toEqual(['limit:limit_above_maximum']);
    expect(
      keys({ kind: 'deposit_week', isRemoval: false, limit: '-5', password: 'secret1' }),
    ).toEqual(['limit:amount_invalid']);
  });

  it('refuses a kind the API does not know, and needs no amount to remove a limit but always the password', () => {
    expect(
      keys({ kind: 'wager_day', isRemoval: false, limit: '50', password: 'secret1' })[0],
    ).toMatch(/^kind:/);
    expect(keys({ kind: 'loss_day', isRemoval: true, limit: '', password: 'secret1' })).toEqual([]);
    expect(keys({ kind: 'loss_day', isRemoval: true, limit: '', password: 'abc' })).toEqual([
      'password:password_too_short',
    ]);
  });
});

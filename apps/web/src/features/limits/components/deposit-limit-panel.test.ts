import { MESSAGES } from '@orca/contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from '../../../lib/form-errors';
import { limitFormSchema } from './deposit-limit-panel';

const state = {
  current: null,
  pending: null,
  isPendingRemoval: false,
  pendingFrom: null,
  usedToday: '0.00',
  awaitingPayment: '0.00',
  min: '20.00',
  max: '50000.00',
  currency: 'EUR',
};
const keys = (values: { isRemoval: boolean; limit: string; password: string }) => {
  const result = limitFormSchema(state).safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the deposit limit form', () => {
  it('keeps the limit between the minimum and maximum the API reports', () => {
    expect(keys({ isRemoval: false, limit: '19.99', password: 'secret1' })).toEqual([
      'limit:limit_too_low',
    ]);
    expect(keys({ isRemoval: false, limit: '20', password: 'secret1' })).toEqual([]);
    expect(keys({ isRemoval: false, limit: '50000.01', password: 'secret1' })).toEqual([
      'limit:daily_limit_too_high',
    ]);
    expect(keys({ isRemoval: false, limit: 'twenty', password: 'secret1' })).toEqual([
      'limit:amount_invalid',
    ]);
  });

  it("says the limit's own maximum, filled in, not the page size's text", async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: { validation: MESSAGES.en.validation } } },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    const [issue] =
      limitFormSchema(state).safeParse({ isRemoval: false, limit: '50000.01', password: 'secret1' })
        .error?.issues ?? [];
    expect(fieldMessage(i18n.getFixedT('en'), issue?.message, { max: '€50,000.00' })).toBe(
      'The daily limit must be at most €50,000.00',
    );
  });

  it('needs no amount to remove the limit, but always the password', () => {
    expect(keys({ isRemoval: true, limit: '', password: 'secret1' })).toEqual([]);
    expect(keys({ isRemoval: true, limit: '', password: 'abc' })).toEqual([
      'password:password_too_short',
    ]);
  });
});

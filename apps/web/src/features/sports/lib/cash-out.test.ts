import { describe, expect, it } from 'vitest';
import { canCashOut, checkPartAmount, offerSecondsLeft } from './cash-out';

describe('the cash-out offer countdown', () => {
  const expiresAt = '2026-01-01T12:00:15.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts whole seconds left, rounded up', () => {
    expect(offerSecondsLeft(expiresAt, at('2026-01-01T12:00:00.000Z'))).toBe(15);
    expect(offerSecondsLeft(expiresAt, at('2026-01-01T12:00:14.200Z'))).toBe(1);
  });

  it('is 0 once the offer has run out, never negative', () => {
    expect(offerSecondsLeft(expiresAt, at('2026-01-01T12:00:15.000Z'))).toBe(0);
    expect(offerSecondsLeft(expiresAt, at('2026-01-01T12:05:00.000Z'))).toBe(0);
  });

  it('treats an unreadable time as run out', () => {
    expect(offerSecondsLeft('not a date', 0)).toBe(0);
  });
});

describe('the part of an offer the player cashes out', () => {
  it('takes an amount up to the offer, in the API’s form', () => {
    expect(checkPartAmount('2.5', '9.41')).toEqual({ ok: true, amount: '2.50' });
    expect(checkPartAmount(' 3,25 ', '9.41')).toEqual({ ok: true, amount: '3.25' });
    expect(checkPartAmount('9.41', '9.41')).toEqual({ ok: true, amount: '9.41' });
    expect(checkPartAmount('4', '9.41')).toEqual({ ok: true, amount: '4.00' });
  });

  it('refuses more than the offer', () => {
    expect(checkPartAmount('9.42', '9.41')).toEqual({ ok: false, reason: 'above_offer' });
  });

  it('refuses zero, blanks, negatives and a third decimal', () => {
    expect(checkPartAmount('0', '9.41')).toEqual({ ok: false, reason: 'zero' });
    expect(checkPartAmount('0.00', '9.41')).toEqual({ ok: false, reason: 'zero' });
    expect(checkPartAmount('', '9.41')).toEqual({ ok: false, reason: 'format' });
    expect(checkPartAmount('-1', '9.41')).toEqual({ ok: false, reason: 'format' });
    expect(checkPartAmount('1.005', '9.41')).toEqual({ ok: false, reason: 'format' });
    expect(checkPartAmount('1e2', '9.41')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('which bets offer a cash-out', () => {
  it('open singles and multiples, not system bets or settled bets', () => {
    expect(canCashOut({ status: 'open', type: 'single' })).toBe(true);
    expect(canCashOut({ status: 'open', type: 'multiple' })).toBe(true);
    expect(canCashOut({ status: 'open', type: 'system' })).toBe(false);
    expect(canCashOut({ status: 'won', type: 'single' })).toBe(false);
    expect(canCashOut({ status: 'cashed_out', type: 'single' })).toBe(false);
  });
});

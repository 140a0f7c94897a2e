import { describe, expect, it } from 'vitest';
import {
  canCashOut,
  checkPartAmount,
  checkThreshold,
  offerSecondsLeft,
  shareAmount,
} from './cash-out';

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
  it('open singles, multiples and system bets, not a builder or settled bets', () => {
    expect(canCashOut({ status: 'open', type: 'single' })).toBe(true);
    expect(canCashOut({ status: 'open', type: 'multiple' })).toBe(true);
    expect(canCashOut({ status: 'open', type: 'system' })).toBe(true);
    expect(canCashOut({ status: 'open', type: 'builder' })).toBe(false);
    expect(canCashOut({ status: 'won', type: 'single' })).toBe(false);
    expect(canCashOut({ status: 'cashed_out', type: 'single' })).toBe(false);
  });
});

describe('a share of an offer', () => {
  it('pays the share rounded down to the cent, as the API does', () => {
    expect(shareAmount('9.41', '0.5')).toBe('4.70');
    expect(shareAmount('9.41', '0.25')).toBe('2.35');
    expect(shareAmount('9.41', '0.75')).toBe('7.05');
    expect(shareAmount('0.01', '0.5')).toBe('0.00');
  });

  it('knows no share outside (0, 1) or an unreadable offer', () => {
    expect(shareAmount('9.41', '1')).toBeNull();
    expect(shareAmount('9.41', '1.5')).toBeNull();
    expect(shareAmount('abc', '0.5')).toBeNull();
  });
});

describe('an automatic cash-out threshold', () => {
  it('takes an amount up to the potential return, in the API’s form', () => {
    expect(checkThreshold('12', '18.80')).toEqual({ ok: true, threshold: '12.00' });
    expect(checkThreshold('18,8', '18.80')).toEqual({ ok: true, threshold: '18.80' });
  });

  it('refuses zero, a malformed amount and more than the potential return', () => {
    expect(checkThreshold('0.00', '18.80')).toEqual({ ok: false, reason: 'zero' });
    expect(checkThreshold('-2', '18.80')).toEqual({ ok: false, reason: 'format' });
    expect(checkThreshold('', '18.80')).toEqual({ ok: false, reason: 'format' });
    expect(checkThreshold('18.81', '18.80')).toEqual({ ok: false, reason: 'above_return' });
  });
});

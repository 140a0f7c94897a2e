import type { SportsPromo } from '@orca/contracts';
import { formatOdds } from '@orca/games/sports/odds-format';
import { parseDecimal } from '@orca/games/sports/rational';
import { describe, expect, it } from 'vitest';
import { promoBlocker, promoOdds, promoReturn } from './slip-promos';

const promo = (over: Partial<SportsPromo>): SportsPromo => ({
  id: '1',
  kind: 'boost',
  title: 'Boost',
  currency: 'EUR',
  amount: null,
  boostPercent: null,
  accaBoosts: [],
  minOdds: null,
  expiresAt: '2030-01-01T00:00:00.000Z',
  ...over,
});

describe('the slip with a free bet or boost', () => {
  it('boosts 3.175 by 20 % to 3.61 and returns 36.10 on 10.00, as the API settles it', () => {
    const boost = promo({ boostPercent: 20 });
    const odds = parseDecimal('3.175');
    expect(formatOdds(promoOdds(boost, 1, odds), 'decimal')).toBe('3.61');
    expect(promoReturn(boost, '10.00', 1, odds)).toBe('36.10');
  });

  it('keeps a free bet stake back from its return', () => {
    const free = promo({ kind: 'free_bet', amount: '10.00' });
    expect(promoReturn(free, '10.00', 1, parseDecimal('2.50'))).toBe('15.00');
    expect(promoReturn(free, '', 1, parseDecimal('2.50'))).toBeNull();
  });

  it('takes the acca row for the legs and says why an offer does not fit', () => {
    const acca = promo({
      accaBoosts: [
        { legs: 3, percent: 5 },
        { legs: 5, percent: 10 },
      ],
    });
    const odds = parseDecimal('8');
    expect(promoReturn(acca, '2.00', 3, odds)).toBe('16.70');
    expect(promoBlocker(acca, { tab: 'multiple', legs: 2, odds })).toBe('no_boost');
    expect(promoBlocker(acca, { tab: 'multiple', legs: 3, odds })).toBeNull();
    expect(promoBlocker(acca, { tab: 'system', legs: 3, odds })).toBe('system');
    expect(promoBlocker(acca, { tab: 'single', legs: 3, odds })).toBe('singles');
    const high = promo({ kind: 'free_bet', amount: '5.00', minOdds: '2.00' });
    expect(promoBlocker(high, { tab: 'single', legs: 1, odds: parseDecimal('1.50') })).toBe(
      'min_odds',
    );
  });
});

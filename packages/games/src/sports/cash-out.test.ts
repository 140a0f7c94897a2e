import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boostedOdds,
  cloudbetCashOutMinor,
  fairCashOutMinor,
  remainingStakeMinor,
} from './cash-out.ts';
import { parseDecimal, rational } from './rational.ts';

const d = parseDecimal;
const odds = (...texts: string[]) => texts.map(parseDecimal);

// Cloudbet's worked examples (cloudbet/wiki, content/en/docs/sports/cashouts.md) are quoted to three decimals,
// so they are checked with amounts in thousandths of a euro as well as in cents.
describe('Cloudbet cash-out: R − Σ R / againstOdds', () => {
  it('full: €10 at 1.40 (R = 14), now 1.38 / 4.68 / 8.81, offers 9.419', () => {
    expect(cloudbetCashOutMinor(14_000n, odds('4.68', '8.81'))).toBe(9_419n);
    expect(cloudbetCashOutMinor(1_400n, odds('4.68', '8.81'))).toBe(941n);
  });

  it('partial: €8 of R at 1.20 / 6.02 / 18.1 offers 6.229 and leaves a stake of 10 × 6/14 = 4.286', () => {
    expect(cloudbetCashOutMinor(8_000n, odds('6.02', '18.1'))).toBe(6_229n);
    expect(remainingStakeMinor(10_000n, 14_000n, 8_000n)).toBe(4_286n);
    expect(cloudbetCashOutMinor(800n, odds('6.02', '18.1'))).toBe(622n);
    expect(remainingStakeMinor(1_000n, 1_400n, 800n)).toBe(429n);
  });

  it('partial, later: the remaining 6 at 1.82 / 3.51 / 4.23 offers 2.872', () => {
    expect(cloudbetCashOutMinor(6_000n, odds('3.51', '4.23'))).toBe(2_872n);
  });

  it('refuses an offer of zero or less', () => {
    expect(cloudbetCashOutMinor(1_400n, odds('1.5', '1.5', '3'))).toBeNull();
    expect(cloudbetCashOutMinor(1_400n, odds('2', '2'))).toBeNull();
    expect(cloudbetCashOutMinor(0n, odds('4.68'))).toBeNull();
    expect(() => remainingStakeMinor(1_000n, 1_400n, 1_500n)).toThrow(RangeError);
  });
});

describe('fair cash-out: potential return × Π p(open legs) × (1 − margin), capped', () => {
  const bet = {
    potentialReturnMinor: 10_000n,
    openLegProbabilities: odds('0.5', '0.8'),
    margin: d('0.05'),
    maxPayoutMinor: 1_000_000n,
  };

  it('prices the open legs at their fair probability less the margin', () => {
    expect(fairCashOutMinor(bet)).toBe(3_800n);
    expect(fairCashOutMinor({ ...bet, openLegProbabilities: [rational(1n, 3n)] })).toBe(3_166n);
  });

  it('caps the offer at the maximum payout', () => {
    expect(fairCashOutMinor({ ...bet, maxPayoutMinor: 2_500n })).toBe(2_500n);
  });

  it('makes no offer for a lost or settled bet, or one worth less than a minor unit', () => {
    expect(fairCashOutMinor({ ...bet, potentialReturnMinor: 0n })).toBeNull();
    expect(fairCashOutMinor({ ...bet, openLegProbabilities: [] })).toBeNull();
    expect(fairCashOutMinor({ ...bet, openLegProbabilities: odds('0.0001') })).toBeNull();
    expect(() => fairCashOutMinor({ ...bet, margin: d('1') })).toThrow(RangeError);
    expect(() => fairCashOutMinor({ ...bet, openLegProbabilities: odds('1.2') })).toThrow(
      RangeError,
    );
  });

  it('never offers more than the potential return', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 999 }),
        (potentialReturnMinor, permille, margin) => {
          const offer = fairCashOutMinor({
            potentialReturnMinor,
            openLegProbabilities: permille.map((p) => rational(BigInt(p), 1000n)),
            margin: rational(BigInt(margin), 1000n),
            maxPayoutMinor: 10n ** 15n,
          });
          return offer === null || (offer > 0n && offer <= potentialReturnMinor);
        },
      ),
    );
  });
});

describe('profit boost', () => {
  it('boosts the winnings, not the stake: 3.175 boosted by 0.2 is 3.61 (unzippedtv)', () => {
    expect(boostedOdds(d('3.175'), d('0.2'))).toEqual(d('3.61'));
    expect(boostedOdds(d('2'), d('0'))).toEqual(d('2'));
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boostedOdds,
  cloudbetCashOutMinor,
  fairCashOutMinor,
  remainingStakeMinor,
  remainingUnitStakeMinor,
  systemFairCashOutMinor,
} from './cash-out.ts';
import { parseDecimal, rational, type Rational } from './rational.ts';
import type { Leg, LegSettlement } from './settlement.ts';
import { NAMED_SYSTEMS, systemReturnMinor } from './system-bets.ts';

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

describe('system bet cash-out: Σ lines (line return × Π p of its open legs), less the margin, capped', () => {
  const WON: LegSettlement = { result: 1 };
  const LOST: LegSettlement = { result: 0 };
  const VOID: LegSettlement = { result: 0, voidFactor: 1 };
  const leg = (text: string, settlement: LegSettlement | null = null): Leg => ({
    odds: d(text),
    settlement,
  });
  const half = rational(1n, 2n);
  const base = {
    unitStakeMinor: 100n,
    system: NAMED_SYSTEMS.trixie,
    margin: d('0.05'),
    maxPayoutMinor: 10n ** 12n,
  };

  it('values a Trixie of three open legs line by line: £1 at 2.0 each, every leg 1/2, offers 0.95 × (3 × 4 × ¼ + 8 × ⅛)', () => {
    // Three doubles return 4.00 each at chance 1/4, the treble 8.00 at 1/8: 3.00 + 1.00 = 4.00 fair, 3.80 offered.
    const legs = [leg('2'), leg('2'), leg('2')];
    expect(systemFairCashOutMinor({ ...base, legs, chances: [half, half, half] })).toBe(380n);
    expect(
      systemFairCashOutMinor({ ...base, legs, chances: [half, half, half], margin: d('0') }),
    ).toBe(400n);
  });

  it('counts a lost line as nothing, a won leg at its odds, and a void leg as 1', () => {
    // Leg 0 lost: only the double of legs 1 and 2 stands, 4.00 at 1/4 → 1.00 fair.
    expect(
      systemFairCashOutMinor({
        ...base,
        legs: [leg('2', LOST), leg('2'), leg('2')],
        chances: [null, half, half],
        margin: d('0'),
      }),
    ).toBe(100n);
    // Leg 0 won: doubles 0-1 and 0-2 are 4.00 at 1/2, 1-2 is 4.00 at 1/4, the treble 8.00 at 1/4 → 2 + 2 + 1 + 2.
    expect(
      systemFairCashOutMinor({
        ...base,
        legs: [leg('2', WON), leg('2'), leg('2')],
        chances: [null, half, half],
        margin: d('0'),
      }),
    ).toBe(700n);
    // Leg 0 void: doubles 0-1 and 0-2 are singles at 2.00 (×1/2), 1-2 is 4.00 at 1/4, the treble a double 4.00
    // at 1/4 → 1 + 1 + 1 + 1.
    expect(
      systemFairCashOutMinor({
        ...base,
        legs: [leg('2', VOID), leg('2'), leg('2')],
        chances: [null, half, half],
        margin: d('0'),
      }),
    ).toBe(400n);
  });

  it('offers for a system of one line what the accumulator is offered', () => {
    const legs = [leg('1.85'), leg('2.4'), leg('3.1', WON)];
    const chances: (Rational | null)[] = [d('0.52'), rational(1n, 3n), null];
    const accumulator = fairCashOutMinor({
      potentialReturnMinor: systemReturnMinor(1_000n, legs, { sizes: [3] }),
      openLegProbabilities: [d('0.52'), rational(1n, 3n)],
      margin: d('0.05'),
      maxPayoutMinor: 10n ** 12n,
    });
    expect(
      systemFairCashOutMinor({
        ...base,
        unitStakeMinor: 1_000n,
        system: { sizes: [3] },
        legs,
        chances,
      }),
    ).toBe(accumulator);
  });

  it('makes no offer once no line rides on an open leg, and caps at the maximum payout', () => {
    // Two legs lost in a Trixie: every line has lost.
    expect(
      systemFairCashOutMinor({
        ...base,
        legs: [leg('2', LOST), leg('2', LOST), leg('2')],
        chances: [null, null, half],
      }),
    ).toBeNull();
    expect(
      systemFairCashOutMinor({
        ...base,
        legs: [leg('2'), leg('2'), leg('2')],
        chances: [half, half, half],
        maxPayoutMinor: 250n,
      }),
    ).toBe(250n);
    expect(() =>
      systemFairCashOutMinor({
        ...base,
        legs: [leg('2'), leg('2'), leg('2')],
        chances: [half, null, half],
      }),
    ).toThrow(RangeError);
  });

  it('never offers more than the potential return with the open legs at their odds', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            odds: fc.integer({ min: 101, max: 1_000 }),
            permille: fc.integer({ min: 0, max: 1_000 }),
            state: fc.constantFrom('open', 'won', 'lost', 'void'),
          }),
          { minLength: 3, maxLength: 6 },
        ),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (picked, unitStakeMinor) => {
          const settlements = { open: null, won: WON, lost: LOST, void: VOID } as const;
          const legs = picked.map((p) => ({
            odds: rational(BigInt(p.odds), 100n),
            settlement: settlements[p.state],
          }));
          const system = { sizes: [2, 3] };
          const offer = systemFairCashOutMinor({
            ...base,
            unitStakeMinor,
            system,
            legs,
            chances: picked.map((p) =>
              p.state === 'open' ? rational(BigInt(p.permille), 1_000n) : null,
            ),
          });
          return (
            offer === null ||
            (offer > 0n && offer <= systemReturnMinor(unitStakeMinor, legs, system))
          );
        },
      ),
    );
  });

  it('leaves every line a smaller unit stake after a part, the part cashed out rounded down', () => {
    expect(remainingUnitStakeMinor(100n, half)).toBe(50n);
    expect(remainingUnitStakeMinor(101n, half)).toBe(51n);
    expect(remainingUnitStakeMinor(100n, rational(1n))).toBe(0n);
    expect(() => remainingUnitStakeMinor(100n, rational(0n))).toThrow(RangeError);
  });
});

describe('profit boost', () => {
  it('boosts the winnings, not the stake: 3.175 boosted by 0.2 is 3.61 (unzippedtv)', () => {
    expect(boostedOdds(d('3.175'), d('0.2'))).toEqual(d('3.61'));
    expect(boostedOdds(d('2'), d('0'))).toEqual(d('2'));
  });
});

import { boostPercentFor } from '@orca/contracts';
import { parseDecimal } from '@orca/games/sports/rational';
import { describe, expect, it } from 'vitest';
import { boostedReturnMinor, decimalText, promoStateOf } from './bet-math.ts';
import type { SportBetLegRow, SportBetRow } from './sports.repository.ts';

/*
 * The arithmetic of free bets and boosts (issue 24), against the research file's golden value: odds 3.175 with a
 * 0.2 profit boost are (3.175 − 1)(1 + 0.2) + 1 = 3.61.
 */

const MAX = 25_000_000n;

function leg(odds: string, result: 0 | 1 | null, voidFactor: string | null = null): SportBetLegRow {
  return {
    betId: 1n,
    legNo: 1,
    eventId: 'orca:match:1',
    marketId: 1,
    specifiers: '',
    outcomeId: 1,
    odds,
    result,
    voidFactor,
    deadHeatFactor: null,
    cancelled: 0,
    scoreAtBet: '0:0',
  };
}

function bet(over: Partial<SportBetRow>): SportBetRow {
  return {
    stakeMinor: 1000n,
    unitStakeMinor: null,
    systemSizes: null,
    systemBankers: null,
    isFreeBet: false,
    boostPercent: null,
    boostAcca: null,
    currency: 'EUR',
    ...over,
  } as SportBetRow;
}

describe('profit boost', () => {
  it('turns 3.175 boosted by 20 % into 3.61: 10.00 returns 36.10', () => {
    expect(boostedReturnMinor(1000n, parseDecimal('3.175'), 20, MAX)).toBe(3610n);
    expect(boostedReturnMinor(100n, parseDecimal('3.175'), 20, MAX)).toBe(361n);
    // No boost, and odds with no profit, are the plain return.
    expect(boostedReturnMinor(1000n, parseDecimal('3.175'), 0, MAX)).toBe(3175n);
    expect(boostedReturnMinor(1000n, parseDecimal('0.5'), 20, MAX)).toBe(500n);
  });

  it('stops at the maximum payout, never below the unboosted return', () => {
    expect(boostedReturnMinor(1000n, parseDecimal('3.175'), 20, 3500n)).toBe(3500n);
    expect(boostedReturnMinor(1000n, parseDecimal('3.175'), 20, 3000n)).toBe(3175n);
  });

  it('takes the accumulator row for the legs reached, or the flat boost when larger', () => {
    const acca = [
      { legs: 3, percent: 5 },
      { legs: 5, percent: 10 },
    ];
    expect(boostPercentFor({ boostPercent: null, accaBoosts: acca }, 2)).toBe(0);
    expect(boostPercentFor({ boostPercent: null, accaBoosts: acca }, 3)).toBe(5);
    expect(boostPercentFor({ boostPercent: null, accaBoosts: acca }, 4)).toBe(5);
    expect(boostPercentFor({ boostPercent: null, accaBoosts: acca }, 7)).toBe(10);
    expect(boostPercentFor({ boostPercent: 8, accaBoosts: acca }, 3)).toBe(8);
  });
});

describe('a bet with a free bet or boost, settled', () => {
  it('pays a free bet the return less the stake, nothing on a loss, and nothing but the token on a void', () => {
    const free = bet({ isFreeBet: true });
    expect(promoStateOf(free, [leg('3.175', 1)])).toMatchObject({
      status: 'won',
      returnMinor: 2175n,
      promoFundedMinor: 1000n,
    });
    expect(promoStateOf(free, [leg('3.175', 0)])).toMatchObject({
      status: 'lost',
      returnMinor: 0n,
      promoFundedMinor: 1000n,
    });
    expect(promoStateOf(free, [leg('3.175', 0, '1')])).toMatchObject({
      status: 'void',
      returnMinor: 0n,
      promoFundedMinor: 0n,
    });
    // Open: the stake is the promotions account's while the bet stands.
    expect(promoStateOf(free, [leg('3.175', null)])).toMatchObject({
      isFinal: false,
      returnMinor: 0n,
      promoFundedMinor: 1000n,
    });
    // A half-lost leg returns less than the stake: nothing for the player.
    expect(promoStateOf(free, [leg('1.80', 0, '0.5')]).returnMinor).toBe(0n);
  });

  it('pays a boost the boosted return with the extra from promotions, and lowers an acca boost by a void leg', () => {
    const boosted = bet({ boostPercent: 20 });
    const won = promoStateOf(boosted, [leg('3.175', 1)]);
    expect(won).toMatchObject({ returnMinor: 3610n, promoFundedMinor: 435n });
    expect(decimalText(won.boostedOdds!)).toBe('3.61');
    expect(promoStateOf(boosted, [leg('3.175', 0)])).toMatchObject({
      returnMinor: 0n,
      promoFundedMinor: 0n,
    });
    const acca = bet({
      stakeMinor: 200n,
      boostAcca: [
        { legs: 3, percent: 5 },
        { legs: 5, percent: 10 },
      ],
    });
    const three = [leg('2.00', 1), leg('2.00', 1), leg('2.00', 1)];
    // 2.00 on 8.00: 16.00, profit 14.00 boosted 5 % → 16.70.
    expect(promoStateOf(acca, three)).toMatchObject({ returnMinor: 1670n, promoFundedMinor: 70n });
    const oneVoid = [leg('2.00', 1), leg('2.00', 1), leg('2.00', 0, '1')];
    expect(promoStateOf(acca, oneVoid)).toMatchObject({ returnMinor: 800n, promoFundedMinor: 0n });
  });
});

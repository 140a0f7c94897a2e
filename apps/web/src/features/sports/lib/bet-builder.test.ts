import { PlaceSportsBetSchema, SportsBuilderQuoteRequestSchema } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import {
  builderBet,
  builderLineBlocker,
  builderQuoteRequest,
  builderRefusalOf,
  isBuilderOutcome,
  toggleBuilderPick,
} from './bet-builder';
import type { SlipSelection } from './bet-slip';

const pick = (
  marketId: number,
  specifiers: string,
  outcomeId: number,
  odds = '2.00',
): SlipSelection => ({
  eventId: 'vf:match:1',
  eventName: 'Ajax v PSV',
  home: 'Ajax',
  away: 'PSV',
  marketId,
  specifiers,
  outcomeId,
  odds,
  newOdds: null,
  isLive: false,
});

const homeWin = pick(1, '', 1);
const draw = pick(1, '', 2);
const over25 = pick(18, 'total=2.5', 12);
const btts = pick(29, '', 74);

describe('bet builder eligibility', () => {
  it('takes the markets the pricing reads from the final score, half lines only', () => {
    expect(isBuilderOutcome(1, '', 1)).toBe(true);
    expect(isBuilderOutcome(10, '', 9)).toBe(true);
    expect(isBuilderOutcome(18, 'total=2.5', 13)).toBe(true);
    expect(isBuilderOutcome(16, 'hcp=-0.5', 1714)).toBe(true);
    expect(isBuilderOutcome(29, '', 76)).toBe(true);
    expect(isBuilderOutcome(41, 'score=0:0', 114)).toBe(true);
    // A whole line can push (2 goals on total 2): the joint price has no meaning for it.
    expect(isBuilderOutcome(18, 'total=2', 12)).toBe(false);
    expect(isBuilderOutcome(16, 'hcp=-1', 1714)).toBe(false);
    // A quarter line is half a push.
    expect(isBuilderOutcome(18, 'total=2.25', 12)).toBe(false);
  });

  it('says why a line is not pickable: another market, or a line that can push', () => {
    expect(builderLineBlocker(1, '', [1, 2, 3])).toBeNull();
    expect(builderLineBlocker(18, 'total=3.5', [12, 13])).toBeNull();
    expect(builderLineBlocker(18, 'total=3', [12, 13])).toBe('line');
    expect(builderLineBlocker(8, 'goalnr=1', [6, 7, 8])).toBe('market');
    expect(builderLineBlocker(219, '', [4, 5])).toBe('market');
    // Malformed specifiers are not the builder's to price.
    expect(builderLineBlocker(18, 'total=x', [12, 13])).toBe('line');
  });
});

describe('toggleBuilderPick', () => {
  it('adds a new line, and a second click on a pick takes it out', () => {
    const added = toggleBuilderPick([homeWin], over25);
    expect(added).toEqual({ picks: [homeWin, over25], isFull: false });
    expect(toggleBuilderPick(added.picks, homeWin).picks).toEqual([over25]);
  });

  it('keeps one selection per line: another outcome of a picked line takes its place', () => {
    const { picks } = toggleBuilderPick([homeWin, over25], draw);
    expect(picks).toEqual([draw, over25]);
    // Another total line is another line.
    const over35 = pick(18, 'total=3.5', 12);
    expect(toggleBuilderPick(picks, over35).picks).toHaveLength(3);
  });

  it('refuses a pick beyond the maximum and says so', () => {
    const full = [homeWin, over25, btts];
    expect(toggleBuilderPick(full, pick(10, '', 9), 3)).toEqual({ picks: full, isFull: true });
    // Replacing within a full builder is still allowed.
    expect(toggleBuilderPick(full, draw, 3)).toEqual({
      picks: [draw, over25, btts],
      isFull: false,
    });
  });
});

describe('builderQuoteRequest', () => {
  it('asks nothing for fewer than two picks, and the contract accepts what it asks', () => {
    expect(builderQuoteRequest('vf:match:1', [homeWin])).toBeNull();
    const request = builderQuoteRequest('vf:match:1', [homeWin, over25]);
    expect(request).toEqual({
      eventId: 'vf:match:1',
      selections: [
        { marketId: 1, specifiers: '', outcomeId: 1 },
        { marketId: 18, specifiers: 'total=2.5', outcomeId: 12 },
      ],
    });
    expect(SportsBuilderQuoteRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('builderRefusalOf', () => {
  it('names the offending pick of a builder_selection_invalid', () => {
    expect(
      builderRefusalOf({
        resultCode: 'builder_selection_invalid',
        message: 'This selection cannot be part of a bet builder',
        data: { selection: 1 },
      }),
    ).toEqual({
      resultCode: 'builder_selection_invalid',
      message: 'This selection cannot be part of a bet builder',
      selection: 1,
      newOdds: null,
    });
  });

  it('reads the new joint price of an odds_changed, and no price from another refusal', () => {
    expect(
      builderRefusalOf({
        resultCode: 'odds_changed',
        message: 'The odds changed to 3.40',
        data: { field: 'builderOdds', odds: '3.40' },
      }).newOdds,
    ).toBe('3.40');
    const contradiction = builderRefusalOf({
      resultCode: 'builder_contradiction',
      message: 'These selections cannot all win together.',
      data: null,
    });
    expect(contradiction.newOdds).toBeNull();
    expect(contradiction.selection).toBeNull();
  });
});

describe('builderBet', () => {
  it('places the quoted joint price with each leg at its line’s latest price, as the contract takes it', () => {
    const bet = builderBet({
      picks: [homeWin, { ...over25, newOdds: '1.90' }],
      stake: '5.00',
      odds: '3.55',
      oddsChange: 'none',
      idempotencyKey: 'builder-key-1',
    });
    expect(bet).toMatchObject({ type: 'builder', builderOdds: '3.55', stake: '5.00' });
    expect(bet.selections.map((s) => s.odds)).toEqual(['2.00', '1.90']);
    expect(PlaceSportsBetSchema.safeParse(bet).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { betNames, type Translate } from './live-bet-names';

// Spells the key and its values, so each case shows which text and which numbers it asked for.
const t: Translate = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe('betNames', () => {
  it('names each roulette bet by its kind with the numbers, row, dozen or column it covers', () => {
    expect(
      betNames(
        {
          kind: 'roulette',
          bets: [
            { bet: { kind: 'straight', number: 17 }, amount: '1.00' },
            { bet: { kind: 'split', numbers: [17, 20] }, amount: '2.00' },
            { bet: { kind: 'corner', numbers: [1, 2, 4, 5] }, amount: '3.00' },
            { bet: { kind: 'six-line', row: 4 }, amount: '4.00' },
            { bet: { kind: 'dozen', dozen: 2 }, amount: '5.00' },
            { bet: { kind: 'column', column: 3 }, amount: '6.00' },
            { bet: { kind: 'red' }, amount: '7.00' },
          ],
        },
        t,
      ),
    ).toEqual([
      { name: 'play.outcome.live.bets.roulette.straight {"number":17}', amount: '1.00' },
      { name: 'play.outcome.live.bets.roulette.split {"numbers":"17/20"}', amount: '2.00' },
      { name: 'play.outcome.live.bets.roulette.corner {"numbers":"1/2/4/5"}', amount: '3.00' },
      { name: 'play.outcome.live.bets.roulette.six-line {"row":4}', amount: '4.00' },
      { name: 'play.outcome.live.bets.roulette.dozen {"dozen":2}', amount: '5.00' },
      { name: 'play.outcome.live.bets.roulette.column {"column":3}', amount: '6.00' },
      { name: 'play.outcome.live.bets.roulette.red', amount: '7.00' },
    ]);
  });

  it('keeps the order the seat placed its bets in, which is the order of its returns', () => {
    expect(
      betNames(
        {
          kind: 'baccarat',
          bets: [
            { kind: 'tie', amount: '1.00' },
            { kind: 'player', amount: '5.00' },
          ],
        },
        t,
      ).map((bet) => bet.name),
    ).toEqual(['play.outcome.live.bets.baccarat.tie', 'play.outcome.live.bets.baccarat.player']);
  });

  it('names a wheel bet by its number, a dice show bet by its total and a blackjack seat by its one stake', () => {
    expect(betNames({ kind: 'money_wheel', bets: [{ number: 10, amount: '2.50' }] }, t)).toEqual([
      { name: 'play.outcome.live.bets.wheel {"number":10}', amount: '2.50' },
    ]);
    expect(
      betNames(
        {
          kind: 'dice_show',
          bets: [
            { total: 11, amount: '1.00' },
            { total: 3, amount: '0.50' },
          ],
        },
        t,
      ),
    ).toEqual([
      { name: 'play.outcome.live.bets.dice {"total":11}', amount: '1.00' },
      { name: 'play.outcome.live.bets.dice {"total":3}', amount: '0.50' },
    ]);
    expect(betNames({ kind: 'blackjack', amount: '20.00' }, t)).toEqual([
      { name: 'play.outcome.live.bets.blackjack', amount: '20.00' },
    ]);
  });
});

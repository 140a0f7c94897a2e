import type { LiveBets } from '@orca/contracts';

/** i18next's `t` as the bet names use it, so a test can pass its own. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Each bet of the seat in words, in the order the seat placed them (the order of `returns`). */
export function betNames(bets: LiveBets, t: Translate): { name: string; amount: string }[] {
  switch (bets.kind) {
    // Multiplier roulette's bets are roulette's and read the same.
    case 'roulette':
    case 'multiplier_roulette':
      return bets.bets.map(({ bet, amount }) => {
        const key = `play.outcome.live.bets.roulette.${bet.kind}`;
        switch (bet.kind) {
          case 'straight':
            return { name: t(key, { number: bet.number }), amount };
          case 'split':
          case 'corner':
            return { name: t(key, { numbers: bet.numbers.join('/') }), amount };
          case 'street':
          case 'six-line':
            return { name: t(key, { row: bet.row }), amount };
          case 'dozen':
            return { name: t(key, { dozen: bet.dozen }), amount };
          case 'column':
            return { name: t(key, { column: bet.column }), amount };
          default:
            return { name: t(key), amount };
        }
      });
    case 'baccarat':
      return bets.bets.map((bet) => ({
        name: t(`play.outcome.live.bets.baccarat.${bet.kind}`),
        amount: bet.amount,
      }));
    case 'money_wheel':
      return bets.bets.map((bet) => ({
        name: t('play.outcome.live.bets.wheel', { number: bet.number }),
        amount: bet.amount,
      }));
    case 'dice_show':
      return bets.bets.map((bet) => ({
        name: t('play.outcome.live.bets.dice', { total: bet.total }),
        amount: bet.amount,
      }));
    case 'blackjack':
      return [{ name: t('play.outcome.live.bets.blackjack'), amount: bets.amount }];
  }
}

import type { BACCARAT_BET_KINDS_LIST, LiveBets } from '@orca/contracts';
import type { BaccaratResult } from './baccarat-deal';

export type BaccaratKind = (typeof BACCARAT_BET_KINDS_LIST)[number];

/** What each spot pays, as the felt prints it (the engine's BACCARAT_WIN_MULTIPLIERS less the stake). */
export const BACCARAT_ODDS: Readonly<Record<BaccaratKind, string>> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  'player-pair': '11:1',
  'banker-pair': '11:1',
};

/** How a spot did on a hand: Player and Banker bets are returned on a tie. */
export function spotOutcome(
  kind: BaccaratKind,
  result: Pick<BaccaratResult, 'winner' | 'isPlayerPair' | 'isBankerPair'>,
): 'win' | 'push' | 'loss' {
  switch (kind) {
    case 'player':
    case 'banker':
      return result.winner === kind ? 'win' : result.winner === 'tie' ? 'push' : 'loss';
    case 'tie':
      return result.winner === 'tie' ? 'win' : 'loss';
    case 'player-pair':
      return result.isPlayerPair ? 'win' : 'loss';
    case 'banker-pair':
      return result.isBankerPair ? 'win' : 'loss';
  }
}

/** A seat's baccarat bets as spot → amount (major units); empty for another table's bets. */
export function betsBySpot(bets: LiveBets | undefined): { kind: BaccaratKind; amount: string }[] {
  return bets?.kind === 'baccarat' ? bets.bets : [];
}

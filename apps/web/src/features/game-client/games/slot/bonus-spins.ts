import type { FreeSpinsState } from '@orca/contracts';
import { api } from '../../../../lib/api-client';
import { gameSessionHeaders } from '../../api/game-session';

export type { FreeSpinsState };

/** The free spins (a bonus's, not the slot's own feature) the player may play on this slot now. Produces game_session_invalid. */
export async function getBonusSpins(sessionToken: string): Promise<FreeSpinsState | null> {
  const answer = await api<{ freeSpins: FreeSpinsState | null }>(
    'GET',
    '/play/slot/free-spins',
    undefined,
    gameSessionHeaders(sessionToken),
  );
  return answer.freeSpins;
}

/** What the player is told once a free-spins bonus's last spin is played: where its winnings went. */
export interface BonusSpinsOutcome {
  winsTo: FreeSpinsState['winsTo'];
  winnings: string;
  wageringMultiplier: number;
  /** Free spins still waiting on this game in other free-spins bonuses. */
  leftOnGame: number;
}

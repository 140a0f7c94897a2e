import { api } from '../../../lib/api-client';

/** Remembers that the player opened a game (their recently played list). */
export const addRecentPlayed = (gameId: string) =>
  api<null>('POST', '/player/addRecentPlayedGame', { gameid: gameId });

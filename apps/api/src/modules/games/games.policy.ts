import type { Permission } from '@orca/contracts';

/**
 * Who in the back office may see and change the game catalogue. Its figures (rounds, bets, wins,
 * RTP) are a report, so reading it takes reports.read; switching, ordering and flagging games
 * changes what players see and play, so it takes games.manage.
 */
export const gamesPolicy = {
  readCatalogue: 'reports.read',
  manageCatalogue: 'games.manage',
} as const satisfies Record<string, Permission>;

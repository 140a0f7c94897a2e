import type { LiveBetRequest, LiveHistory, LiveTableView } from '@orca/contracts';
import { api } from '../../../../lib/api-client';
import { gameSessionHeaders } from '../../api/game-session';

/** Every table's live state (the lobby's tiles), limits in the viewer's currency. */
export function getLiveTables(currency?: string): Promise<{ tables: LiveTableView[] }> {
  const query = currency ? `?currency=${encodeURIComponent(currency)}` : '';
  return api('GET', `/live/tables${query}`);
}

/** One table; with the game session also my seat in the round and the session's balance. Produces live_table_not_found. */
export function getLiveTable(
  tableId: string,
  sessionToken: string | null,
  currency?: string,
): Promise<LiveTableView> {
  const query = currency ? `?currency=${encodeURIComponent(currency)}` : '';
  return api(
    'GET',
    `/live/tables/${encodeURIComponent(tableId)}${query}`,
    undefined,
    sessionToken ? gameSessionHeaders(sessionToken) : undefined,
  );
}

/** The table's last results, hot/cold numbers (roulette) and roads (baccarat). */
export function getLiveHistory(tableId: string): Promise<LiveHistory> {
  return api('GET', `/live/tables/${encodeURIComponent(tableId)}/history`);
}

/**
 * Adds bets to my seat in the round that is taking bets. Produces live_betting_closed,
 * bet_out_of_range, insufficient_funds, self_excluded, game_session_invalid, validation_error.
 */
export function placeLiveBets(
  sessionToken: string,
  tableId: string,
  body: LiveBetRequest,
): Promise<LiveTableView> {
  return api(
    'POST',
    `/play/live/${encodeURIComponent(tableId)}/bet`,
    body,
    gameSessionHeaders(sessionToken),
  );
}

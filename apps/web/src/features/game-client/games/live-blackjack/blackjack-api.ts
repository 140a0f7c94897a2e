import type {
  LiveBlackjackDecisionAnswer,
  LiveBlackjackDecisionRequest,
  LiveBlackjackTable,
} from '@orca/contracts';
import { api } from '../../../../lib/api-client';
import { gameSessionHeaders } from '../../api/game-session';

/**
 * The blackjack table with its published rules, the declared RTP under basic strategy and, with the
 * game session, my seat's hands (and the basic-strategy move when `withHint`). Produces live_table_not_found.
 */
export function getBlackjackTable(
  tableId: string,
  sessionToken: string,
  currency: string,
  withHint: boolean,
): Promise<LiveBlackjackTable> {
  const query = new URLSearchParams({ currency, hint: withHint ? '1' : '0' });
  return api(
    'GET',
    `/play/live/${encodeURIComponent(tableId)}/blackjack?${query.toString()}`,
    undefined,
    gameSessionHeaders(sessionToken),
  );
}

/**
 * One decision for my seat; `actionIndex` makes a retry harmless. Produces live_no_seat,
 * live_decision_closed, blackjack_illegal_action, insufficient_funds, bonus_max_bet.
 */
export function decideBlackjack(
  sessionToken: string,
  tableId: string,
  body: LiveBlackjackDecisionRequest,
): Promise<LiveBlackjackDecisionAnswer> {
  return api(
    'POST',
    `/play/live/${encodeURIComponent(tableId)}/blackjack/action`,
    body,
    gameSessionHeaders(sessionToken),
  );
}

import type {
  BlackjackSeatView,
  LiveBlackjackTable,
  LiveSeat,
  LiveTableView,
} from '@orca/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { useGameClient } from '../../components/game-client-context';
import { decideBlackjack, getBlackjackTable } from './blackjack-api';
import { currentSeat, stepKeyOf, type BlackjackAction } from './blackjack-view';

/**
 * My hands at the blackjack table: the table with its rules and my seat's hands (the hint asked
 * for, so they come with it) read again on every step of the round, and my decisions sent with
 * their index so a retry is harmless. `whileBusy` keeps one request at a time with the bets'.
 */
export function useBlackjackHands(
  view: LiveTableView | null,
  seat: LiveSeat | null,
  whileBusy: (task: () => Promise<void>) => Promise<void>,
) {
  const { session, commitBalance, showError } = useGameClient();
  const [table, setTable] = useState<LiveBlackjackTable | null>(null);
  const [decided, setDecided] = useState<{ roundId: string; seat: BlackjackSeatView } | null>(null);
  const [tableAsk, setTableAsk] = useState(0);
  const roundId = view?.roundId ?? null;
  const tableId = view?.id ?? null;
  const stepKey = stepKeyOf(view, seat);

  useEffect(() => {
    if (stepKey === null || !tableId) return;
    let isCancelled = false;
    getBlackjackTable(tableId, session.sessionToken, session.currency, true).then(
      (next) => {
        if (!isCancelled) setTable(next);
      },
      (caught: unknown) => {
        if (!isCancelled) showError(caught);
      },
    );
    return () => {
      isCancelled = true;
    };
  }, [stepKey, tableAsk, tableId, session.sessionToken, session.currency, showError]);

  const mySeat = currentSeat(decided, table, seat, roundId);

  async function decide(action: BlackjackAction) {
    if (!tableId || !roundId || !mySeat) return;
    await whileBusy(async () => {
      try {
        const answer = await decideBlackjack(session.sessionToken, tableId, {
          action,
          actionIndex: mySeat.decisions,
          hint: true,
        });
        setDecided({ roundId, seat: answer.seat });
        commitBalance(answer.balance);
      } catch (caught) {
        showError(caught);
        // A closed window or a move no longer legal: the table as it now stands.
        if (caught instanceof ApiError) setTableAsk((count) => count + 1);
      }
    });
  }

  return { table, mySeat, decide };
}

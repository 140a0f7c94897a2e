import type { LiveTableView } from '@orca/contracts';
import { useEffect, useState } from 'react';
import { useGameClient } from '../../components/game-client-context';
import {
  landedWin,
  resultOf,
  spinToShow,
  spinWinOf,
  type ResultOf,
  type ShownSpin,
} from './live-table-view';
import { useSettledBalance } from './use-live-seat';

/**
 * The spin on show at a wheel table (roulette, money wheel) or the dice show's roll: it plays once its result arrives and
 * stays, with my win, through the next round's betting until the next spin. A result already on
 * show when the table opened is drawn at rest. The balance after my bets is shown while nothing
 * spins; the one with my win once the spin my seat bet on has landed.
 */
export function useLiveSpin<
  Kind extends 'roulette' | 'money_wheel' | 'multiplier_roulette' | 'dice_show',
>(view: LiveTableView | null, kind: Kind) {
  const { commitBalance } = useGameClient();
  const roundId = view?.roundId ?? null;
  const [spin, setSpin] = useState<ShownSpin<ResultOf<Kind>> | null>(null);
  const next = spinToShow(roundId, resultOf(view, kind), spin);
  if (next) setSpin(next);
  const [joined, setJoined] = useState<{ resultRoundId: string | null } | null>(null);
  if (view && joined === null) setJoined({ resultRoundId: view.result ? view.roundId : null });
  const [landedRoundId, setLandedRoundId] = useState<string | null>(null);
  const isLanded = spin !== null && landedRoundId === spin.roundId;
  const [spinWin, setSpinWin] = useState<{ roundId: string; win: string } | null>(null);
  const seatWin = spinWinOf(view?.seat ?? null, spin?.roundId ?? null);
  if (spin && seatWin !== null && spinWin?.roundId !== spin.roundId)
    setSpinWin({ roundId: spin.roundId, win: seatWin });

  const balance = view?.balance ?? null;
  const isSpinning = spin !== null && !isLanded;
  useEffect(() => {
    if (balance !== null && !isSpinning) commitBalance(balance);
  }, [balance, isSpinning, commitBalance]);
  const win = landedWin(spin, isLanded, spinWin);
  useSettledBalance(win !== null && spin ? spin.roundId : null);

  return {
    spin,
    isInstant: spin !== null && spin.roundId === joined?.resultRoundId,
    isLanded,
    onLanded: setLandedRoundId,
    win,
    /** The spin on show is the last round's, shown on through this round's betting. */
    isLastRound: spin !== null && spin.roundId !== roundId,
  };
}

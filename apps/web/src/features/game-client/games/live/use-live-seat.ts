import { useCallback, useEffect, useRef, useState } from 'react';
import { getPlayBalance } from '../../api/play';
import { useGameClient } from '../../components/game-client-context';
import { toMinor } from '../../lib/money';
import type { SlipChip } from './chips';
import { tablePhaseOf } from './live-table-view';
import {
  betsToRemember,
  currentChip,
  rackOf,
  repeatChipsOf,
  seatInRound,
  slipChips,
  slipTotals,
  type LiveSeatOptions,
  type RememberedBets,
  type Slip,
} from './live-table-view';
import { useLiveTable, useServerNow } from './use-live-table';

/**
 * My place at a live table: the table and its clock, the chip picked, the chips on the felt not
 * sent yet (dropped when the round changes), my seat's bets (one set per seat and round, kept for
 * Repeat in the next round) and sending them, with the balance after the bets shown at once.
 */
export function useLiveSeat<Bet>({ chipsOf, toRequest, defaultChipIndex }: LiveSeatOptions<Bet>) {
  const { commitBalance } = useGameClient();
  const table = useLiveTable();
  const { view, offsetMs, bet } = table;
  const serverNow = useServerNow(offsetMs);
  const phase = tablePhaseOf(view, serverNow);
  const isBetting = phase === 'betting';
  const rack = rackOf(view);
  const [chosenChip, setChosenChip] = useState<string | null>(null);
  const chip = currentChip(chosenChip, rack, defaultChipIndex);
  const [slip, setSlip] = useState<Slip<Bet>>({ roundId: null, chips: [] });
  const [isBusy, setIsBusy] = useState(false);
  const [remembered, setRemembered] = useState<RememberedBets<Bet> | null>(null);

  const roundId = view?.roundId ?? null;
  const seat = seatInRound(view);
  const placed = chipsOf(seat?.bets);
  const toRemember = betsToRemember(seat, placed, remembered);
  if (toRemember) setRemembered(toRemember);
  const repeatChips = repeatChipsOf(remembered, roundId);
  const pendingChips = slipChips(slip, roundId);
  // One set of bets per seat and round: once sent, the felt is closed to this seat until the next round.
  const isPlaced = placed.length > 0;

  const setPending = useCallback(
    (chips: SlipChip<Bet>[]) => setSlip({ roundId, chips }),
    [roundId],
  );
  const addChip = useCallback(
    (key: string, next: Bet) => {
      if (!chip || !isBetting || isPlaced) return;
      const amountMinor = toMinor(chip) ?? 0n;
      setSlip((current) => ({
        roundId,
        chips: [...slipChips(current, roundId), { key, bet: next, amountMinor }],
      }));
    },
    [chip, isBetting, isPlaced, roundId],
  );

  /** Runs one request at a time: the controls stay disabled until it has answered. */
  async function whileBusy(task: () => Promise<void>) {
    if (isBusy) return;
    setIsBusy(true);
    await task();
    setIsBusy(false);
  }

  async function send(list: readonly SlipChip<Bet>[]) {
    if (list.length === 0) return;
    await whileBusy(async () => {
      const answer = await bet(toRequest(list));
      if (!answer) return;
      setSlip({ roundId, chips: [] });
      if (answer.balance !== null) commitBalance(answer.balance);
    });
  }

  return {
    ...table,
    serverNow,
    phase,
    isBetting,
    roundId,
    rack,
    chip,
    setChosenChip,
    seat,
    placed,
    pendingChips,
    repeatChips,
    isPlaced,
    isBusy,
    totals: slipTotals(placed, pendingChips),
    setPending,
    addChip,
    send,
    whileBusy,
  };
}

export type LiveSeatState<Bet> = ReturnType<typeof useLiveSeat<Bet>>;

/**
 * Asks for the session's balance once per settled round (`roundId` null until then): the table's
 * reads carry none after the settlement, so the win would not show otherwise.
 */
export function useSettledBalance(roundId: string | null) {
  const { session, commitBalance, showError } = useGameClient();
  const askedRef = useRef<string | null>(null);
  useEffect(() => {
    if (roundId === null || askedRef.current === roundId) return;
    askedRef.current = roundId;
    getPlayBalance(session.sessionToken).then(({ balance }) => commitBalance(balance), showError);
  }, [roundId, session.sessionToken, commitBalance, showError]);
}

import type { SportsBet, SportsPromo } from '@orca/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { usePlaceSportsBet } from '../api/sports-bets';
import { minorToAmount, parseStakeMinor, selectionKey, type SlipSelection } from '../lib/bet-slip';
import { slipActions, type SlipState } from '../lib/slip-store';
import { bankerIndexes, chosenSystem, systemOptions, systemRequest } from '../lib/system-bet';

export type PlacementResult =
  { kind: 'placed'; bets: SportsBet[] } | { kind: 'refused'; message: string; resultCode: string };

/** A fresh key for each press of Place bet: a retry after a network error is a new attempt the player chose. */
const newKey = () => crypto.randomUUID();

const toLeg = (s: SlipSelection) => ({
  eventId: s.eventId,
  marketId: s.marketId,
  specifiers: s.specifiers,
  outcomeId: s.outcomeId,
  odds: s.odds,
});

/**
 * Places the slip: one multiple, one system bet (the stake is per line), or each single that has a stake, one after another. What the API refuses is
 * shown in the slip; a price the API says moved becomes the selection's new price to accept. Placed singles
 * leave the slip, the others stay with their stakes.
 */
export function useSlipPlacement() {
  const place = usePlaceSportsBet();
  const [result, setResult] = useState<PlacementResult | null>(null);
  const [isPlacing, setIsPlacing] = useState(false);

  function refuse(error: unknown, selections: SlipSelection[]) {
    if (!(error instanceof ApiError)) throw error;
    if (error.resultCode === 'odds_changed') {
      const data = error.data as { selection?: number; odds?: string } | null;
      const moved = selections[data?.selection ?? 0];
      if (moved && data?.odds) {
        const movedKey = selectionKey(moved);
        slipActions.updateOdds((s) => (selectionKey(s) === movedKey ? data.odds : undefined));
      }
    }
    setResult({ kind: 'refused', message: error.message, resultCode: error.resultCode });
  }

  async function placeSlip(slip: SlipState, promo: SportsPromo | null = null): Promise<void> {
    // The slip offers a free bet or boost only for a multiple or a lone single (issue 24).
    const promoFields =
      promo === null
        ? {}
        : promo.kind === 'free_bet'
          ? { freeBetId: promo.id }
          : { boostId: promo.id };
    setResult(null);
    setIsPlacing(true);
    const placed: SportsBet[] = [];
    try {
      if (slip.tab === 'system') {
        const bankers = bankerIndexes(slip.selections, slip.bankers);
        const system = chosenSystem(
          systemOptions(slip.selections.length, bankers.length),
          slip.systemId,
        );
        if (!system) return;
        try {
          placed.push(
            await place.mutateAsync({
              type: 'system',
              ...systemRequest(system, bankers),
              stake: minorToAmount(parseStakeMinor(slip.systemStake) ?? 0n),
              oddsChange: slip.oddsChange,
              idempotencyKey: newKey(),
              selections: slip.selections.map(toLeg),
            }),
          );
          slipActions.clear();
        } catch (error) {
          refuse(error, slip.selections);
          return;
        }
      } else if (slip.tab === 'multiple') {
        try {
          const stakeMinor = parseStakeMinor(slip.multipleStake) ?? 0n;
          placed.push(
            await place.mutateAsync({
              type: 'multiple',
              stake: minorToAmount(stakeMinor),
              oddsChange: slip.oddsChange,
              idempotencyKey: newKey(),
              selections: slip.selections.map(toLeg),
              ...promoFields,
            }),
          );
          slipActions.clear();
        } catch (error) {
          refuse(error, slip.selections);
          return;
        }
      } else {
        for (const selection of slip.selections) {
          const stakeMinor = parseStakeMinor(slip.singleStakes[selectionKey(selection)] ?? '');
          if (stakeMinor === null || stakeMinor === 0n) continue;
          try {
            placed.push(
              await place.mutateAsync({
                type: 'single',
                stake: minorToAmount(stakeMinor),
                oddsChange: slip.oddsChange,
                idempotencyKey: newKey(),
                selections: [toLeg(selection)],
                ...(slip.selections.length === 1 ? promoFields : {}),
              }),
            );
            slipActions.remove(selectionKey(selection));
          } catch (error) {
            refuse(error, [selection]);
            return;
          }
        }
      }
      setResult({ kind: 'placed', bets: placed });
    } finally {
      setIsPlacing(false);
    }
  }

  return { placeSlip, result, isPlacing, dismiss: () => setResult(null) };
}

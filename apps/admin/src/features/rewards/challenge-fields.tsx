import type { AdminChallenge } from '@orca/contracts';
import { useMemo } from 'react';
import type { Field } from '../../components/ui/card-table';
import { PlayerName } from '../../components/ui/player-name';
import { formatDateTime, formatMoney } from '../../lib/format';
import { strings } from '../../strings';
import { StatusButton } from './challenge-status-button';
import { formatMultiplier, STATUS_TONES, type Outcome } from './challenge-view';
import { rewardsStrings } from './strings';

const s = rewardsStrings.challenges;

/** The challenges table's columns; the winner links to the player card only for who may read players. */
export function useChallengeFields(
  canReadPlayers: boolean,
  onOutcome: (outcome: Outcome) => void,
): Field<AdminChallenge>[] {
  return useMemo(
    () => [
      {
        id: 'game',
        header: s.game,
        render: (row) => <span className="font-medium text-white">{row.gameName}</span>,
      },
      {
        id: 'multiplier',
        header: s.multiplier,
        render: (row) => <span className="tabular-nums">{formatMultiplier(row.multiplier)}</span>,
      },
      {
        id: 'prize',
        header: s.prize,
        render: (row) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatMoney(row.prize, row.currency)}
          </span>
        ),
      },
      {
        id: 'minBet',
        header: s.minBet,
        render: (row) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatMoney(row.minBet, row.currency)}
          </span>
        ),
      },
      {
        id: 'status',
        header: strings.common.status,
        render: (row) => (
          <span className={`font-semibold ${STATUS_TONES[row.status] ?? ''}`}>
            {s.statuses[row.status] ?? row.status}
          </span>
        ),
      },
      {
        id: 'winner',
        header: s.winner,
        render: (row) => {
          if (!row.winner) return '—';
          return canReadPlayers && row.winnerPlayerId ? (
            <PlayerName username={row.winner} id={row.winnerPlayerId} />
          ) : (
            <span className="text-white">{row.winner}</span>
          );
        },
      },
      {
        id: 'wonAt',
        header: s.wonAt,
        render: (row) => (
          <span className="whitespace-nowrap">{row.wonAt ? formatDateTime(row.wonAt) : '—'}</span>
        ),
      },
      {
        id: 'action',
        header: s.action,
        render: (row) =>
          row.status === 'won' ? '—' : <StatusButton challenge={row} onOutcome={onOutcome} />,
      },
    ],
    [canReadPlayers, onOutcome],
  );
}

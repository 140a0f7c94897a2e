import type { Adjustment } from '@orca/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { PlayerName } from '../../components/ui/player-name';
import { formatDateTime } from '../../lib/format';
import { strings } from '../../strings';
import { playersStrings } from './strings';

const a = playersStrings.adjust;

const column = createColumnHelper<Adjustment>();
/** One player's adjustments, on the card. */
export const playerColumns = [
  column.display({
    id: 'requested',
    header: a.requested,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.requestedAt)}</span>
    ),
  }),
  column.display({
    id: 'amount',
    header: a.amountColumn,
    cell: ({ row }) => (
      <span className="whitespace-nowrap font-semibold text-white">{`${row.original.amount} ${row.original.currency}`}</span>
    ),
  }),
  column.display({
    id: 'reason',
    header: a.reasonColumn,
    cell: ({ row }) => <span className="block min-w-48">{row.original.reason}</span>,
  }),
  column.display({ id: 'by', header: a.requestedBy, cell: ({ row }) => row.original.requestedBy }),
  column.display({
    id: 'status',
    header: strings.common.status,
    cell: ({ row }) => a.statuses[row.original.status] ?? row.original.status,
  }),
  column.display({
    id: 'decided',
    header: a.decidedBy,
    cell: ({ row }) => row.original.decidedBy ?? '—',
  }),
];

/** The four-eyes queue: the player after the request time, then the same columns as on the card. */
export const queueColumns = [
  column.display({
    id: 'requested',
    header: a.requested,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.requestedAt)}</span>
    ),
  }),
  column.display({
    id: 'player',
    header: playersStrings.username,
    cell: ({ row }) => (
      <PlayerName username={row.original.playerUsername} id={row.original.playerId} />
    ),
  }),
  ...playerColumns.slice(1),
];

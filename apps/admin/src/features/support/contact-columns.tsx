import type { SupportTicketSummary } from '@orca/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { PlayerName } from '../../components/ui/player-name';
import { formatDateTime } from '../../lib/format';
import { supportStrings } from './strings';

const s = supportStrings.contact;

/** The sender as a player link when they were logged in (one click to the card), else their name. */
function Sender({
  ticket,
  canReadPlayers,
}: {
  ticket: SupportTicketSummary;
  canReadPlayers: boolean;
}) {
  return (
    <div className="flex min-w-44 flex-col">
      <span className="font-medium text-white">{ticket.name}</span>
      <span className="break-all text-xs text-slate-400">{ticket.email}</span>
      {ticket.player ? (
        canReadPlayers ? (
          <PlayerName username={ticket.player.username} id={ticket.player.id} />
        ) : (
          <span className="text-xs">{ticket.player.username}</span>
        )
      ) : null}
    </div>
  );
}

/** The inbox table's columns; the sender links to the player card only for who may read players. */
export function contactColumns(
  canReadPlayers: boolean,
): ColumnDef<SupportTicketSummary, unknown>[] {
  return [
    {
      id: 'from',
      header: s.from,
      cell: ({ row }) => <Sender ticket={row.original} canReadPlayers={canReadPlayers} />,
    },
    {
      id: 'preview',
      header: s.preview,
      cell: ({ row }) => <span className="line-clamp-2 break-words">{row.original.preview}</span>,
    },
    { id: 'owner', header: s.owner, cell: ({ row }) => row.original.assignedTo?.username ?? '—' },
    {
      id: 'received',
      header: s.received,
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>
      ),
    },
  ];
}

import type { AdminGame } from '@orca/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { Flags, Place, RtpVersus, StatusBadge } from './game-row-parts';
import { gamesStrings } from './strings';

const text = gamesStrings;

/** The table's columns on a wide screen; a games manager moves a game from its first cell. */
export function gameColumns({
  sectionSizes,
  canManage,
  isBusy,
  onMove,
}: {
  sectionSizes: ReadonlyMap<string, number>;
  canManage: boolean;
  isBusy: boolean;
  onMove: (gameId: string, position: number) => void;
}) {
  const column = createColumnHelper<AdminGame>();
  return [
    column.display({
      id: 'position',
      header: text.position,
      cell: ({ row: { original: game } }) => (
        <Place
          game={game}
          sectionSize={sectionSizes.get(game.section) ?? 0}
          canManage={canManage}
          isBusy={isBusy}
          onMove={(position) => onMove(game.id, position)}
        />
      ),
    }),
    column.display({
      id: 'game',
      header: text.game,
      cell: ({ row: { original: game } }) => (
        <div>
          <p className="font-semibold text-white">{game.name}</p>
          <p className="text-xs text-slate-400">
            {game.providerName} · {text.sections[game.section]}
          </p>
        </div>
      ),
    }),
    column.display({
      id: 'flags',
      header: text.flags,
      cell: ({ row }) => <Flags tags={row.original.tags} />,
    }),
    column.display({
      id: 'status',
      header: text.status,
      cell: ({ row }) => <StatusBadge game={row.original} />,
    }),
    column.display({
      id: 'rounds',
      header: text.rounds,
      cell: ({ row }) => <span className="tabular-nums">{row.original.performance.rounds}</span>,
    }),
    column.display({
      id: 'bets',
      header: text.bets,
      cell: ({ row }) => <span className="tabular-nums">{row.original.performance.betsEur}</span>,
    }),
    column.display({
      id: 'wins',
      header: text.wins,
      cell: ({ row }) => <span className="tabular-nums">{row.original.performance.winsEur}</span>,
    }),
    column.display({
      id: 'rtp',
      header: text.rtpColumn,
      cell: ({ row }) => (
        <div className="flex flex-col">
          <RtpVersus game={row.original} />
          <span className="text-xs text-slate-400">{text.declared(row.original.declaredRtp)}</span>
        </div>
      ),
    }),
  ];
}

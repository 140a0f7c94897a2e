import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { Panel } from '../../components/ui/page';
import { formatDateTime } from '../../lib/format';
import { strings } from '../../strings';
import { playersStrings } from './strings';
import { playerRoundsQuery, type PlayerRounds } from './api';
import { Facts, Loading, Pager } from './tab-parts';

const s = playersStrings;

type RoundRow = PlayerRounds['rounds'][number];
const roundColumn = createColumnHelper<RoundRow>();
const roundColumns = [
  roundColumn.display({
    id: 'at',
    header: s.rounds.when,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>
    ),
  }),
  roundColumn.display({
    id: 'game',
    header: s.rounds.game,
    cell: ({ row }) => row.original.gameName,
  }),
  roundColumn.display({
    id: 'bet',
    header: s.rounds.bet,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{`${row.original.bet} ${row.original.currency}`}</span>
    ),
  }),
  roundColumn.display({
    id: 'win',
    header: s.rounds.win,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{`${row.original.win} ${row.original.currency}`}</span>
    ),
  }),
  roundColumn.display({
    id: 'status',
    header: s.rounds.status,
    cell: ({ row }) => row.original.status,
  }),
];

function RoundDetail({ round }: { round: RoundRow }) {
  const fair = round.fair;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-white">{s.rounds.verification}</h3>
      {fair ? (
        <Facts
          rows={[
            [
              s.rounds.serverSeedHash,
              <span className="break-all font-mono text-xs">{fair.serverSeedHash}</span>,
            ],
            [
              s.rounds.serverSeed,
              fair.serverSeed ? (
                <span className="break-all font-mono text-xs">{fair.serverSeed}</span>
              ) : (
                s.rounds.notRevealed
              ),
            ],
            [
              s.rounds.clientSeed,
              <span className="break-all font-mono text-xs">{fair.clientSeed}</span>,
            ],
            [s.rounds.nonce, fair.nonce],
          ]}
        />
      ) : (
        <p className="text-sm text-slate-400">{s.rounds.noFairData}</p>
      )}
      <h3 className="text-sm font-semibold text-white">{s.rounds.outcome}</h3>
      <pre className="max-h-72 overflow-auto rounded-lg bg-ink-950 p-3 font-mono text-xs text-slate-300">
        {JSON.stringify(round.outcome, null, 2)}
      </pre>
    </div>
  );
}

export function RoundsTab({ playerId }: { playerId: string }) {
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const rounds = useQuery({
    ...playerRoundsQuery(playerId, page),
    placeholderData: keepPreviousData,
  });
  const selected = rounds.data?.rounds.find((round) => round.roundId === selectedId) ?? null;
  return (
    <div className="flex flex-col gap-3">
      <Loading query={rounds} />
      {rounds.data ? (
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_420px]">
          <div className="flex min-w-0 flex-col gap-3">
            <p className="text-sm text-slate-400">{s.rounds.total(rounds.data.total)}</p>
            <DataTable
              label={s.tabs.rounds}
              rows={rounds.data.rounds}
              columns={roundColumns}
              rowId={(row) => row.roundId}
              selectedId={selectedId}
              onSelect={(row) => setSelectedId(row.roundId)}
            />
            <Pager
              page={page}
              hasMore={page * rounds.data.limit < rounds.data.total}
              onPage={(next) => (setPage(next), setSelectedId(null))}
            />
          </div>
          <Panel>
            {selected ? (
              <RoundDetail round={selected} />
            ) : (
              <p className="text-sm text-slate-400">{strings.common.selectHint}</p>
            )}
          </Panel>
        </div>
      ) : null}
    </div>
  );
}

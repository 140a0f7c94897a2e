import type { PlayerDocument, PlayerLedgerEntry, PlayerOverview } from '@orca/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { Notice, TextArea } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { formatBytes, formatDateTime } from '../../lib/format';
import { strings } from '../../strings';
import { playersStrings } from './strings';
import {
  addNote,
  playerDocumentsQuery,
  playerNotesQuery,
  playerRoundsQuery,
  playerSessionsQuery,
  playerTransactionsQuery,
  type PlayerRounds,
} from './api';
import { labelOf } from '../../lib/labels';

const s = playersStrings;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-400">{label}</dt>
          <dd className="break-words text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Loading({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
}) {
  if (query.isError) return <Notice tone="error">{query.error?.message}</Notice>;
  return query.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null;
}

function Pager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-400">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {s.previous}
      </Button>
      <span>{s.pageOf(page)}</span>
      <Button variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {s.next}
      </Button>
    </div>
  );
}

export function OverviewTab({ player }: { player: PlayerOverview }) {
  const o = s.overview;
  const exclusion = player.selfExclusion;
  const limit = player.depositLimit;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title={o.balances}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-label={o.balances}>
            <thead className="text-left text-xs uppercase text-slate-400">
              <tr>
                <th className="py-1 font-medium">{o.currency}</th>
                <th className="py-1 font-medium">{o.cash}</th>
                <th className="py-1 font-medium">{o.bonus}</th>
              </tr>
            </thead>
            <tbody>
              {player.balances.map((balance) => (
                <tr key={balance.currency} className="border-t border-ink-800">
                  <td className="py-1">{balance.currency}</td>
                  <td className="py-1 font-semibold text-white">{balance.cash}</td>
                  <td className="py-1">{balance.bonus}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      <Panel title={o.account}>
        <Facts
          rows={[
            [o.status, s.statuses[player.status] ?? player.status],
            ...(player.blockReason
              ? [[o.blockReason, player.blockReason] as [string, ReactNode]]
              : []),
            ...(player.closedAt
              ? [[o.closedAt, formatDateTime(player.closedAt)] as [string, ReactNode]]
              : []),
            [s.country, player.country],
            [o.currency, player.currency],
            [o.language, player.language],
            [o.emailVerified, player.emailVerified ? o.yes : o.no],
            [s.registered, formatDateTime(player.registeredAt)],
            [o.registrationIp, player.registrationIp ?? '—'],
            [
              o.lastLogin,
              player.lastLogin
                ? `${formatDateTime(player.lastLogin.at)} · ${player.lastLogin.ip ?? '—'} · ${labelOf(playersStrings.labels.loginMethods, player.lastLogin.method)}`
                : o.never,
            ],
          ]}
        />
      </Panel>
      <Panel title={o.limits}>
        <Facts
          rows={[
            [
              o.depositLimit,
              limit
                ? [
                    limit.current ?? o.noLimit,
                    limit.pendingFrom
                      ? o.pendingLimit(
                          limit.pending ?? o.noLimit,
                          formatDateTime(limit.pendingFrom),
                        )
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' → ')
                : o.noLimit,
            ],
            ...player.playerLimits.map(
              (l) =>
                [
                  o.playerLimits[l.kind] ?? l.kind,
                  [
                    l.current ?? o.noLimit,
                    l.pendingFrom
                      ? o.pendingLimit(l.pending ?? o.noLimit, formatDateTime(l.pendingFrom))
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' → '),
                ] as [string, ReactNode],
            ),
            [
              o.selfExclusion,
              exclusion
                ? exclusion.until === null
                  ? o.excludedPermanently
                  : exclusion.isActive
                    ? o.excludedUntil(formatDateTime(exclusion.until))
                    : o.exclusionEnded(formatDateTime(exclusion.until))
                : o.noLimit,
            ],
            [
              o.timeOut,
              player.timeOut
                ? o.timeOutUntil(
                    formatDateTime(player.timeOut.until),
                    player.timeOut.period.replace('_', ' '),
                  )
                : o.noLimit,
            ],
            [
              o.realityCheck,
              player.realityCheckMinutes
                ? o.realityCheckEvery(player.realityCheckMinutes)
                : o.noLimit,
            ],
            [o.kyc, labelOf(playersStrings.labels.kycStatuses, player.kycStatus)],
          ]}
        />
      </Panel>
      <Panel title={o.affiliate}>
        <Facts
          rows={[
            ['token', player.affiliate.token ?? '—'],
            ['id', player.affiliate.id ?? '—'],
            ['aid', player.affiliate.aid ?? '—'],
            ['bid', player.affiliate.bid ?? '—'],
          ]}
        />
      </Panel>
    </div>
  );
}

const ledgerColumn = createColumnHelper<PlayerLedgerEntry>();
const ledgerColumns = [
  ledgerColumn.display({
    id: 'at',
    header: s.transactions.when,
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.at)}</span>,
  }),
  ledgerColumn.display({
    id: 'operation',
    header: s.transactions.operation,
    cell: ({ row }) =>
      row.original.operationKind === row.original.transferKind
        ? labelOf(playersStrings.labels.transferKinds, row.original.operationKind)
        : `${labelOf(playersStrings.labels.transferKinds, row.original.operationKind)} · ${labelOf(playersStrings.labels.transferKinds, row.original.transferKind)}`,
  }),
  ledgerColumn.display({
    id: 'account',
    header: s.transactions.account,
    cell: ({ row }) => labelOf(playersStrings.labels.accountKinds, row.original.accountKind),
  }),
  ledgerColumn.display({
    id: 'amount',
    header: s.transactions.amount,
    cell: ({ row }) => (
      <span
        className={`whitespace-nowrap font-semibold ${row.original.amount.startsWith('-') ? 'text-rose-300' : 'text-accent-400'}`}
      >{`${row.original.amount} ${row.original.currency}`}</span>
    ),
  }),
  ledgerColumn.display({
    id: 'reference',
    header: s.transactions.reference,
    cell: ({ row }) => (
      <span className="break-all font-mono text-xs text-slate-400">
        {row.original.reference ?? '—'}
      </span>
    ),
  }),
];

export function TransactionsTab({ playerId }: { playerId: string }) {
  const [page, setPage] = useState(1);
  const entries = useQuery({
    ...playerTransactionsQuery(playerId, page),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-3">
      <Loading query={entries} />
      {entries.data ? (
        <>
          <DataTable
            label={s.tabs.transactions}
            rows={entries.data.entries}
            columns={ledgerColumns}
            rowId={(row) => `${row.transferId}-${row.accountKind}`}
          />
          <Pager page={page} hasMore={entries.data.hasMore} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}

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

export function SessionsTab({ playerId }: { playerId: string }) {
  const data = useQuery(playerSessionsQuery(playerId));
  const t = s.sessions;
  return (
    <div className="flex flex-col gap-4">
      <Loading query={data} />
      {data.data ? (
        <>
          <Panel title={t.sessions}>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" aria-label={t.sessions}>
                <thead className="text-xs uppercase text-slate-400">
                  <tr>
                    {[t.started, t.lastSeen, t.address, t.device, t.state].map((label) => (
                      <th key={label} className="px-2 py-1 font-medium">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.data.sessions.map((session) => (
                    <tr key={session.id} className="border-t border-ink-800 align-top">
                      <td className="whitespace-nowrap px-2 py-1">
                        {formatDateTime(session.createdAt)}
                      </td>
                      <td className="whitespace-nowrap px-2 py-1">
                        {formatDateTime(session.lastSeenAt)}
                      </td>
                      <td className="px-2 py-1">
                        {[session.ip, session.country].filter(Boolean).join(' · ') || '—'}
                      </td>
                      <td
                        className="max-w-64 truncate px-2 py-1 text-xs text-slate-400"
                        title={session.userAgent ?? ''}
                      >
                        {session.userAgent ?? '—'}
                      </td>
                      <td className="px-2 py-1">
                        {session.isLive ? (
                          <span className="text-accent-400">{t.live}</span>
                        ) : session.revokedReason ? (
                          t.ended(session.revokedReason)
                        ) : (
                          t.expired
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Panel>
          <Panel title={t.logins}>
            <ul className="flex flex-col gap-1 text-sm">
              {data.data.logins.map((login) => (
                <li key={`${login.at}-${login.method}`}>
                  {formatDateTime(login.at)} · {login.ip ?? '—'}{' '}
                  {login.country ? `(${login.country})` : ''} · {t.method}:{' '}
                  {labelOf(playersStrings.labels.loginMethods, login.method)}
                </li>
              ))}
            </ul>
          </Panel>
        </>
      ) : null}
    </div>
  );
}

const documentColumn = createColumnHelper<PlayerDocument>();
const documentColumns = [
  documentColumn.display({
    id: 'type',
    header: s.documents.type,
    cell: ({ row }) => strings.labels.documentTypes[row.original.type] ?? row.original.type,
  }),
  documentColumn.display({
    id: 'file',
    header: s.documents.file,
    cell: ({ row }) => `${row.original.fileName} (${formatBytes(row.original.sizeBytes)})`,
  }),
  documentColumn.display({
    id: 'uploaded',
    header: s.documents.uploaded,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.uploadedAt)}</span>
    ),
  }),
  documentColumn.display({
    id: 'status',
    header: s.documents.status,
    cell: ({ row }) => row.original.status,
  }),
  documentColumn.display({
    id: 'reason',
    header: s.documents.reason,
    cell: ({ row }) => row.original.reason ?? '—',
  }),
];

export function DocumentsTab({ playerId }: { playerId: string }) {
  const documents = useQuery(playerDocumentsQuery(playerId));
  return (
    <div className="flex flex-col gap-3">
      <Loading query={documents} />
      {documents.data ? (
        <DataTable
          label={s.tabs.documents}
          rows={documents.data.documents}
          columns={documentColumns}
          rowId={(row) => row.id}
        />
      ) : null}
    </div>
  );
}

export function NotesTab({ playerId }: { playerId: string }) {
  const queryClient = useQueryClient();
  const notes = useQuery(playerNotesQuery(playerId));
  const [body, setBody] = useState('');
  const mutation = useMutation({
    mutationFn: () => addNote(playerId, body.trim()),
    onSuccess: (list) => {
      queryClient.setQueryData(playerNotesQuery(playerId).queryKey, list);
      setBody('');
    },
  });
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="flex flex-col gap-3">
        <Loading query={notes} />
        {notes.data?.length === 0 ? (
          <p className="text-sm text-slate-400">{strings.common.empty}</p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {notes.data?.map((note) => (
            <li key={note.id} className="rounded-lg border border-ink-700 bg-ink-900 p-3">
              <p className="whitespace-pre-wrap break-words text-sm text-slate-100">{note.body}</p>
              <p className="mt-2 text-xs text-slate-400">
                {note.operatorName} · {formatDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <Panel title={s.notes.add}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            mutation.mutate();
          }}
        >
          <TextArea
            label={s.notes.label}
            placeholder={s.notes.placeholder}
            maxLength={2000}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          {mutation.isError ? <Notice tone="error">{messageOf(mutation.error)}</Notice> : null}
          {mutation.isSuccess ? <Notice tone="success">{s.notes.added}</Notice> : null}
          <Button type="submit" disabled={mutation.isPending || body.trim() === ''}>
            {s.notes.add}
          </Button>
        </form>
      </Panel>
    </div>
  );
}

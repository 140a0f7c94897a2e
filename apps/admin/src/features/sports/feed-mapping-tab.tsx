import { isMarketId, MARKETS, type FeedEvent, type FeedMarket } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { CardTable, type Field } from '../../components/ui/card-table';
import { Notice, SelectField } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useCan } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import {
  dropFeedEvent,
  feedEventsQuery,
  feedMarketsQuery,
  mapFeedEvent,
  setFeedMarket,
} from './api';
import { ReasonDialog } from './reason-dialog';
import { sportsStrings } from './strings';

const s = sportsStrings.mapping;

const producerName = (id: number) => s.producers[id] ?? s.producerN(id);
const matchName = (row: { homeName: string; awayName: string }) =>
  `${row.homeName} – ${row.awayName}`;
const marketName = (id: number) => (isMarketId(id) ? `${MARKETS[id].name} (${id})` : String(id));

function StateBadge({ state }: { state: string }) {
  const tone =
    state === 'mapped'
      ? 'bg-accent-500/15 text-accent-400'
      : state === 'ignored'
        ? 'bg-ink-700 text-slate-400'
        : 'bg-sky-500/15 text-sky-300';
  return (
    <span className={`whitespace-nowrap rounded px-1.5 py-0.5 text-xs ${tone}`}>
      {s.states[state] ?? s.marketStates[state] ?? state}
    </span>
  );
}

/** What the reason dialog is open for. */
type Asking =
  | { kind: 'map'; row: FeedEvent; eventId: string; name: string }
  | { kind: 'unmap' | 'ignore'; row: FeedEvent }
  | { kind: 'map-market'; row: FeedMarket; marketId: number }
  | { kind: 'ignore-market'; row: FeedMarket };

function dialogOf(asking: Asking): { title: string; help: string; confirm: string } {
  switch (asking.kind) {
    case 'map':
      return {
        title: s.mapTitle(matchName(asking.row), asking.name),
        help: s.mapHelp,
        confirm: s.mapConfirm,
      };
    case 'unmap':
      return { title: s.unmapTitle(matchName(asking.row)), help: s.unmapHelp, confirm: s.unmap };
    case 'ignore':
      return { title: s.ignoreTitle(matchName(asking.row)), help: s.ignoreHelp, confirm: s.ignore };
    case 'map-market':
      return {
        title: s.mapMarketTitle(asking.row.key, marketName(asking.marketId)),
        help: s.mapMarketHelp,
        confirm: s.mapConfirm,
      };
    case 'ignore-market':
      return {
        title: s.ignoreMarketTitle(asking.row.key),
        help: s.ignoreMarketHelp,
        confirm: s.ignore,
      };
  }
}

/**
 * Feed mapping (issue 24): the external events the feeds sent, each with the Orca event it feeds and the
 * suggested events of the same match, mapped, unmapped or ignored; and the market keys the feeds cannot
 * translate by themselves, mapped to a catalogue market or ignored. Every action asks a reason for the audit log.
 */
export function FeedMappingTab() {
  const queryClient = useQueryClient();
  const canManage = useCan('sports.manage');
  const [state, setState] = useState('auto');
  const events = useQuery(feedEventsQuery(state));
  const markets = useQuery(feedMarketsQuery());
  const [asking, setAsking] = useState<Asking | null>(null);
  const act = useMutation({
    mutationFn: async ({ what, reason }: { what: Asking; reason: string }) => {
      switch (what.kind) {
        case 'map':
          return mapFeedEvent(what.row, what.eventId, reason);
        case 'unmap':
        case 'ignore':
          return dropFeedEvent(what.row, what.kind, reason);
        case 'map-market':
          return setFeedMarket(what.row, { action: 'map', marketId: what.marketId, reason });
        case 'ignore-market':
          return setFeedMarket(what.row, { action: 'ignore', reason });
      }
    },
    onSuccess: async () => {
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.sports.all });
    },
  });
  // A new dialog starts without the last one's error: the error is cleared when a dialog closes.
  const ask = setAsking;

  const eventFields = useMemo<Field<FeedEvent>[]>(
    () => [
      {
        id: 'external',
        header: s.external,
        render: (row) => (
          <div className="md:min-w-44">
            <p className="font-medium text-white">{matchName(row)}</p>
            <p className="text-xs text-slate-400">
              {producerName(row.producer)} · {row.competition}
            </p>
            <p className="break-all text-xs text-slate-500">{row.externalId}</p>
          </div>
        ),
      },
      {
        id: 'start',
        header: s.start,
        render: (row) => (
          <span className="md:whitespace-nowrap">{formatDateTime(row.startsAt)}</span>
        ),
      },
      {
        id: 'status',
        header: s.status,
        render: (row) => (
          <div className="flex max-w-56 flex-col items-start gap-1 md:min-w-36">
            <StateBadge state={row.state} />
            {row.changedBy && row.reason ? (
              <p className="text-xs text-slate-400">{s.changed(row.changedBy, row.reason)}</p>
            ) : null}
          </div>
        ),
      },
      {
        id: 'feeds',
        header: s.feeds,
        render: (row) =>
          row.event ? (
            <div className="md:min-w-40">
              <Link
                to={`/sportsbook/events?event=${encodeURIComponent(row.event.id)}`}
                className="font-medium text-accent-400 hover:underline"
              >
                {matchName(row.event)}
              </Link>
              <p className="text-xs text-slate-400">
                {row.event.tournamentName} ·{' '}
                {sportsStrings.phases[row.event.phase] ?? row.event.phase}
              </p>
            </div>
          ) : (
            <span className="text-xs text-slate-400">{s.none}</span>
          ),
      },
      {
        id: 'suggestions',
        header: s.suggestions,
        render: (row) =>
          row.suggestions.length === 0 ? (
            <span className="text-xs text-slate-500">
              {row.state === 'ignored' ? '–' : s.noSuggestions}
            </span>
          ) : (
            <ul className="flex flex-col gap-1.5 md:min-w-56">
              {row.suggestions.map((suggestion) => (
                <li key={suggestion.id} className="flex items-center justify-between gap-2">
                  <span className="min-w-0 text-xs">
                    <span className="text-slate-200">{matchName(suggestion)}</span>
                    <span className="block text-slate-500">
                      {formatDateTime(suggestion.startsAt)} ·{' '}
                      {s.alike(Math.round(suggestion.similarity * 100))}
                    </span>
                  </span>
                  {canManage ? (
                    <Button
                      variant="secondary"
                      className="shrink-0 px-2 py-1 text-xs"
                      aria-label={`${s.mapOnto(matchName(suggestion))} (${matchName(row)})`}
                      onClick={() =>
                        ask({
                          kind: 'map',
                          row,
                          eventId: suggestion.id,
                          name: matchName(suggestion),
                        })
                      }
                    >
                      {s.mapConfirm}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ),
      },
      ...(canManage
        ? [
            {
              id: 'action',
              header: '',
              render: (row: FeedEvent) =>
                row.state === 'mapped' ? (
                  <Button
                    variant="secondary"
                    aria-label={`${s.unmap} ${matchName(row)}`}
                    onClick={() => ask({ kind: 'unmap', row })}
                  >
                    {s.unmap}
                  </Button>
                ) : row.state === 'auto' ? (
                  <Button
                    variant="secondary"
                    aria-label={`${s.ignore} ${matchName(row)}`}
                    onClick={() => ask({ kind: 'ignore', row })}
                  >
                    {s.ignore}
                  </Button>
                ) : null,
            },
          ]
        : []),
    ],
    [canManage, ask],
  );

  const marketFields = useMemo<Field<FeedMarket>[]>(
    () => [
      {
        id: 'key',
        header: s.key,
        render: (row) => (
          <div>
            <p className="font-mono text-sm text-white">{row.key}</p>
            <p className="text-xs text-slate-400">{producerName(row.producer)}</p>
          </div>
        ),
      },
      {
        id: 'seen',
        header: s.seen,
        render: (row) => (
          <span className="text-xs">
            {s.seenTimes(row.seenCount, row.lastSeenAt ? formatDateTime(row.lastSeenAt) : null)}
          </span>
        ),
      },
      {
        id: 'state',
        header: s.status,
        render: (row) => (
          <div className="flex max-w-56 flex-col items-start gap-1 md:min-w-36">
            <StateBadge state={row.state} />
            {row.changedBy && row.reason ? (
              <p className="text-xs text-slate-400">{s.changed(row.changedBy, row.reason)}</p>
            ) : null}
          </div>
        ),
      },
      {
        id: 'mapsTo',
        header: s.mapsTo,
        render: (row) =>
          row.marketId !== null ? (
            <span>{marketName(row.marketId)}</span>
          ) : row.supported.length === 0 ? (
            <span className="text-xs text-amber-300">{s.unsupported}</span>
          ) : (
            <span className="text-xs text-slate-500">–</span>
          ),
      },
      ...(canManage
        ? [
            {
              id: 'action',
              header: '',
              render: (row: FeedMarket) => (
                <div className="flex flex-wrap gap-2">
                  {row.supported
                    .filter((id) => !(row.state === 'mapped' && row.marketId === id))
                    .map((id) => (
                      <Button
                        key={id}
                        variant="secondary"
                        className="px-2 py-1 text-xs"
                        onClick={() => ask({ kind: 'map-market', row, marketId: id })}
                      >
                        {s.mapMarket(marketName(id))}
                      </Button>
                    ))}
                  {row.state !== 'ignored' ? (
                    <Button
                      variant="ghost"
                      className="px-2 py-1 text-xs"
                      aria-label={`${s.ignore} ${row.key}`}
                      onClick={() => ask({ kind: 'ignore-market', row })}
                    >
                      {s.ignore}
                    </Button>
                  ) : null}
                </div>
              ),
            },
          ]
        : []),
    ],
    [canManage, ask],
  );

  const dialog = asking ? dialogOf(asking) : null;
  return (
    <div className="flex flex-col gap-6">
      <Panel title={s.eventsTitle}>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-400">{s.eventsHelp}</p>
          <div className="max-w-56">
            <SelectField
              label={s.state}
              value={state}
              onChange={(event) => setState(event.target.value)}
              options={['auto', 'mapped', 'ignored', 'all'].map((value) => ({
                value,
                label: s.states[value] ?? value,
              }))}
            />
          </div>
          {events.isError ? <Notice tone="error">{messageOf(events.error)}</Notice> : null}
          {events.data ? (
            <CardTable
              label={s.eventsTable}
              rows={events.data.events}
              fields={eventFields}
              rowId={(row) => `${row.producer}/${row.externalId}`}
            />
          ) : events.isPending ? (
            <p className="text-slate-400">{strings.common.loading}</p>
          ) : null}
        </div>
      </Panel>
      <Panel title={s.marketsTitle}>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-400">{s.marketsHelp}</p>
          {markets.isError ? <Notice tone="error">{messageOf(markets.error)}</Notice> : null}
          {markets.data ? (
            <CardTable
              label={s.marketsTable}
              rows={markets.data.markets}
              fields={marketFields}
              rowId={(row) => `${row.producer}/${row.key}`}
            />
          ) : markets.isPending ? (
            <p className="text-slate-400">{strings.common.loading}</p>
          ) : null}
        </div>
      </Panel>
      {asking && dialog ? (
        <ReasonDialog
          title={dialog.title}
          help={dialog.help}
          confirmLabel={dialog.confirm}
          isPending={act.isPending}
          error={act.isError ? messageOf(act.error) : null}
          onConfirm={(reason) => act.mutate({ what: asking, reason })}
          onCancel={() => {
            act.reset();
            setAsking(null);
          }}
        />
      ) : null}
    </div>
  );
}

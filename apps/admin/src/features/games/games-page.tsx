import {
  GAME_SECTIONS,
  GAME_TAGS,
  type AdminGame,
  type AdminGameProvider,
  type AdminGameUpdate,
  type GameTag,
} from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import { Notice, TextField } from '../../components/ui/field';
import { Page, Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { gamesStrings } from './strings';
import { meQuery } from '../../lib/me';
import { gamesQuery, setProviderEnabled, updateGame } from './api';

const text = gamesStrings;
/** Wide enough for the table (the md breakpoint); narrower screens get one card per game. */
const WIDE = '(min-width: 768px)';
function useIsWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE).matches,
  );
}

const SECTION_ORDER = new Map<string, number>(
  GAME_SECTIONS.map((section, index) => [section, index]),
);

/** Actual minus declared RTP, in percentage points, coloured by which way it leans. */
function RtpVersus({ game }: { game: AdminGame }) {
  const actual = game.performance.actualRtp;
  if (actual === null) return <span className="text-slate-500">{text.noRounds}</span>;
  const gap = Number(actual) - Number(game.declaredRtp);
  const tone =
    Math.abs(gap) < 0.005 ? 'text-slate-400' : gap > 0 ? 'text-amber-300' : 'text-accent-400';
  return (
    <span className="whitespace-nowrap">
      <span className="font-semibold text-white">{actual} %</span>{' '}
      <span className={`text-xs ${tone}`}>
        ({gap >= 0 ? '+' : ''}
        {gap.toFixed(2)})
      </span>
    </span>
  );
}

function StatusBadge({ game }: { game: AdminGame }) {
  const label = !game.isEnabled
    ? text.disabled
    : !game.isProviderEnabled
      ? text.providerOff
      : text.enabled;
  const tone =
    game.isEnabled && game.isProviderEnabled
      ? 'bg-accent-500/15 text-accent-400'
      : 'bg-rose-500/15 text-rose-300';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>;
}

function ProviderCard({
  provider,
  canManage,
  onToggle,
  isBusy,
}: {
  provider: AdminGameProvider;
  canManage: boolean;
  onToggle: () => void;
  isBusy: boolean;
}) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border border-ink-700 bg-ink-900 px-3 py-2">
      <div>
        <p className="text-sm font-semibold text-white">{provider.name}</p>
        <p className="text-xs text-slate-400">
          {text.providerKinds[provider.kind]} · {text.providerGames(provider.gameCount)} ·{' '}
          {provider.isEnabled ? text.enabled : text.disabled}
        </p>
      </div>
      {canManage ? (
        <Button
          variant={provider.isEnabled ? 'secondary' : 'primary'}
          disabled={isBusy}
          onClick={onToggle}
        >
          {provider.isEnabled
            ? text.disableProvider(provider.name)
            : text.enableProvider(provider.name)}
        </Button>
      ) : null}
    </li>
  );
}

/** A game's place in its section with one-step moves up and down (a games manager's). */
function Place({
  game,
  sectionSize,
  canManage,
  isBusy,
  onMove,
}: {
  game: AdminGame;
  sectionSize: number;
  canManage: boolean;
  isBusy: boolean;
  onMove: (position: number) => void;
}) {
  return (
    <div className="flex items-center gap-1">
      <span className="w-6 tabular-nums text-slate-400">{game.position}</span>
      {canManage ? (
        <>
          <button
            type="button"
            aria-label={text.moveUp(game.name)}
            disabled={isBusy || game.position <= 1}
            className="rounded px-1.5 py-0.5 text-slate-300 hover:bg-ink-700 disabled:opacity-30"
            onClick={(event) => (event.stopPropagation(), onMove(game.position - 1))}
          >
            ▲
          </button>
          <button
            type="button"
            aria-label={text.moveDown(game.name)}
            disabled={isBusy || game.position >= sectionSize}
            className="rounded px-1.5 py-0.5 text-slate-300 hover:bg-ink-700 disabled:opacity-30"
            onClick={(event) => (event.stopPropagation(), onMove(game.position + 1))}
          >
            ▼
          </button>
        </>
      ) : null}
    </div>
  );
}

function Flags({ tags }: { tags: readonly GameTag[] }) {
  return (
    <div className="flex max-w-48 flex-wrap gap-1">
      {tags.map((tag) => (
        <span key={tag} className="rounded bg-ink-700 px-1.5 py-0.5 text-xs text-slate-200">
          {text.tags[tag]}
        </span>
      ))}
    </div>
  );
}

/** The selected game: its figures per currency and, for a games manager, its switches. */
function GameDetail({
  game,
  sectionSize,
  canManage,
  onChange,
  isBusy,
}: {
  game: AdminGame;
  sectionSize: number;
  canManage: boolean;
  onChange: (change: AdminGameUpdate) => void;
  isBusy: boolean;
}) {
  const [position, setPosition] = useState(String(game.position));
  const [section, setSection] = useState<string>(game.section);
  const [tags, setTags] = useState<GameTag[]>(game.tags);
  const toggleTag = (tag: GameTag) =>
    setTags((current) =>
      current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag],
    );
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-white">{game.name}</h2>
        <p className="text-xs text-slate-400">
          {game.providerName} · {game.id}
        </p>
        <p className="mt-2 text-sm text-slate-300">
          {game.performance.actualRtp === null
            ? text.noRounds
            : text.detail.versus(game.performance.actualRtp, game.declaredRtp)}
        </p>
      </div>
      <div>
        <h3 className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-400">
          {text.detail.byCurrency}
        </h3>
        {game.performance.byCurrency.length === 0 ? (
          <p className="text-sm text-slate-500">{text.noRounds}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label={text.detail.byCurrency}>
              <thead className="text-xs text-slate-400">
                <tr>
                  <th className="py-1 font-medium">{text.detail.currency}</th>
                  <th className="py-1 text-right font-medium">{text.rounds}</th>
                  <th className="py-1 text-right font-medium">{text.bets.replace(' (EUR)', '')}</th>
                  <th className="py-1 text-right font-medium">{text.wins.replace(' (EUR)', '')}</th>
                </tr>
              </thead>
              <tbody>
                {game.performance.byCurrency.map((row) => (
                  <tr key={row.currency} className="border-t border-ink-800">
                    <td className="py-1">{row.currency}</td>
                    <td className="py-1 text-right tabular-nums">{row.rounds}</td>
                    <td className="py-1 text-right tabular-nums">{row.bets}</td>
                    <td className="py-1 text-right tabular-nums">{row.wins}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {canManage ? (
        <>
          <div className="flex flex-col gap-1">
            <Button
              variant={game.isEnabled ? 'danger' : 'primary'}
              disabled={isBusy}
              onClick={() => onChange({ isEnabled: !game.isEnabled })}
            >
              {game.isEnabled ? text.detail.disable : text.detail.enable}
            </Button>
            <p className="text-xs text-slate-400">{text.detail.disableHint}</p>
          </div>
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onChange({ position: Number(position) });
            }}
          >
            <div className="flex-1">
              <TextField
                label={text.detail.positionLabel}
                type="number"
                min={1}
                max={sectionSize}
                step={1}
                required
                value={position}
                onChange={(event) => setPosition(event.target.value)}
              />
            </div>
            <Button
              type="submit"
              variant="secondary"
              disabled={isBusy || position === String(game.position)}
            >
              {text.detail.move}
            </Button>
          </form>
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onChange({ section: section as AdminGameUpdate['section'] });
            }}
          >
            <label className="flex flex-1 flex-col gap-1">
              <span className="text-xs font-medium uppercase tracking-wide text-slate-400">
                {text.detail.sectionLabel}
              </span>
              <select
                className="rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm"
                value={section}
                onChange={(event) => setSection(event.target.value)}
              >
                {GAME_SECTIONS.map((value) => (
                  <option key={value} value={value}>
                    {text.sections[value]}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="secondary" disabled={isBusy || section === game.section}>
              {text.detail.moveSection}
            </Button>
          </form>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-400">
              {text.detail.flagsLabel}
            </legend>
            <div className="grid grid-cols-2 gap-1">
              {GAME_TAGS.map((tag) => (
                <label key={tag} className="flex items-center gap-2 text-sm text-slate-200">
                  <input
                    type="checkbox"
                    checked={tags.includes(tag)}
                    onChange={() => toggleTag(tag)}
                  />
                  {text.tags[tag]}
                </label>
              ))}
            </div>
            <Button
              variant="secondary"
              disabled={isBusy || [...tags].sort().join() === [...game.tags].sort().join()}
              onClick={() => onChange({ tags })}
            >
              {text.detail.saveFlags}
            </Button>
          </fieldset>
        </>
      ) : (
        <p className="text-xs text-slate-400">{text.detail.readOnly}</p>
      )}
    </div>
  );
}

/** The catalogue: every game with its 30-day figures; a games manager switches, orders and flags them. */
export function GamesPage() {
  const queryClient = useQueryClient();
  const isWide = useIsWide();
  const me = useQuery(meQuery());
  const canManage = me.data?.permissions.includes('games.manage') ?? false;
  const catalogue = useQuery(gamesQuery());
  const [section, setSection] = useState('all');
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const change = useMutation({
    mutationFn: ({ id, update }: { id: string; update: AdminGameUpdate }) => updateGame(id, update),
    onSuccess: async (game) => {
      setOutcome({ tone: 'success', text: text.saved(game.name) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.games });
    },
    onError: (error) => setOutcome({ tone: 'error', text: messageOf(error) }),
  });
  const provider = useMutation({
    mutationFn: ({ id, isEnabled }: { id: string; isEnabled: boolean }) =>
      setProviderEnabled(id, isEnabled),
    onSuccess: async (saved) => {
      setOutcome({ tone: 'success', text: text.providerSaved(saved.name, saved.isEnabled) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.games });
    },
    onError: (error) => setOutcome({ tone: 'error', text: messageOf(error) }),
  });
  const isBusy = change.isPending || provider.isPending;

  const games = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (catalogue.data?.games ?? [])
      .filter(
        (game) =>
          (section === 'all' || game.section === section) &&
          (!needle || game.name.toLowerCase().includes(needle) || game.id.includes(needle)),
      )
      .sort(
        (a, b) =>
          (SECTION_ORDER.get(a.section) ?? 0) - (SECTION_ORDER.get(b.section) ?? 0) ||
          a.position - b.position ||
          a.name.localeCompare(b.name),
      );
  }, [catalogue.data, section, search]);
  const sectionSizes = useMemo(() => {
    const sizes = new Map<string, number>();
    for (const game of catalogue.data?.games ?? [])
      sizes.set(game.section, (sizes.get(game.section) ?? 0) + 1);
    return sizes;
  }, [catalogue.data]);
  const selected = catalogue.data?.games.find((game) => game.id === selectedId) ?? null;

  // Beside the table on wide screens, under the game's card on a phone.
  const detail = selected ? (
    <GameDetail
      key={`${selected.id}:${selected.position}:${selected.section}:${selected.tags.join()}`}
      game={selected}
      sectionSize={sectionSizes.get(selected.section) ?? 1}
      canManage={canManage}
      isBusy={isBusy}
      onChange={(update) => change.mutate({ id: selected.id, update })}
    />
  ) : null;

  const columns = useMemo(() => {
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
            onMove={(position) => change.mutate({ id: game.id, update: { position } })}
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
            <span className="text-xs text-slate-400">
              {text.declared(row.original.declaredRtp)}
            </span>
          </div>
        ),
      }),
    ];
  }, [canManage, isBusy, sectionSizes, change]);

  return (
    <Page
      title={text.title}
      subtitle={text.subtitle}
      actions={
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-xs font-medium uppercase tracking-wide text-slate-400">
            {text.sectionFilter}
            <select
              className="rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm normal-case tracking-normal text-white"
              value={section}
              onChange={(event) => setSection(event.target.value)}
            >
              <option value="all">{text.allSections}</option>
              {GAME_SECTIONS.map((value) => (
                <option key={value} value={value}>
                  {text.sections[value]}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={text.search}
            placeholder={text.searchPlaceholder}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      }
    >
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {catalogue.isPending ? <p className="text-slate-400">{strings.common.loading}</p> : null}
      {catalogue.isError ? <Notice tone="error">{catalogue.error.message}</Notice> : null}
      {catalogue.data ? (
        <>
          <Panel title={text.providers}>
            <ul className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
              {catalogue.data.providers.map((p) => (
                <ProviderCard
                  key={p.id}
                  provider={p}
                  canManage={canManage}
                  isBusy={isBusy}
                  onToggle={() => provider.mutate({ id: p.id, isEnabled: !p.isEnabled })}
                />
              ))}
            </ul>
          </Panel>
          <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_320px]">
            {isWide ? (
              <DataTable
                label={text.title}
                rows={games}
                columns={columns}
                rowId={(game) => game.id}
                selectedId={selectedId}
                onSelect={(game) => (setSelectedId(game.id), setOutcome(null))}
              />
            ) : (
              // On a phone the table would scroll sideways past the figures: one card per game, the
              // selected one's details under it.
              <ul className="flex flex-col gap-2" aria-label={text.title}>
                {games.map((game) => (
                  <li key={game.id}>
                    <div
                      className={`flex flex-col gap-2 rounded-xl border p-3 text-sm ${game.id === selectedId ? 'border-accent-500/60 bg-ink-800' : 'border-ink-700 bg-ink-900'}`}
                    >
                      <div className="flex items-start justify-between gap-2">
                        <div>
                          <button
                            type="button"
                            aria-pressed={game.id === selectedId}
                            className="text-left font-semibold text-white underline decoration-ink-600 underline-offset-4"
                            onClick={() => (setSelectedId(game.id), setOutcome(null))}
                          >
                            {game.name}
                          </button>
                          <p className="text-xs text-slate-400">
                            {game.providerName} · {text.sections[game.section]}
                          </p>
                        </div>
                        <StatusBadge game={game} />
                      </div>
                      <Flags tags={game.tags} />
                      <div className="flex items-center justify-between gap-2 text-xs text-slate-300">
                        <Place
                          game={game}
                          sectionSize={sectionSizes.get(game.section) ?? 0}
                          canManage={canManage}
                          isBusy={isBusy}
                          onMove={(position) =>
                            change.mutate({ id: game.id, update: { position } })
                          }
                        />
                        <span>
                          {text.rounds}:{' '}
                          <span className="tabular-nums text-white">{game.performance.rounds}</span>
                        </span>
                      </div>
                      <p className="text-xs text-slate-400">
                        {text.declaredRtp} {game.declaredRtp} % · {text.actualRtp}{' '}
                        <RtpVersus game={game} />
                      </p>
                    </div>
                    {game.id === selectedId && detail ? (
                      <div className="mt-2">
                        <Panel>{detail}</Panel>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {isWide ? (
              <Panel>
                {detail ?? <p className="text-sm text-slate-400">{strings.common.selectHint}</p>}
              </Panel>
            ) : null}
          </div>
        </>
      ) : null}
    </Page>
  );
}

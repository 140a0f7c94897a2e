import { GAME_SECTIONS, type AdminGameUpdate } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataTable } from '../../components/ui/data-table';
import { Notice, TextField } from '../../components/ui/field';
import { Page, Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { meQuery } from '../../lib/me';
import { queryKeys } from '../../lib/query-keys';
import { strings } from '../../strings';
import { gamesQuery, setProviderEnabled, updateGame } from './api';
import { GameCards } from './game-cards';
import { gameColumns } from './game-columns';
import { GameDetail } from './game-detail';
import { ProviderCard } from './provider-card';
import { gamesStrings } from './strings';
import { useIsWide } from './use-is-wide';

const text = gamesStrings;

const SECTION_ORDER = new Map<string, number>(
  GAME_SECTIONS.map((section, index) => [section, index]),
);

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

  const columns = useMemo(
    () =>
      gameColumns({
        sectionSizes,
        canManage,
        isBusy,
        onMove: (id, position) => change.mutate({ id, update: { position } }),
      }),
    [canManage, isBusy, sectionSizes, change],
  );

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
              <GameCards
                games={games}
                selectedId={selectedId}
                detail={detail}
                sectionSizes={sectionSizes}
                canManage={canManage}
                isBusy={isBusy}
                onSelect={(id) => (setSelectedId(id), setOutcome(null))}
                onMove={(id, position) => change.mutate({ id, update: { position } })}
              />
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

import { LANGUAGES, type AdminSkinMenuItem, type Language } from '@orca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/field';
import { Panel } from '../../components/ui/page';
import { messageOf } from '../../lib/api-client';
import { strings } from '../../strings';
import { menuQuery, saveMenu } from './api';
import { contentStrings } from './strings';
import { labelOf } from '../../lib/labels';
import { queryKeys } from '../../lib/query-keys';

const s = contentStrings.menu;
const INPUT =
  'w-full rounded-lg border border-ink-600 bg-ink-900 px-2 py-1 text-sm text-white placeholder:text-slate-500 focus:border-accent-400 focus:outline-none';

/** The entry's name for the operator: its id reads as its built-in label (menu.news → news). */
const nameOf = (item: AdminSkinMenuItem) => item.labels.en ?? item.id;

/** Moves `id` one place among its siblings (same parent), keeping every other entry where it is. */
function moved(items: AdminSkinMenuItem[], id: string, step: -1 | 1): AdminSkinMenuItem[] {
  const item = items.find((i) => i.id === id);
  if (!item) return items;
  const siblings = items.filter((i) => i.parentId === item.parentId);
  const index = siblings.indexOf(item);
  const other = siblings[index + step];
  if (!other) return items;
  return items
    .map((i) =>
      i.id === item.id
        ? { ...i, position: other.position }
        : i.id === other.id
          ? { ...i, position: item.position }
          : i,
    )
    .sort((a, b) => a.position - b.position);
}

/** The drawer menu: order, on/off, per-language labels and addresses, saved together. */
export function MenuTab() {
  const queryClient = useQueryClient();
  const menu = useQuery(menuQuery());
  const [items, setItems] = useState<AdminSkinMenuItem[] | null>(null);
  const current = items ?? menu.data?.items ?? null;
  const save = useMutation({
    mutationFn: (list: AdminSkinMenuItem[]) =>
      saveMenu({
        items: list.map(({ id, position, enabled, labels, path }) => ({
          id,
          position,
          enabled,
          labels,
          path,
        })),
      }),
    onSuccess: async (saved) => {
      setItems(saved.items);
      await queryClient.invalidateQueries({ queryKey: queryKeys.content.menu });
    },
  });
  if (menu.isError) return <Notice tone="error">{messageOf(menu.error)}</Notice>;
  if (!current) return <p className="text-slate-400">{strings.common.loading}</p>;
  // Positions must be distinct for moves to swap: the seed's are, and moves keep them so.
  const update = (id: string, change: Partial<AdminSkinMenuItem>) =>
    setItems(current.map((i) => (i.id === id ? { ...i, ...change } : i)));
  const groups = new Set(current.map((i) => i.parentId).filter((id): id is string => id !== null));
  const ordered = current
    .filter((i) => i.parentId === null)
    .flatMap((top) => [top, ...current.filter((c) => c.parentId === top.id)]);

  return (
    <Panel title={s.table}>
      <p className="mb-3 text-sm text-slate-400">{s.hint}</p>
      <ul className="flex flex-col gap-2" aria-label={s.table}>
        {ordered.map((item) => {
          const name = labelOf(contentStrings.menuEntries, item.labelKey.replace(/^menu\./, ''));
          return (
            <li
              key={item.id}
              className={`rounded-lg border border-ink-700 p-2 ${item.parentId ? 'ml-6' : ''} ${item.enabled ? '' : 'opacity-60'}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  aria-label={s.up(name)}
                  onClick={() => setItems(moved(current, item.id, -1))}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  aria-label={s.down(name)}
                  onClick={() => setItems(moved(current, item.id, 1))}
                >
                  ↓
                </Button>
                <span className="min-w-32 font-medium text-white">
                  {nameOf(item) === item.id ? name : nameOf(item)}
                </span>
                <label className="flex items-center gap-1 text-sm text-slate-300">
                  <input
                    type="checkbox"
                    checked={item.enabled}
                    aria-label={s.shownFor(name)}
                    onChange={(e) => update(item.id, { enabled: e.target.checked })}
                  />
                  {s.enabled}
                </label>
                {groups.has(item.id) ? null : (
                  <input
                    className={`${INPUT} max-w-64`}
                    aria-label={s.pathFor(name)}
                    value={item.path ?? ''}
                    placeholder="/path"
                    onChange={(e) =>
                      update(item.id, { path: e.target.value === '' ? null : e.target.value })
                    }
                  />
                )}
              </div>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
                {LANGUAGES.map((language: Language) => (
                  <input
                    key={language}
                    className={INPUT}
                    aria-label={s.labelFor(name, contentStrings.languages[language] ?? language)}
                    placeholder={language.toUpperCase()}
                    maxLength={60}
                    value={item.labels[language] ?? ''}
                    onChange={(e) =>
                      update(item.id, { labels: { ...item.labels, [language]: e.target.value } })
                    }
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-col gap-2">
        {save.isError ? <Notice tone="error">{messageOf(save.error)}</Notice> : null}
        {save.isSuccess ? <Notice tone="success">{s.saved}</Notice> : null}
        <Button
          className="self-start"
          disabled={save.isPending}
          onClick={() => save.mutate(current)}
        >
          {s.save}
        </Button>
      </div>
    </Panel>
  );
}

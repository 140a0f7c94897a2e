import { type AdminGame } from '@orca/contracts';
import { useMemo, type ReactNode } from 'react';
import { SelectField } from '../../components/ui/field';
import type { CampaignDraft } from './campaign-draft';
import { bonusStrings } from './strings';

const s = bonusStrings.form;

export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-ink-700 p-3">
      <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-300">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  error,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  error?: string | null;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-start gap-2 text-sm text-slate-200">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-emerald-400"
          checked={checked}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint ? <p className="text-xs text-slate-400">{hint}</p> : null}
      {error ? (
        <p role="alert" className="text-xs text-rose-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2';

/** The excluded games: chosen from the catalogue one at a time, each removable. */
export function ExcludedGames({
  games,
  chosen,
  onChange,
  error,
}: {
  games: readonly AdminGame[];
  chosen: string[];
  onChange: (ids: string[]) => void;
  error: string | null;
}) {
  const names = useMemo(() => new Map(games.map((game) => [game.id, game.name])), [games]);
  const left = games.filter((game) => !chosen.includes(game.id));
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={s.addExcluded}
        value=""
        error={error}
        onChange={(event) => event.target.value && onChange([...chosen, event.target.value])}
        options={[
          { value: '', label: s.pickExcluded },
          ...left.map((game) => ({ value: game.id, label: `${game.name} · ${game.providerName}` })),
        ]}
      />
      {chosen.length === 0 ? (
        <p className="text-xs text-slate-400">{s.noExcluded}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={s.excluded}>
          {chosen.map((id) => (
            <li
              key={id}
              className="flex items-center gap-1 rounded-full border border-ink-600 bg-ink-800 py-0.5 pl-3 pr-1 text-xs text-slate-200"
            >
              {names.get(id) ?? id}
              <button
                type="button"
                className="rounded-full px-1.5 text-slate-400 hover:bg-ink-700 hover:text-white"
                aria-label={s.removeExcluded(names.get(id) ?? id)}
                onClick={() => onChange(chosen.filter((other) => other !== id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Sets one field of the draft. */
export type SetField = <K extends keyof CampaignDraft>(key: K, value: CampaignDraft[K]) => void;
/** The API's refusal for a field, by its path in the request. */
export type FieldError = (field: string) => string | null;

import {
  GAME_SORTS,
  SEARCH_TITLE_MAX,
  type GameCategory,
  type GameSection,
  type GameSort,
} from '@orca/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '../../../components/ui/field';
import { useGamesOverview } from '../api/get-games-overview';

const SEARCH_DEBOUNCE_MS = 300;

/** The search box: it reports a trimmed title a moment after typing stops. */
export function GameSearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (title: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  // The address changed on its own (back button, a chip): show what it now says.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  useEffect(() => {
    const title = text.trim();
    if (title === value) return;
    const timer = setTimeout(() => onChange(title), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-200">
        {t('games.lobby.search')}
      </label>
      <div className="relative">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        >
          <path d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4" />
        </svg>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={SEARCH_TITLE_MAX}
          placeholder={t('games.lobby.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          className="w-full rounded-lg border border-ink-600 bg-ink-900 py-2 pr-3 pl-9 text-sm text-white placeholder:text-slate-500 focus:border-accent-400 focus:outline-none"
        />
      </div>
    </div>
  );
}

/** The providers with games in this lobby, each with its number of games here (the chosen one stays listed). */
export function ProviderSelect({
  section,
  value,
  onChange,
}: {
  section: GameSection;
  value: string;
  onChange: (provider: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const overview = useGamesOverview();
  const number = new Intl.NumberFormat(i18n.language);
  const providers = (overview.data?.providers ?? [])
    .map((provider) => ({
      ...provider,
      count: provider.sections.find((s) => s.section === section)?.gameCount ?? 0,
    }))
    .filter((provider) => provider.count > 0 || provider.id === value);
  return (
    <SelectField
      label={t('games.lobby.provider')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="sm:w-52"
    >
      <option value="all">{t('games.lobby.allProviders')}</option>
      {providers.map((provider) => (
        <option key={provider.id} value={provider.id}>
          {provider.name} ({number.format(provider.count)})
        </option>
      ))}
    </SelectField>
  );
}

export function SortSelect({
  value,
  onChange,
}: {
  value: GameSort;
  onChange: (sort: GameSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('games.lobby.sort')}
      value={value}
      onChange={(event) => onChange(event.target.value as GameSort)}
      className="sm:w-52"
    >
      {GAME_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {t(`games.sorts.${sort}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** The categories as links, so each is an address the drawer and others can point to. */
export function CategoryChips({
  categories,
  active,
  hrefOf,
}: {
  categories: readonly GameCategory[];
  active: GameCategory | null;
  hrefOf: (category: GameCategory) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('games.lobby.categories')}
      className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0"
    >
      <ul className="flex gap-2 pb-1">
        {categories.map((category) => {
          const isActive = category === active;
          return (
            <li key={category} className="shrink-0">
              <Link
                to={hrefOf(category)}
                aria-current={isActive ? 'page' : undefined}
                className={`block rounded-full border px-3.5 py-1.5 text-sm whitespace-nowrap transition-colors ${isActive ? 'border-accent-400 bg-accent-500/15 font-semibold text-accent-400' : 'border-ink-600 text-slate-300 hover:border-slate-400 hover:text-white'}`}
              >
                {t(`games.categories.${category}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

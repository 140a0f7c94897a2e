import { levelRewardEur, type VipTable } from '@orca/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesMedia, PHONE_QUERY } from '../../../lib/media-query';
import { formatCpNumber, formatWholeEur } from '../lib/figures';

type Category = VipTable['categories'][number];

function CategoryGroup({
  category,
  playerLevel,
}: {
  category: Category;
  playerLevel: number | null;
}) {
  const { t, i18n } = useTranslation();
  const hasPlayer = playerLevel !== null && category.levels.some((l) => l.level === playerLevel);
  // On a phone the 60 rows are a long scroll: only the player's group (or none) starts open.
  const [isOpen, setIsOpen] = useState(() => !matchesMedia(PHONE_QUERY) || hasPlayer);
  const name = t(`rewards.categories.${category.name}`, { defaultValue: category.name });
  const first = category.levels[0]?.level;
  const last = category.levels.at(-1)?.level;
  const panelId = `levels-${category.name}`;

  return (
    <section className="rounded-2xl border border-ink-700 bg-ink-900/80">
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left"
        >
          <span className="font-semibold text-white">{name}</span>
          <span className="flex items-center gap-2 text-xs text-slate-400">
            {t('rewards.vip.levelRange', { from: first, to: last })}
            <span
              aria-hidden="true"
              className={`transition-transform ${isOpen ? 'rotate-180' : ''}`}
            >
              ▾
            </span>
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!isOpen} className="px-2 pb-3">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('rewards.vip.tableCaption', { category: name })}</caption>
          <thead>
            <tr className="text-xs text-slate-400">
              <th scope="col" className="px-2 py-1 text-left font-normal">
                {t('rewards.vip.columns.level')}
              </th>
              <th scope="col" className="px-2 py-1 text-right font-normal">
                {t('rewards.vip.columns.requiredCp')}
              </th>
              <th scope="col" className="px-2 py-1 text-right font-normal">
                {t('rewards.vip.columns.reward')}
              </th>
            </tr>
          </thead>
          <tbody>
            {category.levels.map((row) => {
              const isHere = row.level === playerLevel;
              return (
                <tr
                  key={row.level}
                  aria-current={isHere ? 'true' : undefined}
                  className={
                    isHere ? 'bg-accent-500/15 font-semibold text-white' : 'text-slate-300'
                  }
                >
                  <td className="rounded-l-lg px-2 py-1">
                    {row.level}
                    {isHere && (
                      <span className="ml-2 rounded-full bg-accent-500 px-2 py-0.5 text-[11px] font-semibold text-ink-950">
                        {t('rewards.vip.youAreHere')}
                      </span>
                    )}
                  </td>
                  <td className="px-2 py-1 text-right tabular-nums">
                    {formatCpNumber(row.requiredCP, i18n.language)}
                  </td>
                  <td className="rounded-r-lg px-2 py-1 text-right tabular-nums">
                    {formatWholeEur(levelRewardEur(row.level), i18n.language)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The 60-level table (spec section 3's VIP table) grouped by category, with the player's row marked. */
export function LevelTable({
  table,
  playerLevel,
}: {
  table: VipTable;
  playerLevel: number | null;
}) {
  return (
    <div className="grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3">
      {table.categories.map((category) => (
        <CategoryGroup key={category.name} category={category} playerLevel={playerLevel} />
      ))}
    </div>
  );
}

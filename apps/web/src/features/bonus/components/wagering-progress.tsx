import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { wageringPercent } from '../lib/progress';

/**
 * The wagering bar: what has been wagered of the requirement, and the points still needed (spec
 * section 3: the API's pointsNeeded is what is left), moving as the `player.bonus` pushes arrive.
 */
export function WageringProgress({
  pointsGained,
  pointsNeeded,
  requirement,
  currency,
}: {
  pointsGained: string;
  pointsNeeded: string;
  requirement: string;
  currency: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, currency, i18n.language);
  const percent = wageringPercent(pointsGained, requirement);
  const text = t('bonus.active.progressText', {
    gained: money(pointsGained),
    needed: money(requirement),
  });
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t('bonus.active.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-ink-700"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-accent-600 to-accent-400 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm tabular-nums">
        <span className="text-slate-200" data-testid="wagering-progress">
          {text}
        </span>
        <span className="text-slate-400">
          {t('bonus.active.left', { amount: money(pointsNeeded) })}
        </span>
      </div>
    </div>
  );
}

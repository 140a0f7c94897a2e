import { formatMinor } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { wageringLeft, wageringPercent } from '../lib/progress';

/** The wagering bar: points gained of points needed (spec section 3), moving as the `player.bonus` pushes arrive. */
export function WageringProgress({ pointsGained, pointsNeeded, currency }: { pointsGained: string; pointsNeeded: string; currency: string }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, currency, i18n.language);
  const percent = wageringPercent(pointsGained, pointsNeeded);
  const text = t('bonus.active.progressText', { gained: money(pointsGained), needed: money(pointsNeeded) });
  return (
    <div>
      <div role="progressbar" aria-label={t('bonus.active.progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text} className="h-3 overflow-hidden rounded-full bg-ink-700">
        <div className="h-full rounded-full bg-gradient-to-r from-accent-600 to-accent-400 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <div className="mt-2 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm tabular-nums">
        <span className="text-slate-200" data-testid="wagering-progress">
          {text}
        </span>
        <span className="text-slate-400">{t('bonus.active.left', { amount: money(formatMinor(wageringLeft(pointsGained, pointsNeeded))) })}</span>
      </div>
    </div>
  );
}

import type { PlayerBonus } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/ui/page';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { BonusTerms } from './bonus-terms';
import { ContributionTable } from './contribution-table';
import { ForfeitBonus } from './forfeit-dialog';
import { WageringProgress } from './wagering-progress';

/** The one active bonus: its money, its wagering as it moves, its rules, and the way out. */
export function ActiveBonus({ bonus }: { bonus: PlayerBonus }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, bonus.currency, i18n.language);
  const figure = (label: string, value: string) => (
    <div className="rounded-xl bg-ink-800/60 p-3">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="text-base font-semibold text-white tabular-nums">{value}</dd>
    </div>
  );
  return (
    <Panel>
      <section aria-labelledby="active-bonus-title" className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-xs font-semibold tracking-wide text-accent-400 uppercase">
              {t('bonus.active.label')}
            </p>
            <h2 id="active-bonus-title" className="text-xl font-bold text-white">
              {bonus.title}
            </h2>
          </div>
          <p className="text-right">
            <span className="block text-xs text-slate-400">{t('bonus.active.balance')}</span>
            <span
              className="text-2xl font-bold text-white tabular-nums"
              data-testid="bonus-balance"
            >
              {money(bonus.bonusBalance)}
            </span>
          </p>
        </div>
        <WageringProgress
          pointsGained={bonus.pointsGained}
          pointsNeeded={bonus.pointsNeeded}
          requirement={bonus.wageringRequirement}
          currency={bonus.currency}
        />
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          {figure(t('bonus.active.granted'), money(bonus.amount))}
          {figure(t('bonus.active.maxBet'), money(bonus.maxBet))}
          {figure(
            t('bonus.active.expiry'),
            bonus.expiry ? formatDateTime(bonus.expiry, i18n.language) : t('bonus.active.noExpiry'),
          )}
          {figure(t('bonus.active.openBets'), String(bonus.openBets))}
        </dl>
        <div className="grid gap-5 md:grid-cols-2">
          <div>
            <h3 className="mb-2 text-sm font-medium text-slate-200">{t('bonus.terms.title')}</h3>
            <BonusTerms bonus={bonus} />
          </div>
          <ContributionTable contributions={bonus.contributions} />
        </div>
        <div className="flex justify-end">
          <ForfeitBonus bonus={bonus} />
        </div>
      </section>
    </Panel>
  );
}

import type { PlayerBonus } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format';

/** The active bonus's rules, each in a sentence a player can check against what happens. */
export function BonusTerms({ bonus }: { bonus: PlayerBonus }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, bonus.currency, i18n.language);
  const lines = [
    t('bonus.terms.cashFirst'),
    t('bonus.terms.wagering', {
      requirement: money(bonus.wageringRequirement),
      amount: money(bonus.amount),
    }),
    t('bonus.terms.maxBet', { maxBet: money(bonus.maxBet) }),
    t('bonus.terms.lowRisk'),
    bonus.expiry
      ? t('bonus.terms.expiry', { date: formatDateTime(bonus.expiry, i18n.language) })
      : null,
    bonus.maxConversion
      ? t('bonus.terms.maxConversion', { amount: money(bonus.maxConversion) })
      : t('bonus.terms.fullConversion'),
    t('bonus.terms.withdrawForfeits'),
  ].filter((line): line is string => line !== null);
  return (
    <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-300">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

import type { PlayerBonus } from '@orca/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';

/** Said before a withdrawal is sent: it ends the active bonus and what it holds; the player's own money is never held back. */
export function BonusForfeitConfirm({
  bonus,
  isConfirmed,
  onConfirmedChange,
  error,
}: {
  bonus: PlayerBonus;
  isConfirmed: boolean;
  onConfirmedChange: (isConfirmed: boolean) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const amount = formatMoney(bonus.bonusBalance, bonus.currency, i18n.language);
  return (
    <div className="rounded-lg border border-amber-400/40 bg-amber-950/30 p-3 text-sm text-amber-100">
      <p className="font-semibold">{t('bonus.withdraw.title')}</p>
      <p className="mt-1">{t('bonus.withdraw.text', { title: bonus.title, amount })}</p>
      <Link to="/profile/bonuses" className="mt-1 inline-block text-accent-400 hover:underline">
        {t('bonus.withdraw.seeBonus')}
      </Link>
      <div className="mt-3 flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-accent-500"
          checked={isConfirmed}
          onChange={(e) => onConfirmedChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{t('bonus.withdraw.confirm', { amount })}</label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}

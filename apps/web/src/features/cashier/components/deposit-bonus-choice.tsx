import type { BonusOffer } from '@orca/contracts';
import { PROMO_CODE_MAX } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { formatMoney } from '../../../lib/format';

/** The player's choice before paying: no bonus, one of the deposit offers open to them, or a promo code. */
export type BonusChoice =
  { kind: 'none' } | { kind: 'offer'; offer: BonusOffer } | { kind: 'code'; code: string };

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-ink-600 p-3 has-[:checked]:border-accent-400 has-[:checked]:bg-ink-800';

export function DepositBonusChoice({
  offers,
  choice,
  onChange,
  error,
}: {
  offers: BonusOffer[];
  choice: BonusChoice;
  onChange: (choice: BonusChoice) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-200">
        {t('bonus.cashier.legend')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <label className={optionClass}>
          <input
            type="radio"
            name="bonus-choice"
            className="mt-1 accent-accent-500"
            checked={choice.kind === 'none'}
            onChange={() => onChange({ kind: 'none' })}
          />
          <span className="text-sm text-white">{t('bonus.cashier.none')}</span>
        </label>
        {offers.map((offer) => (
          <label key={offer.id} className={optionClass}>
            <input
              type="radio"
              name="bonus-choice"
              className="mt-1 accent-accent-500"
              checked={choice.kind === 'offer' && choice.offer.id === offer.id}
              onChange={() => onChange({ kind: 'offer', offer })}
            />
            <span className="text-sm">
              <span className="block font-semibold text-white">{offer.title}</span>
              <span className="block text-slate-400">
                {[
                  offer.minDeposit
                    ? t('bonus.offer.minDeposit', {
                        amount: money(offer.minDeposit, offer.currency),
                      })
                    : null,
                  t('bonus.offer.wagering', { times: offer.wageringMultiplier }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </label>
        ))}
        <label className={optionClass}>
          <input
            type="radio"
            name="bonus-choice"
            className="mt-1 accent-accent-500"
            checked={choice.kind === 'code'}
            onChange={() => onChange({ kind: 'code', code: '' })}
          />
          <span className="text-sm text-white">{t('bonus.cashier.haveCode')}</span>
        </label>
      </div>
      {choice.kind === 'code' && (
        <TextField
          className="mt-3 max-w-xs"
          label={t('bonus.promo.label')}
          value={choice.code}
          maxLength={PROMO_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => onChange({ kind: 'code', code: e.target.value })}
          error={error}
        />
      )}
      {choice.kind !== 'code' && error && (
        <p role="alert" className="mt-1 text-xs text-rose-300">
          {error}
        </p>
      )}
      {choice.kind !== 'none' && (
        <p className="mt-2 text-xs text-slate-400">{t('bonus.cashier.whenCredited')}</p>
      )}
    </fieldset>
  );
}

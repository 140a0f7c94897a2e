import type { SportsBet } from '@orca/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useSetCashOutRule } from '../api/sports-cash-out';
import { checkThreshold } from '../lib/cash-out';

/**
 * An open bet's automatic cash-out: the rule it carries with a Remove, or a threshold field to set one (at most
 * the potential return, checked before it is sent). The API cashes the whole bet out once its offer reaches
 * the threshold, with the player away or not; the bet lists refresh on its push.
 */
export function AutoCashOut({ bet }: { bet: SportsBet }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const money = (amount: string) => formatMoney(amount, bet.currency, i18n.language);
  const setRule = useSetCashOutRule();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const rule = bet.cashOutRule;

  const save = (threshold: string | null) => {
    setError(null);
    setRule.mutate(
      { betId: bet.id, body: { threshold } },
      {
        onSuccess: () => {
          setText('');
          toast({
            title:
              threshold === null
                ? t('sports.cashOut.auto.removed')
                : t('sports.cashOut.auto.saved', { amount: money(threshold) }),
            variant: 'success',
          });
        },
        // A field's own message (above the potential return) reads better than the envelope's.
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fields[0] : undefined;
          setError(field?.message ?? failure.message);
        },
      },
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkThreshold(text, bet.potentialReturn);
    if (!check.ok) {
      setError(t(`sports.cashOut.auto.error.${check.reason}`, { max: money(bet.potentialReturn) }));
      return;
    }
    save(check.threshold);
  };

  return (
    <div
      className="mt-2 rounded-lg border border-ink-800 bg-ink-950/60 p-2"
      data-testid="auto-cash-out"
    >
      <p className="text-xs font-semibold text-white">{t('sports.cashOut.auto.title')}</p>
      {rule ? (
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-accent-300" data-testid="auto-cash-out-active">
            {t('sports.cashOut.auto.active', { amount: money(rule.threshold) })}
          </p>
          <Button
            variant="ghost"
            className="px-2 py-1 text-xs"
            onClick={() => save(null)}
            disabled={setRule.isPending}
            data-testid="auto-cash-out-remove"
          >
            {t('sports.cashOut.auto.remove')}
          </Button>
        </div>
      ) : (
        <form className="mt-1 flex flex-wrap items-end gap-2" onSubmit={handleSubmit} noValidate>
          <label
            htmlFor={fieldId}
            className="flex min-w-0 flex-1 flex-col gap-1 text-xs text-slate-400"
          >
            {t('sports.cashOut.auto.label')}
            <input
              id={fieldId}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={error !== null}
              aria-describedby={`${fieldId}-hint`}
              className="w-full rounded-lg border border-ink-700 bg-ink-900 px-2 py-1.5 text-sm text-white tabular-nums"
              data-testid="auto-cash-out-threshold"
            />
          </label>
          <Button
            type="submit"
            variant="secondary"
            disabled={setRule.isPending}
            data-testid="auto-cash-out-set"
          >
            {setRule.isPending ? t('sports.cashOut.auto.saving') : t('sports.cashOut.auto.set')}
          </Button>
          <p id={`${fieldId}-hint`} className="w-full text-xs text-slate-500">
            {t('sports.cashOut.auto.hint', { max: money(bet.potentialReturn) })}
          </p>
        </form>
      )}
      {error ? (
        <p role="alert" className="mt-1 text-xs text-rose-300" data-testid="auto-cash-out-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

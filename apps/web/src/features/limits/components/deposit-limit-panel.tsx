import { zodResolver } from '@hookform/resolvers/zod';
import {
  DepositLimitRequestSchema,
  LIMIT_INCREASE_DELAY_HOURS,
  parseMinor,
  PAYMENT_CHECKOUT_EXPIRY_MINUTES,
  type DepositLimit,
} from '@orca/contracts';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { useDepositLimit, useSetDepositLimit } from '../api/deposit-limit';

/** The contract's request schema, with the removal choice made explicit and the minimum and maximum the API reported. */
export function limitFormSchema(state: DepositLimit) {
  const amount = DepositLimitRequestSchema.shape.limit.unwrap();
  return z
    .object({
      isRemoval: z.boolean(),
      limit: z.string(),
      password: DepositLimitRequestSchema.shape.password,
    })
    .superRefine((values, ctx) => {
      if (values.isRemoval) return;
      if (!amount.safeParse(values.limit).success)
        return ctx.addIssue({ code: 'custom', path: ['limit'], message: 'amount_invalid' });
      const limitMinor = parseMinor(values.limit) ?? 0n;
      if (limitMinor < (parseMinor(state.min) ?? 0n))
        ctx.addIssue({ code: 'custom', path: ['limit'], message: 'limit_too_low' });
      else if (limitMinor > (parseMinor(state.max) ?? 0n))
        ctx.addIssue({ code: 'custom', path: ['limit'], message: 'daily_limit_too_high' });
    });
}
type LimitForm = z.infer<ReturnType<typeof limitFormSchema>>;

function Form({ state }: { state: DepositLimit }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const save = useSetDepositLimit();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => limitFormSchema(state), [state]);
  const { register, handleSubmit, setError, reset, control, formState } = useForm<LimitForm>({
    resolver: zodResolver(schema),
    defaultValues: { isRemoval: false, limit: '', password: '' },
  });
  const isRemoval = useWatch({ control, name: 'isRemoval' });
  const money = (value: string) => formatMoney(value, state.currency, i18n.language);
  const hasLimit = state.current !== null || state.pending !== null;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const envelope = await save.mutateAsync({
        limit: values.isRemoval ? null : values.limit.trim(),
        password: values.password,
      });
      reset({ isRemoval: false, limit: '', password: '' });
      toast({ title: envelope.info.message, variant: 'success' });
    } catch (error) {
      setFormError(applyApiError(error, setError, ['limit', 'password'], t));
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-4 sm:grid-cols-2"
      noValidate
      aria-label={t('limits.deposit.formLabel')}
    >
      <TextField
        label={t('limits.deposit.newLimit', { currency: state.currency })}
        inputMode="decimal"
        autoComplete="off"
        disabled={isRemoval}
        hint={t('limits.deposit.range', { min: money(state.min), max: money(state.max) })}
        error={fieldMessage(t, formState.errors.limit?.message, { max: money(state.max) })}
        {...register('limit')}
      />
      <TextField
        label={t('limits.password')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(t, formState.errors.password?.message)}
        {...register('password')}
      />
      {hasLimit && (
        <label className="flex items-center gap-2 text-sm text-slate-200 sm:col-span-2">
          <input type="checkbox" className="h-4 w-4 accent-accent-500" {...register('isRemoval')} />
          {t('limits.deposit.remove')}
        </label>
      )}
      <p className="text-xs text-slate-400 sm:col-span-2">
        {t('limits.deposit.rule', { hours: LIMIT_INCREASE_DELAY_HOURS })}
      </p>
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('limits.deposit.save')}
        </Button>
      </div>
    </form>
  );
}

/** Spec: daily deposit limit with a current and a pending value; stricter at once, looser after 24 hours. */
export function DepositLimitPanel() {
  const { t, i18n } = useTranslation();
  const limit = useDepositLimit();
  const state = limit.data;
  const money = (value: string) => (state ? formatMoney(value, state.currency, i18n.language) : '');

  return (
    <Panel title={t('limits.deposit.title')}>
      {!state ? (
        limit.error ? (
          <FormError message={limit.error.message} />
        ) : (
          <p role="status">{t('common.loading')}</p>
        )
      ) : (
        <div className="space-y-5">
          <dl className="grid gap-4 text-sm sm:grid-cols-2" aria-label={t('limits.deposit.title')}>
            <div className="rounded-xl bg-ink-800/60 p-3">
              <dt className="text-slate-400">{t('limits.deposit.current')}</dt>
              <dd className="text-lg font-semibold text-white tabular-nums">
                {state.current === null ? t('limits.deposit.none') : money(state.current)}
              </dd>
            </div>
            <div className="rounded-xl bg-ink-800/60 p-3">
              <dt className="text-slate-400">{t('limits.deposit.used')}</dt>
              <dd className="text-lg font-semibold text-white tabular-nums">
                {money(state.usedToday)}
              </dd>
            </div>
            {(parseMinor(state.awaitingPayment) ?? 0n) > 0n && (
              <div className="rounded-xl bg-ink-800/60 p-3">
                <dt className="text-slate-400">{t('limits.deposit.awaiting')}</dt>
                <dd className="text-lg font-semibold text-white tabular-nums">
                  {money(state.awaitingPayment)}
                </dd>
              </div>
            )}
            {state.pendingFrom && (
              <div className="rounded-xl border border-amber-400/40 bg-amber-950/30 p-3 sm:col-span-2">
                <dt className="text-amber-200">{t('limits.deposit.pending')}</dt>
                <dd className="text-amber-50">
                  {state.isPendingRemoval || state.pending === null
                    ? t('limits.deposit.pendingRemoval', {
                        date: formatDateTime(state.pendingFrom, i18n.language),
                      })
                    : t('limits.deposit.pendingValue', {
                        amount: money(state.pending),
                        date: formatDateTime(state.pendingFrom, i18n.language),
                      })}
                </dd>
              </div>
            )}
          </dl>
          <p className="text-xs text-slate-400">
            {t('limits.deposit.countRule', { minutes: PAYMENT_CHECKOUT_EXPIRY_MINUTES })}
          </p>
          <Form state={state} />
        </div>
      )}
    </Panel>
  );
}

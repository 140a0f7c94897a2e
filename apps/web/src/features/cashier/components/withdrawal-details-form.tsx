import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMinor,
  parseMinor,
  WithdrawalDetailsRequestSchema,
  type Withdrawal,
  type WithdrawalDetailsRequest,
  type WithdrawalMethod,
} from '@orca/contracts';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/field';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { usePaymentMethodName } from '../../../lib/payment-methods';
import { useSubmitWithdrawalDetails } from '../api/withdrawal';

/** The contract's schema plus the chosen method's own lengths (spec section 5: required, minimum, maximum, fixed length). */
export function detailsSchemaFor(method: WithdrawalMethod) {
  return WithdrawalDetailsRequestSchema.superRefine((values, ctx) => {
    const address = values.address.trim();
    const { minLength, maxLength } = method.address;
    if (address.length > 0) {
      if (minLength === maxLength && address.length !== minLength)
        ctx.addIssue({ code: 'custom', path: ['address'], message: 'exact_length' });
      else if (address.length < minLength)
        ctx.addIssue({ code: 'custom', path: ['address'], message: 'too_short' });
      else if (address.length > maxLength)
        ctx.addIssue({ code: 'custom', path: ['address'], message: 'too_long' });
    }
    const tag = values.tag?.trim() ?? '';
    if (method.tag?.isRequired && tag === '')
      ctx.addIssue({ code: 'custom', path: ['tag'], message: 'required' });
    if (method.tag && tag.length > method.tag.maxLength)
      ctx.addIssue({ code: 'custom', path: ['tag'], message: 'too_long' });
  });
}

/** Length messages carry the method's numbers; other keys are the shared validation messages. */
function lengthMessage(
  t: TFunction,
  message: string | undefined,
  min: number,
  max: number,
): string | undefined {
  if (message === 'exact_length') return t('cashier.details.exactLength', { length: min });
  if (message === 'too_short') return t('validation.too_short', { min });
  if (message === 'too_long') return t('validation.too_long', { max });
  return fieldMessage(t, message);
}

/** The address (and destination tag or memo) for an approved withdrawal, checked against the method's rules before it is sent. */
export function WithdrawalDetailsForm({
  token,
  withdrawal,
  method,
  onDone,
}: {
  token: string;
  withdrawal: Withdrawal;
  method: WithdrawalMethod;
  onDone: (paid: Withdrawal) => void;
}) {
  const { t, i18n } = useTranslation();
  const methodName = usePaymentMethodName()(method.id, method.name);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = useSubmitWithdrawalDetails();
  const schema = useMemo(() => detailsSchemaFor(method), [method]);
  const { register, handleSubmit, setError, formState } = useForm<WithdrawalDetailsRequest>({
    resolver: zodResolver(schema),
    defaultValues: { token, address: '', tag: '' },
  });
  const money = (value: string) => formatMoney(value, withdrawal.currency, i18n.language);
  const amountMinor = parseMinor(withdrawal.amount) ?? 0n;
  const feeMinor = parseMinor(withdrawal.fee) ?? 0n;
  const { minLength, maxLength } = method.address;
  const tagLabel = method.tag ? t(`cashier.details.${method.tag.label}`) : '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onDone(
        await submit.mutateAsync({
          token,
          address: values.address,
          ...(method.tag && values.tag ? { tag: values.tag } : {}),
        }),
      );
    } catch (error) {
      setFormError(applyApiError(error, setError, ['address', 'tag'], t));
    }
  });

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 rounded-xl bg-ink-800/60 p-4 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-400">{t('cashier.details.amount')}</dt>
          <dd className="font-semibold text-white tabular-nums">{money(withdrawal.amount)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cashier.details.fee')}</dt>
          <dd className="text-white tabular-nums">{money(withdrawal.fee)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cashier.details.receive')}</dt>
          <dd className="font-semibold text-emerald-200 tabular-nums">
            {money(formatMinor(amountMinor > feeMinor ? amountMinor - feeMinor : 0n))}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('cashier.details.method')}</dt>
          <dd className="text-white">{methodName}</dd>
        </div>
        <div className="col-span-2 sm:col-span-4">
          <dt className="text-slate-400">{t('cashier.details.requested')}</dt>
          <dd className="text-white">{formatDateTime(withdrawal.requestedAt, i18n.language)}</dd>
        </div>
      </dl>
      <form
        onSubmit={(e) => void onSubmit(e)}
        className="space-y-4"
        noValidate
        aria-label={t('cashier.details.formLabel')}
      >
        <input type="hidden" {...register('token')} />
        <TextField
          label={t('cashier.details.address', { method: methodName })}
          autoComplete="off"
          spellCheck={false}
          className="[&_input]:font-mono"
          hint={
            minLength === maxLength
              ? t('cashier.details.exactLength', { length: minLength })
              : t('cashier.details.lengthRange', { min: minLength, max: maxLength })
          }
          error={lengthMessage(t, formState.errors.address?.message, minLength, maxLength)}
          {...register('address')}
        />
        {method.tag && (
          <TextField
            label={
              method.tag.isRequired ? tagLabel : t('cashier.details.optional', { label: tagLabel })
            }
            autoComplete="off"
            inputMode={method.tag.label === 'destination_tag' ? 'numeric' : 'text'}
            hint={t('cashier.details.tagHint', { max: method.tag.maxLength })}
            error={lengthMessage(t, formState.errors.tag?.message, 0, method.tag.maxLength)}
            {...register('tag')}
          />
        )}
        <p className="text-xs text-amber-200">{t('cashier.details.checkAddress')}</p>
        <FormError message={formError} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('cashier.details.submit')}
        </Button>
      </form>
    </div>
  );
}

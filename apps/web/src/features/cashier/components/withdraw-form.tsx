import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMinor,
  parseMinor,
  WithdrawalRequestSchema,
  type MissingItem,
  type WithdrawalMethod,
  type WithdrawalRequest,
} from '@orca/contracts';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { usePaymentMethodName } from '../../../lib/payment-methods';
import { usePlayerBonuses } from '../../../lib/queries/bonus';
import { useBalance } from '../../../lib/queries/player';
import { useCreateWithdrawal, useWithdrawalMethods } from '../api/withdrawal';
import { BonusForfeitConfirm } from './bonus-forfeit-confirm';
import { MethodOption } from './method-option';
import { MissingInfoNotice } from './missing-info-notice';

/** A refusal the player can act on gets its own words and a way forward; anything else is the server's message. */
type Refusal =
  | { kind: 'message'; text: string }
  | { kind: 'missing'; missing: MissingItem[] }
  | { kind: 'action'; title: string; text: string; link: { to: string; label: string } };

function RefusalNotice({ refusal }: { refusal: Refusal }) {
  if (refusal.kind === 'message') return <FormError message={refusal.text} />;
  if (refusal.kind === 'missing') return <MissingInfoNotice missing={refusal.missing} />;
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-400/40 bg-amber-950/30 p-3 text-sm text-amber-100"
    >
      <p className="font-semibold">{refusal.title}</p>
      <p className="mt-1">{refusal.text}</p>
      <Link
        to={refusal.link.to}
        className="mt-2 inline-block font-semibold text-accent-400 hover:underline"
      >
        {refusal.link.label}
      </Link>
    </div>
  );
}

function Form({ methods }: { methods: WithdrawalMethod[] }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const balance = useBalance();
  const withdrawal = useCreateWithdrawal();
  const methodName = usePaymentMethodName();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const activeBonus = usePlayerBonuses().data?.active ?? null;
  const [isForfeitConfirmed, setIsForfeitConfirmed] = useState(false);
  const [forfeitError, setForfeitError] = useState<string | undefined>(undefined);
  const { register, handleSubmit, setError, reset, control, formState } =
    useForm<WithdrawalRequest>({
      resolver: zodResolver(WithdrawalRequestSchema),
      defaultValues: { method: methods[0]?.id ?? '', amount: '' },
    });
  const [methodId, amount] = useWatch({ control, name: ['method', 'amount'] });
  const method = methods.find((m) => m.id === methodId);
  const money = (value: string, currency: string) => formatMoney(value, currency, i18n.language);
  const amountMinor = parseMinor(amount ?? '');
  const feeMinor = method ? parseMinor(method.fee) : null;
  const receiveMinor =
    amountMinor !== null && feeMinor !== null && amountMinor > feeMinor
      ? amountMinor - feeMinor
      : null;

  function refusalOf(error: unknown): Refusal | null {
    if (!(error instanceof ApiError)) return { kind: 'message', text: t('errors.internal_error') };
    switch (error.resultCode) {
      case 'first_deposit_required':
        return {
          kind: 'action',
          title: t('cashier.withdraw.unavailable'),
          text: error.message,
          link: { to: '/cashier/deposit', label: t('cashier.withdraw.goDeposit') },
        };
      case 'profile_incomplete': {
        const missing = (error.data as { missing?: MissingItem[] } | null)?.missing ?? [];
        return missing.length > 0
          ? { kind: 'missing', missing }
          : { kind: 'message', text: error.message };
      }
      case 'kyc_required':
        return {
          kind: 'action',
          title: t('cashier.withdraw.verifyTitle'),
          text: error.message,
          link: { to: '/profile/my-account/documents', label: t('cashier.withdraw.goVerify') },
        };
      default: {
        const message = applyApiError(error, setError, ['method', 'amount'], t);
        return message ? { kind: 'message', text: message } : null;
      }
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    setForfeitError(undefined);
    // Withdrawing ends an active bonus: the player says so first, and the request carries that consent.
    if (activeBonus && !isForfeitConfirmed) {
      setForfeitError(t('bonus.withdraw.confirmRequired'));
      return;
    }
    try {
      const envelope = await withdrawal.mutateAsync(
        activeBonus ? { ...values, forfeitBonus: true } : values,
      );
      reset({ method: values.method, amount: '' });
      setIsForfeitConfirmed(false);
      toast({ title: envelope.info.message, variant: 'success' });
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  });

  const details = (m: WithdrawalMethod): ReactNode => (
    <>
      {t('cashier.range', { min: money(m.min, m.currency), max: money(m.max, m.currency) })}
      <br />
      {t('cashier.withdraw.feeAndTime', {
        fee: money(m.fee, m.currency),
        hours: Number.parseInt(m.time, 10),
      })}
    </>
  );

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-5"
      noValidate
      aria-label={t('cashier.withdraw.formLabel')}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-200">
          {t('cashier.withdraw.method')}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {methods.map((m) => (
            <MethodOption
              key={m.id}
              value={m.id}
              title={methodName(m.id, m.name)}
              details={details(m)}
              {...register('method')}
            />
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('cashier.amountIn', { currency: method?.currency ?? '' })}
        inputMode="decimal"
        autoComplete="off"
        hint={
          balance.data
            ? t('cashier.withdraw.available', {
                amount: money(balance.data.withdrawable, balance.data.currency),
              })
            : undefined
        }
        error={fieldMessage(t, formState.errors.amount?.message)}
        {...register('amount')}
      />
      {method && receiveMinor !== null && (
        <p className="text-sm text-slate-300">
          {t('cashier.withdraw.youReceive', {
            amount: money(formatMinor(receiveMinor), method.currency),
            fee: money(method.fee, method.currency),
          })}
        </p>
      )}
      {activeBonus && (
        <BonusForfeitConfirm
          bonus={activeBonus}
          isConfirmed={isForfeitConfirmed}
          onConfirmedChange={setIsForfeitConfirmed}
          error={forfeitError}
        />
      )}
      {refusal && <RefusalNotice refusal={refusal} />}
      <Button type="submit" className="w-full sm:w-auto" disabled={formState.isSubmitting}>
        {t('cashier.withdraw.submit')}
      </Button>
      <p className="text-xs text-slate-400">{t('cashier.withdraw.howItWorks')}</p>
    </form>
  );
}

/** Requests a crypto withdrawal: the money is reserved at once and an operator approves it. */
export function WithdrawForm() {
  const { t } = useTranslation();
  const methods = useWithdrawalMethods();
  return (
    <Panel title={t('cashier.withdraw.formTitle')}>
      {methods.data ? (
        <Form methods={methods.data} />
      ) : methods.error ? (
        <FormError message={methods.error.message} />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </Panel>
  );
}

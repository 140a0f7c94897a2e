import { zodResolver } from '@hookform/resolvers/zod';
import {
  DepositRequestSchema,
  PAYMENT_CHECKOUT_EXPIRY_MINUTES,
  type DepositMethod,
  type DepositRequest,
} from '@orca/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { usePaymentMethodName } from '../../../lib/payment-methods';
import { usePlayerBonuses } from '../../../lib/queries/bonus';
import { useCreateDeposit, useDepositMethods } from '../api/deposit';
import { rememberDepositBonus } from '../lib/deposit-bonus-note';
import { DepositBonusChoice, type BonusChoice } from './deposit-bonus-choice';
import { MethodOption } from './method-option';

/** Amounts offered as one tap; only those the chosen method accepts are shown. */
const QUICK_AMOUNTS = [20, 50, 100, 250, 500];

function Form({ methods }: { methods: DepositMethod[] }) {
  const { t, i18n } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const deposit = useCreateDeposit();
  const methodName = usePaymentMethodName();
  const [params] = useSearchParams();
  const bonuses = usePlayerBonuses();
  // Offers needing a code are taken through the code field, so their code stays the player's to know.
  const offers = (bonuses.data?.available ?? []).filter(
    (offer) => offer.kind === 'deposit' && offer.eligibility === 'eligible' && !offer.needsCode,
  );
  // An offer page's call to action opens this page with ?bonus=<id>, a code's confirmation with ?code=<code>.
  const requestedCode = params.get('code');
  const [choice, setChoice] = useState<BonusChoice>(
    requestedCode === null
      ? { kind: 'none' }
      : { kind: 'code', code: requestedCode === '1' ? '' : requestedCode },
  );
  const [bonusError, setBonusError] = useState<string | undefined>(undefined);
  const requestedBonus = useRef(params.get('bonus'));
  useEffect(() => {
    const offer = offers.find((o) => o.id === requestedBonus.current);
    if (!offer) return;
    requestedBonus.current = null;
    setChoice({ kind: 'offer', offer });
  }, [offers]);
  const { register, handleSubmit, setError, setValue, control, formState } =
    useForm<DepositRequest>({
      resolver: zodResolver(DepositRequestSchema),
      defaultValues: { method: methods[0]?.id ?? '', amount: '' },
    });
  const methodId = useWatch({ control, name: 'method' });
  const method = methods.find((m) => m.id === methodId);
  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setBonusError(undefined);
    const code = choice.kind === 'code' ? choice.code.trim() : '';
    if (choice.kind === 'code' && code === '') {
      setBonusError(t('bonus.promo.required'));
      return;
    }
    const bonus =
      choice.kind === 'offer'
        ? { bonusId: choice.offer.id }
        : choice.kind === 'code'
          ? { promoCode: code }
          : {};
    try {
      const { paymentId, redirectUrl } = await deposit.mutateAsync({ ...values, ...bonus });
      if (choice.kind !== 'none')
        rememberDepositBonus(
          paymentId,
          choice.kind === 'offer' ? choice.offer.title : code.toUpperCase(),
        );
      // The provider's own page takes the payment; it sends the player back to /cashier/deposit?payment=<id>.
      setIsLeaving(true);
      window.location.assign(redirectUrl);
    } catch (error) {
      // A refused offer or code is said beside the choice, in the server's words for its result code.
      const bonusField =
        error instanceof ApiError
          ? error.fields.find((field) => field.field === 'promoCode' || field.field === 'bonusId')
          : undefined;
      if (bonusField)
        setBonusError(t(`validation.${bonusField.key}`, { defaultValue: bonusField.message }));
      else if (error instanceof ApiError && /^(promo_code|bonus)_/.test(error.resultCode))
        setBonusError(error.message);
      else setFormError(applyApiError(error, setError, ['method', 'amount'], t));
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-5"
      noValidate
      aria-label={t('cashier.deposit.formLabel')}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-200">
          {t('cashier.deposit.method')}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {methods.map((m) => (
            <MethodOption
              key={m.id}
              value={m.id}
              title={methodName(m.id, m.name)}
              details={t('cashier.range', {
                min: money(m.min, m.currency),
                max: money(m.max, m.currency),
              })}
              {...register('method')}
            />
          ))}
        </div>
        {formState.errors.method && (
          <p role="alert" className="mt-1 text-xs text-rose-300">
            {fieldMessage(t, formState.errors.method.message)}
          </p>
        )}
      </fieldset>
      <div>
        <TextField
          label={t('cashier.amountIn', { currency: method?.currency ?? '' })}
          inputMode="decimal"
          autoComplete="off"
          hint={
            method
              ? t('cashier.range', {
                  min: money(method.min, method.currency),
                  max: money(method.max, method.currency),
                })
              : undefined
          }
          error={fieldMessage(t, formState.errors.amount?.message)}
          {...register('amount')}
        />
        {method && (
          <div
            className="mt-2 flex flex-wrap gap-2"
            role="group"
            aria-label={t('cashier.quickAmounts')}
          >
            {QUICK_AMOUNTS.filter(
              (amount) => amount >= Number(method.min) && amount <= Number(method.max),
            ).map((amount) => (
              <button
                key={amount}
                type="button"
                onClick={() => setValue('amount', String(amount), { shouldValidate: true })}
                className="rounded-full border border-ink-600 px-3 py-1 text-sm text-slate-200 tabular-nums hover:border-accent-400 hover:text-white"
              >
                {money(String(amount), method.currency)}
              </button>
            ))}
          </div>
        )}
      </div>
      {/* Offers load with the player's bonuses; until then (or if they fail) the player can still pay, or use a code. */}
      <DepositBonusChoice
        offers={offers}
        choice={choice}
        onChange={(next) => {
          // A refusal was about the previous choice or code.
          setChoice(next);
          setBonusError(undefined);
        }}
        error={bonusError}
      />
      <FormError message={formError} />
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={formState.isSubmitting || isLeaving}
      >
        {isLeaving ? t('cashier.deposit.redirecting') : t('cashier.deposit.submit')}
      </Button>
      <p className="text-xs text-slate-400">
        {t('cashier.deposit.providerNote')}{' '}
        {t('cashier.deposit.expiryNote', { minutes: PAYMENT_CHECKOUT_EXPIRY_MINUTES })}
      </p>
    </form>
  );
}

/** Choose a method and an amount; the provider's hosted page takes the payment. */
export function DepositForm() {
  const { t } = useTranslation();
  const methods = useDepositMethods();
  return (
    <Panel title={t('cashier.deposit.formTitle')}>
      {methods.data ? (
        methods.data.length > 0 ? (
          <Form methods={methods.data} />
        ) : (
          <p>{t('cashier.deposit.noMethods')}</p>
        )
      ) : methods.error ? (
        <FormError message={methods.error.message} />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </Panel>
  );
}

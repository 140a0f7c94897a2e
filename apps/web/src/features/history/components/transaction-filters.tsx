import { zodResolver } from '@hookform/resolvers/zod';
import { TRANSACTION_TYPES, TransactionsQuerySchema } from '@orca/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { fieldMessage } from '../../../lib/form-errors';

export const FILTER_FIELDS = ['date_from', 'date_to', 'type', 'payment_method'] as const;
export type Filters = Record<(typeof FILTER_FIELDS)[number], string>;
export const NO_FILTERS: Filters = { date_from: '', date_to: '', type: '', payment_method: '' };

/** The filters as the API takes them: empty choices are left out. */
export function toQuery(filters: Filters) {
  return Object.fromEntries(
    FILTER_FIELDS.filter((field) => filters[field] !== '').map((field) => [field, filters[field]]),
  );
}

/** The form holds strings; the contract's schema decides what is valid (date format, start not after end). */
export const FiltersSchema = z
  .object({
    date_from: z.string(),
    date_to: z.string(),
    type: z.string(),
    payment_method: z.string(),
  })
  .superRefine((values, ctx) => {
    const result = TransactionsQuerySchema.safeParse(toQuery(values));
    if (!result.success)
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

/** Date from, date to, type and payment method (spec section 3). */
export function TransactionFilters({
  value,
  paymentMethods,
  methodName,
  onApply,
}: {
  value: Filters;
  paymentMethods: string[];
  methodName: (id: string) => string;
  onApply: (filters: Filters) => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, formState } = useForm<Filters>({
    resolver: zodResolver(FiltersSchema),
    values: value,
  });
  const methods =
    value.payment_method && !paymentMethods.includes(value.payment_method)
      ? [...paymentMethods, value.payment_method]
      : paymentMethods;

  return (
    <form
      onSubmit={(e) => void handleSubmit(onApply)(e)}
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 md:items-end lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      noValidate
      aria-label={t('history.filters.label')}
    >
      <TextField
        label={t('history.filters.dateFrom')}
        type="date"
        error={fieldMessage(t, formState.errors.date_from?.message)}
        {...register('date_from')}
      />
      <TextField
        label={t('history.filters.dateTo')}
        type="date"
        error={fieldMessage(t, formState.errors.date_to?.message)}
        {...register('date_to')}
      />
      <SelectField label={t('history.filters.type')} {...register('type')}>
        <option value="">{t('history.filters.allTypes')}</option>
        {TRANSACTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`history.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('history.filters.paymentMethod')} {...register('payment_method')}>
        <option value="">{t('history.filters.allMethods')}</option>
        {methods.map((id) => (
          <option key={id} value={id}>
            {methodName(id)}
          </option>
        ))}
      </SelectField>
      <div className="col-span-2 flex gap-2 md:col-span-4 md:justify-end lg:col-span-1">
        <Button type="submit" className="flex-1 md:flex-none">
          {t('history.filters.apply')}
        </Button>
        <Button
          variant="ghost"
          className="flex-1 md:flex-none"
          onClick={() => {
            reset(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {t('history.filters.reset')}
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { TIME_OUT_PERIODS, TimeOutRequestSchema, type TimeOutRequest } from '@orca/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormError, SelectField, TextField } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { usePlayerLimits, useStartTimeOut } from '../api/player-limits';

function ConfirmForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const start = useStartTimeOut();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TimeOutRequest>({
    resolver: zodResolver(TimeOutRequestSchema),
    defaultValues: { period: '24_hours', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const envelope = await start.mutateAsync(values);
      toast({ title: envelope.info.message, variant: 'success' });
      onDone();
    } catch (error) {
      setFormError(applyApiError(error, setError, ['period', 'password'], t));
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-4"
      noValidate
      aria-label={t('limits.timeOut.dialogTitle')}
    >
      <SelectField
        label={t('limits.timeOut.period')}
        error={fieldMessage(t, formState.errors.period?.message)}
        {...register('period')}
      >
        {TIME_OUT_PERIODS.map((p) => (
          <option key={p} value={p}>
            {t(`limits.timeOut.periods.${p}`)}
          </option>
        ))}
      </SelectField>
      <div className="rounded-lg border border-amber-400/40 bg-amber-950/30 p-3 text-sm text-amber-100">
        {t('limits.timeOut.confirmWarning')}
      </div>
      <TextField
        label={t('limits.password')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(t, formState.errors.password?.message)}
        {...register('password')}
      />
      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('limits.timeOut.cancel')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('limits.timeOut.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** A time-out: a short break from play and deposits that ends by itself; it can be made longer, never shorter. */
export function TimeOutPanel() {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const until = usePlayerLimits().data?.timeOut.until ?? null;
  return (
    <Panel title={t('limits.timeOut.title')}>
      <div className="space-y-4 text-sm">
        <p className="text-slate-300">{t('limits.timeOut.intro')}</p>
        {until && (
          <p
            role="status"
            className="rounded-lg border border-sky-400/40 bg-sky-950/30 p-3 text-sky-100"
          >
            {t('limits.timeOut.running', { date: formatDateTime(until, i18n.language) })}
          </p>
        )}
        <Button variant="secondary" onClick={() => setIsOpen(true)}>
          {until ? t('limits.timeOut.extend') : t('limits.timeOut.start')}
        </Button>
      </div>
      <Dialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('limits.timeOut.dialogTitle')}
        closeLabel={t('common.close')}
      >
        <ConfirmForm onDone={() => setIsOpen(false)} onCancel={() => setIsOpen(false)} />
      </Dialog>
    </Panel>
  );
}

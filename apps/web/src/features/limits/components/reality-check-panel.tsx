import { REALITY_CHECK_MINUTES } from '@orca/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, SelectField } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useRealityCheck, useSetRealityCheck } from '../api/player-limits';

const OFF = 'off';

/** Chooses how often the reality check reminds the player of time and result; it only informs, so it applies at once and needs no password. */
export function RealityCheckPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const current = useRealityCheck().data;
  const save = useSetRealityCheck();
  const [choice, setChoice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const value = choice ?? (current?.intervalMinutes ? String(current.intervalMinutes) : OFF);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    try {
      const envelope = await save.mutateAsync({
        intervalMinutes: value === OFF ? null : Number(value),
      });
      setChoice(null);
      toast({ title: envelope.info.message, variant: 'success' });
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : t('errors.internal_error'));
    }
  }

  return (
    <Panel title={t('limits.realityCheck.title')}>
      <form
        onSubmit={(e) => void handleSubmit(e)}
        className="space-y-4 text-sm"
        aria-label={t('limits.realityCheck.title')}
      >
        <p className="text-slate-300">{t('limits.realityCheck.intro')}</p>
        <SelectField
          label={t('limits.realityCheck.interval')}
          value={value}
          onChange={(e) => setChoice(e.target.value)}
          disabled={!current}
        >
          <option value={OFF}>{t('limits.realityCheck.off')}</option>
          {REALITY_CHECK_MINUTES.map((m) => (
            <option key={m} value={String(m)}>
              {t('limits.realityCheck.minutes', { count: m })}
            </option>
          ))}
        </SelectField>
        <FormError message={formError} />
        <Button type="submit" disabled={!current || save.isPending}>
          {t('limits.realityCheck.save')}
        </Button>
      </form>
    </Panel>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { SELF_EXCLUSION_PERIODS, SelfExclusionConfirmSchema } from '@orca/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field';
import { Page, Panel } from '../../../components/ui/page';
import { formatDateTime } from '../../../lib/format';
import { applyApiError } from '../../../lib/form-errors';
import { useConfirmSelfExclusion } from '../api/self-exclusion';

type ConfirmForm = z.infer<typeof SelfExclusionConfirmSchema>;

/**
 * What the self-exclusion email links to (/self-exclusion?token=…). The player is logged out
 * everywhere by then, so the token alone authorises the choice, as the API expects.
 */
export function SelfExclusionPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmSelfExclusion();
  const [until, setUntil] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ConfirmForm>({
    resolver: zodResolver(SelfExclusionConfirmSchema),
    defaultValues: { token },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setUntil((await confirm.mutateAsync(values)).until);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['period'], t));
    }
  });

  return (
    <Page title={t('limits.confirm.title')}>
      <Panel>
        {!token ? (
          <p role="alert" className="text-rose-200">
            {t('validation.token_required')}
          </p>
        ) : until ? (
          <div className="space-y-4">
            <p
              role="status"
              className="rounded-lg border border-emerald-400/40 bg-emerald-950/40 p-3 text-emerald-100"
            >
              {until === 'permanent'
                ? t('limits.confirm.donePermanent')
                : t('limits.confirm.done', { date: formatDateTime(until, i18n.language) })}
            </p>
            <p className="text-sm text-slate-300">{t('limits.confirm.support')}</p>
            <Link to="/" className="inline-block text-accent-400 hover:underline">
              {t('common.backHome')}
            </Link>
          </div>
        ) : (
          <form
            onSubmit={(e) => void onSubmit(e)}
            className="space-y-5"
            noValidate
            aria-label={t('limits.confirm.title')}
          >
            <p className="text-sm text-slate-300">{t('limits.confirm.intro')}</p>
            <input type="hidden" {...register('token')} />
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-200">
                {t('limits.confirm.period')}
              </legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {SELF_EXCLUSION_PERIODS.map((period) => (
                  <label
                    key={period}
                    className="flex cursor-pointer items-center gap-3 rounded-xl border border-ink-600 bg-ink-900 p-3 text-white has-[:checked]:border-accent-400 has-[:checked]:bg-ink-800"
                  >
                    <input
                      type="radio"
                      value={period}
                      className="accent-accent-500"
                      {...register('period')}
                    />
                    {t(`limits.confirm.periods.${period}`)}
                  </label>
                ))}
              </div>
              {formState.errors.period && (
                <p role="alert" className="mt-1 text-xs text-rose-300">
                  {t('limits.confirm.choosePeriod')}
                </p>
              )}
            </fieldset>
            <div
              role="note"
              className="rounded-lg border border-rose-400/50 bg-rose-950/40 p-3 text-sm text-rose-100"
            >
              {t('limits.confirm.warning')}
            </div>
            <FormError message={formError} />
            <Button type="submit" variant="danger" disabled={formState.isSubmitting}>
              {t('limits.confirm.submit')}
            </Button>
          </form>
        )}
      </Panel>
    </Page>
  );
}

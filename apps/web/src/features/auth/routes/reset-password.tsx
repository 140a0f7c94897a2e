import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordRequestSchema, type ResetPasswordRequest } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useShell } from '../../../lib/shell-context';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/field';
import { Page, Panel } from '../../../components/ui/page';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { queryKeys } from '../../../lib/query-keys';
import { getResetSchema, resetPassword } from '../api/auth-api';

/** The page the emailed reset link opens: checks the link first, then takes the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { openLogin } = useShell();
  const [isDone, setIsDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const check = useQuery({
    queryKey: queryKeys.auth.resetToken(token),
    queryFn: () => getResetSchema(token),
    staleTime: Infinity,
  });
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(ResetPasswordRequestSchema),
    defaultValues: { token },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetPassword(values);
      setIsDone(true);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['password', 'password_confirmation'], t));
    }
  });

  return (
    <Page title={t('auth.resetTitle')}>
      <Panel>
        {check.isLoading ? (
          <p role="status">{t('common.loading')}</p>
        ) : check.data?.tokenValid !== true ? (
          <p role="alert" className="text-rose-200">
            {t('errors.invalid_reset_link')}
          </p>
        ) : isDone ? (
          <div className="space-y-4">
            <p role="status" className="text-emerald-200">
              {t('auth.resetDone')}
            </p>
            <Button onClick={() => openLogin()}>{t('auth.login')}</Button>
          </div>
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate>
            <input type="hidden" {...register('token')} />
            <TextField
              label={t('auth.newPassword')}
              type="password"
              autoComplete="new-password"
              hint={t('auth.passwordHint')}
              error={fieldMessage(t, formState.errors.password?.message)}
              {...register('password')}
            />
            <TextField
              label={t('auth.passwordConfirmation')}
              type="password"
              autoComplete="new-password"
              error={fieldMessage(t, formState.errors.password_confirmation?.message)}
              {...register('password_confirmation')}
            />
            <FormError message={formError} />
            <Button type="submit" disabled={formState.isSubmitting}>
              {t('auth.resetSubmit')}
            </Button>
          </form>
        )}
      </Panel>
    </Page>
  );
}

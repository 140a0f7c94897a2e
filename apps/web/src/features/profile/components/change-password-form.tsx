import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordRequestSchema, type ChangePasswordRequest } from '@orca/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/page';
import { useToast } from '../../../components/ui/toast';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { changePassword } from '../api/profile-api';

/** Changing the password ends every session; the API hands this device a new one. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const { setPlayerSession } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(ChangePasswordRequestSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { sessionid } = await changePassword(values);
      setPlayerSession(sessionid);
      reset({ old_password: '', password: '', password_confirmation: '' });
      toast({ title: t('profile.passwordChanged'), variant: 'success' });
    } catch (error) {
      setFormError(
        applyApiError(error, setError, ['old_password', 'password', 'password_confirmation'], t),
      );
    }
  });

  return (
    <Panel title={t('profile.sections.password')}>
      <form
        onSubmit={(e) => void onSubmit(e)}
        className="grid gap-4 sm:grid-cols-3"
        noValidate
        aria-label={t('profile.sections.password')}
      >
        <TextField
          label={t('profile.fields.old_password')}
          type="password"
          autoComplete="current-password"
          error={fieldMessage(t, formState.errors.old_password?.message)}
          {...register('old_password')}
        />
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
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
        <p className="text-xs text-slate-400 sm:col-span-3">{t('auth.passwordHint')}</p>
        <div className="sm:col-span-3">
          <FormError message={formError} />
        </div>
        <div className="sm:col-span-3">
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('profile.changePassword')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

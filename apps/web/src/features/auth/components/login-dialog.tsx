import { zodResolver } from '@hookform/resolvers/zod';
import {
  ForgottenPasswordRequestSchema,
  LoginRequestSchema,
  type ForgottenPasswordRequest,
  type LoginRequest,
} from '@orca/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldValues, type UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormError, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { applyApiError, fieldMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { skinConfigQuery } from '../../../lib/queries/skin-config';
import { forgotPassword, login } from '../api/auth-api';
import { deviceTokenFor, rememberDeviceToken } from '../device-tokens';
import { CaptchaField } from './captcha-field';
import { GoogleSignIn } from './google-sign-in';
import { TurnstileWidget, useTurnstileSiteKey } from './turnstile-widget';

type Mode = 'login' | 'forgot';

/**
 * A wrong captcha names its field ('Wrong captcha value', spec section 5) and still shows the
 * result code's own text ('Invalid captcha inserted', section 7) above the button.
 */
function captchaAwareError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  t: TFunction,
): string | null {
  const message = applyApiError(error, setError, fields, t);
  return (
    message ??
    (error instanceof ApiError && error.resultCode === 'invalid_captcha' ? error.message : null)
  );
}

function LoginForm({ onDone, onForgot }: { onDone: () => void; onForgot: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { setPlayerSession } = useSession();
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const skin = useQuery(skinConfigQuery);
  const turnstileKey = useTurnstileSiteKey();
  const [turnstileToken, setTurnstileToken] = useState<string | null>(null);
  const { register, handleSubmit, setError, resetField, formState } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    mode: 'onSubmit',
  });

  function signedIn(sessionid: string) {
    setPlayerSession(sessionid);
    void queryClient.invalidateQueries();
    toast({ title: t('auth.welcomeBack'), variant: 'success' });
    onDone();
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // With Turnstile the widget's token answers the captcha; a token is good for one try only.
      const captcha = !showCaptcha
        ? { captcha: undefined }
        : turnstileKey
          ? { captcha: undefined, turnstileToken: turnstileToken ?? undefined }
          : {};
      const { sessionid, deviceToken } = await login({
        ...values,
        ...captcha,
        deviceToken: deviceTokenFor(values.username),
      });
      if (deviceToken) rememberDeviceToken(values.username, deviceToken);
      if (sessionid) signedIn(sessionid);
    } catch (error) {
      setTurnstileToken(null);
      const wantsCaptcha =
        error instanceof ApiError &&
        (error.data as { showCaptcha?: boolean } | null)?.showCaptcha === true;
      if (wantsCaptcha) {
        setShowCaptcha(true);
        setCaptchaNonce((n) => n + 1);
        resetField('captcha');
      }
      setFormError(captchaAwareError(error, setError, ['username', 'password', 'captcha'], t));
    }
  });

  return (
    <div className="space-y-4">
      <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate>
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          error={fieldMessage(t, formState.errors.username?.message)}
          {...register('username')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={fieldMessage(t, formState.errors.password?.message)}
          {...register('password')}
        />
        {showCaptcha &&
          (turnstileKey ? (
            <TurnstileWidget
              key={captchaNonce}
              siteKey={turnstileKey}
              onToken={setTurnstileToken}
            />
          ) : (
            <CaptchaField
              refreshKey={captchaNonce}
              error={fieldMessage(t, formState.errors.captcha?.message)}
              {...register('captcha')}
            />
          ))}
        <FormError message={formError} />
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
          {t('auth.login')}
        </Button>
      </form>
      <div className="flex items-center justify-between text-sm">
        <button type="button" className="text-accent-400 hover:underline" onClick={onForgot}>
          {t('auth.forgotPassword')}
        </button>
        <Link to="/register" className="text-slate-300 hover:text-white" onClick={onDone}>
          {t('auth.noAccount')}
        </Link>
      </div>
      {skin.data?.googleSignIn.enabled && (
        <div className="border-t border-ink-700 pt-4">
          <GoogleSignIn clientId={skin.data.googleSignIn.clientId} onSignedIn={signedIn} />
        </div>
      )}
    </div>
  );
}

function ForgotForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const turnstileKey = useTurnstileSiteKey();
  const [turnstileToken, setTurnstileToken] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ForgottenPasswordRequest>({
    resolver: zodResolver(ForgottenPasswordRequestSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const envelope = await forgotPassword(
        turnstileKey
          ? { email: values.email, turnstileToken: turnstileToken ?? undefined }
          : values,
      );
      setResult(envelope.info.message);
    } catch (error) {
      setTurnstileToken(null);
      setCaptchaNonce((n) => n + 1);
      setFormError(captchaAwareError(error, setError, ['email', 'captcha'], t));
    }
  });

  if (result) {
    return (
      <div className="space-y-4">
        <p
          role="status"
          className="rounded-lg border border-emerald-400/40 bg-emerald-950/40 p-3 text-sm text-emerald-100"
        >
          {result}
        </p>
        <Button variant="secondary" className="w-full" onClick={onBack}>
          {t('auth.backToLogin')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4" noValidate>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={fieldMessage(t, formState.errors.email?.message)}
        {...register('email')}
      />
      {turnstileKey ? (
        <TurnstileWidget key={captchaNonce} siteKey={turnstileKey} onToken={setTurnstileToken} />
      ) : (
        <CaptchaField
          refreshKey={captchaNonce}
          error={fieldMessage(t, formState.errors.captcha?.message)}
          {...register('captcha')}
        />
      )}
      <FormError message={formError} />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {t('auth.sendResetLink')}
      </Button>
      <button
        type="button"
        className="w-full text-sm text-accent-400 hover:underline"
        onClick={onBack}
      >
        {t('auth.backToLogin')}
      </button>
    </form>
  );
}

/** The log-in dialog of spec section 2: captcha when the server asks, and the forgot-password form. */
export function LoginDialog({
  isOpen,
  mode,
  onModeChange,
  onClose,
}: {
  isOpen: boolean;
  mode: Mode;
  onModeChange: (mode: Mode) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={mode === 'login' ? t('auth.loginTitle') : t('auth.forgotTitle')}
      closeLabel={t('common.close')}
    >
      {mode === 'login' ? (
        <LoginForm onDone={onClose} onForgot={() => onModeChange('forgot')} />
      ) : (
        <ForgotForm onBack={() => onModeChange('login')} />
      )}
    </Dialog>
  );
}

import { useQuery } from '@tanstack/react-query';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { queryKeys } from '../../../lib/query-keys';
import { getCaptcha } from '../api/auth-api';

/** The built-in 5-character image captcha with a way to get another picture. */
export const CaptchaField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { error?: string | undefined; refreshKey: number }>(function CaptchaField({ error, refreshKey, ...props }, ref) {
  const { t } = useTranslation();
  const captcha = useQuery({ queryKey: queryKeys.auth.captcha(refreshKey), queryFn: getCaptcha, staleTime: 4 * 60_000, gcTime: 0 });
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        {captcha.data ? <img src={captcha.data.image} alt={t('auth.captchaImage')} className="h-12 w-40 rounded bg-[#f4f1ea]" /> : <div className="h-12 w-40 animate-pulse rounded bg-ink-700" />}
        <button type="button" onClick={() => void captcha.refetch()} className="text-sm text-accent-400 hover:underline">
          {t('auth.newCaptcha')}
        </button>
      </div>
      <TextField ref={ref} label={t('auth.captcha')} maxLength={5} autoComplete="off" autoCapitalize="off" error={error} {...props} />
    </div>
  );
});

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { queryKeys } from '../../../lib/query-keys';
import { getCaptcha, getCaptchaAudio } from '../api/auth-api';

const ACTION =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-ink-600 px-3 py-2 text-sm text-accent-300 hover:border-accent-400 disabled:opacity-60';

/**
 * The built-in 5-character image captcha: a picture large enough to read on a phone, a button for
 * another picture, and a recording of the characters for whoever cannot read it (it brings a new
 * picture of the same characters, so either one answers).
 */
export const CaptchaField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { error?: string | undefined; refreshKey: number }
>(function CaptchaField({ error, refreshKey, ...props }, ref) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const captcha = useQuery({
    queryKey: queryKeys.auth.captcha(refreshKey),
    queryFn: getCaptcha,
    staleTime: 4 * 60_000,
    gcTime: 0,
  });
  const [audio, setAudio] = useState<string | null>(null);
  const listen = useMutation({
    mutationFn: getCaptchaAudio,
    onSuccess: ({ image, audio: recording, expiresAt }) => {
      queryClient.setQueryData(queryKeys.auth.captcha(refreshKey), { image, expiresAt });
      setAudio(recording);
    },
  });
  const handleRefresh = () => {
    setAudio(null);
    listen.reset();
    void captcha.refetch();
  };
  return (
    <div className="space-y-2">
      {captcha.data ? (
        <img
          src={captcha.data.image}
          alt={t('auth.captchaImage')}
          width={280}
          height={84}
          className="aspect-[10/3] w-full max-w-[280px] rounded bg-[#f4f1ea]"
        />
      ) : (
        <div className="aspect-[10/3] w-full max-w-[280px] animate-pulse rounded bg-ink-700" />
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={handleRefresh}
          disabled={captcha.isFetching}
          className={ACTION}
        >
          <span aria-hidden="true">↻</span>
          {t('auth.newCaptcha')}
        </button>
        <button
          type="button"
          onClick={() => listen.mutate()}
          disabled={listen.isPending}
          className={ACTION}
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.7}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            className="h-4 w-4"
          >
            <path d="M4 9h4l5-4v14l-5-4H4zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
          </svg>
          {listen.isPending ? t('auth.captchaAudioLoading') : t('auth.captchaAudio')}
        </button>
      </div>
      {audio ? (
        <audio
          controls
          autoPlay
          src={audio}
          aria-label={t('auth.captchaAudioPlayer')}
          className="w-full max-w-[280px]"
        />
      ) : null}
      {listen.isError ? (
        <p role="alert" className="text-xs text-red-400">
          {t('auth.captchaAudioFailed')}
        </p>
      ) : null}
      <TextField
        ref={ref}
        label={t('auth.captcha')}
        maxLength={5}
        autoComplete="off"
        autoCapitalize="off"
        error={error}
        {...props}
      />
    </div>
  );
});

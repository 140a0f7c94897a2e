import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';

/** While a content request is under way: a few grey bars where the text will be. */
export function ContentLoading({ lines = 6 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-4 animate-pulse rounded bg-ink-800"
          style={{ width: `${95 - ((index * 17) % 40)}%` }}
        />
      ))}
    </div>
  );
}

/** A failed request: "not found" with a way back for a 404, otherwise the error and a retry. */
export function ContentError({
  error,
  onRetry,
  backTo,
  backLabel,
}: {
  error: Error;
  onRetry: () => void;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  const isMissing = error instanceof ApiError && error.status === 404;
  return (
    <div role="alert" className="rounded-2xl border border-ink-700 bg-ink-900/80 p-6">
      <p className="font-semibold text-white">
        {isMissing ? t('content.notFound') : t('content.loadFailed')}
      </p>
      {!isMissing && <p className="mt-1 text-sm text-slate-400">{error.message}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        {!isMissing && (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-lg bg-accent-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-accent-400"
          >
            {t('content.retry')}
          </button>
        )}
        <Link
          to={backTo}
          className="rounded-lg border border-ink-600 px-4 py-2 text-sm text-white hover:bg-ink-800"
        >
          {backLabel}
        </Link>
      </div>
    </div>
  );
}

/** Says so when the text is shown in English because the chosen language has none. */
export function FallbackNote({ shown, wanted }: { shown: string; wanted: string }) {
  const { t } = useTranslation();
  if (shown === wanted) return null;
  return (
    <p
      className="mb-4 rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-sm text-slate-300"
      data-testid="language-fallback"
    >
      {t('content.fallback', { language: t(`content.languages.${shown}`) })}
    </p>
  );
}

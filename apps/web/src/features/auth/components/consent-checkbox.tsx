import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';

/**
 * A box the player ticks to accept a document, whose name in the sentence links to it. The link
 * opens a new tab, so reading the terms never loses what the player typed in the form.
 */
export function ConsentCheckbox({
  i18nKey,
  href,
  error,
  ...input
}: { i18nKey: string; href: string; error: string | undefined } & UseFormRegisterReturn) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <div className="sm:col-span-2">
      <label className="flex items-start gap-3 text-sm text-slate-200">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 accent-accent-500"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>
          <Trans
            i18nKey={i18nKey}
            components={{
              // The link's text is the translation's, between its <doc> tags (not <link>, a void HTML element the parser leaves empty).
              doc: (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-accent-400 underline underline-offset-2 hover:text-accent-300"
                />
              ),
            }}
          />
          <span className="sr-only"> ({t('auth.opensInNewTab')})</span>
        </span>
      </label>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-rose-300">
          {error}
        </p>
      )}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skinConfigQuery } from '../../../lib/queries/skin-config';
import { TURNSTILE_SCRIPT_URL, turnstileSiteKey } from '../lib/turnstile';

interface TurnstileApi {
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
      language?: string;
    },
  ): string;
  remove(widgetId: string): void;
}

let scriptLoad: Promise<TurnstileApi> | null = null;

/** Loads Cloudflare's script once, and only for a skin that enables Turnstile (the widget mounts only then). */
function loadTurnstile(): Promise<TurnstileApi> {
  scriptLoad ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const api = (window as unknown as { turnstile?: TurnstileApi }).turnstile;
      if (api) resolve(api);
      else reject(new Error('Turnstile loaded without window.turnstile'));
    };
    script.onerror = () => {
      scriptLoad = null;
      reject(new Error('Turnstile did not load'));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

/**
 * The Turnstile site key when the skin enables it (null: the built-in image captcha). An enabled
 * skin without a key logs an error once per skin config and keeps the default key.
 */
export function useTurnstileSiteKey(): string | null {
  const skin = useQuery(skinConfigQuery);
  const setting = skin.data?.turnstileCaptcha;
  return useMemo(
    () => (setting ? turnstileSiteKey(setting, (message) => console.error(message)) : null),
    [setting],
  );
}

/** Cloudflare Turnstile where a form asks for a captcha; `onToken` gets each token, and null when it expires or fails. */
export function TurnstileWidget({
  siteKey,
  onToken,
}: {
  siteKey: string;
  onToken: (token: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const tokenHandler = useRef(onToken);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    tokenHandler.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let widgetId: string | null = null;
    let api: TurnstileApi | null = null;
    let isCancelled = false;
    loadTurnstile().then(
      (loaded) => {
        if (isCancelled || !element.current) return;
        api = loaded;
        widgetId = loaded.render(element.current, {
          sitekey: siteKey,
          language: i18n.language,
          callback: (token) => tokenHandler.current(token),
          'expired-callback': () => tokenHandler.current(null),
          'error-callback': () => tokenHandler.current(null),
        });
      },
      () => {
        if (!isCancelled) setHasFailed(true);
      },
    );
    return () => {
      isCancelled = true;
      if (api && widgetId !== null) api.remove(widgetId);
    };
  }, [siteKey, i18n.language]);

  return (
    <div className="space-y-1">
      <div
        ref={element}
        data-testid="turnstile"
        aria-label={t('auth.turnstile')}
        role="group"
        className="min-h-[65px]"
      />
      {hasFailed ? (
        <p role="alert" className="text-xs text-red-400">
          {t('auth.turnstileFailed')}
        </p>
      ) : null}
    </div>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { api, ApiError } from '../lib/api-client';
import { useSession } from '../lib/session';
import { storage, STORAGE_KEYS } from '../lib/storage';

type StartState = 'loading' | 'ready' | 'error';
const RESTRICTED_PATH = '/access-restricted';

/**
 * The start sequence of spec sections 2 and 4: make sure an anonymous session exists (a dead one
 * also drops the stored player session), send restricted visitors away, then show the app.
 */
export function StartGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { setAnonSession, setPlayerSession } = useSession();
  const [state, setState] = useState<StartState>(() => (location.pathname === RESTRICTED_PATH ? 'ready' : 'loading'));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCancelled = false;
    async function start() {
      let anon = storage.get(STORAGE_KEYS.anonSession);
      if (anon) {
        try {
          await api('GET', '/checkAnonSession');
        } catch {
          setPlayerSession(null);
          setAnonSession(null);
          anon = null;
        }
      }
      if (!anon) {
        try {
          const data = await api<{ anonSessionId: string; countrycode: string | null }>('GET', '/anon');
          setAnonSession(data.anonSessionId);
        } catch (error) {
          if (error instanceof ApiError && error.resultCode === 'restriction_error') {
            if (!isCancelled) {
              void navigate(RESTRICTED_PATH, { replace: true });
              setState('ready');
            }
            return;
          }
          if (!isCancelled) setState('error');
          return;
        }
      }
      try {
        const geo = await api<{ country_code2: string | null; city: string | null }>('GET', '/geo');
        if (geo.country_code2) {
          storage.set(STORAGE_KEYS.country2, geo.country_code2);
          storage.set(STORAGE_KEYS.countryCode, geo.country_code2.toLowerCase());
        }
      } catch {
        // The lookup only fills in the country; the app works without it.
      }
      if (!isCancelled) setState('ready');
    }
    if (location.pathname !== RESTRICTED_PATH) void start();
    return () => {
      isCancelled = true;
    };
    // The sequence runs once per start (and per retry), not on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (state === 'loading') {
    return (
      <div className="grid min-h-screen place-items-center" role="status" aria-live="polite">
        <p className="animate-pulse text-slate-300">{t('common.loading')}</p>
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className="grid min-h-screen place-items-center px-6 text-center">
        <div>
          <h1 className="mb-2 text-2xl font-bold text-white">{t('start.errorTitle')}</h1>
          <p className="mb-6 text-slate-300">{t('start.errorText')}</p>
          <Button
            onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}
          >
            {t('start.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}

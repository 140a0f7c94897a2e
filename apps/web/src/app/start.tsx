import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { api, ApiError } from '../lib/api-client';
import { useSession } from '../lib/session';
import { storage, STORAGE_KEYS } from '../lib/storage';

type StartState = 'loading' | 'ready' | 'error';
type StartOutcome = 'ready' | 'restricted' | 'error';
const RESTRICTED_PATH = '/access-restricted';

const isRestriction = (error: unknown) =>
  error instanceof ApiError && error.resultCode === 'restriction_error';

/** Spec section 4's geolocation rule: a visitor whose city is blocked (Paris) goes to the access-restricted page. */
export function isBlockedCity(city: string | null, blockedCities: readonly string[]): boolean {
  const name = city?.trim().toLowerCase();
  return name !== undefined && blockedCities.some((blocked) => blocked.toLowerCase() === name);
}

/**
 * The blocked cities live in the contracts' countries module, whose country and state lists only
 * the sign-up and profile forms need: it is fetched beside the start sequence's calls instead of
 * with the first page. Null when it could not be fetched.
 */
const blockedCities = () =>
  import('@orca/contracts/common/countries').then(
    (countries) => countries.BLOCKED_CITIES_DEFAULT,
    () => null,
  );

/**
 * The start sequence of spec sections 2 and 4: make sure an anonymous session exists (a dead one
 * also drops the stored player session), then look up the country. Whatever session the visitor
 * already holds is checked against the place they are in, so a restricted visitor with one sees
 * the access-restricted page as a new visitor does. It writes the sessions to storage; StartGate
 * hands them to the session state when it is done.
 */
async function runStart(): Promise<StartOutcome> {
  const blocked = blockedCities();
  let anon = storage.get(STORAGE_KEYS.anonSession);
  if (anon) {
    try {
      await api('GET', '/checkAnonSession');
    } catch (error) {
      if (isRestriction(error)) return 'restricted';
      storage.remove(STORAGE_KEYS.playerSession);
      storage.remove(STORAGE_KEYS.anonSession);
      anon = null;
    }
  }
  if (!anon) {
    try {
      const data = await api<{ anonSessionId: string; countrycode: string | null }>('GET', '/anon');
      storage.set(STORAGE_KEYS.anonSession, data.anonSessionId);
    } catch (error) {
      return isRestriction(error) ? 'restricted' : 'error';
    }
  }
  let city: string | null = null;
  try {
    const geo = await api<{ country_code2: string | null; city: string | null }>('GET', '/geo');
    if (geo.country_code2) {
      storage.set(STORAGE_KEYS.country2, geo.country_code2);
      storage.set(STORAGE_KEYS.countryCode, geo.country_code2.toLowerCase());
    }
    city = geo.city;
  } catch {
    // The lookup only fills in the country; the app works without it.
  }
  // Without the list the city cannot be checked: the visitor gets the start page's retry.
  const cities = await blocked;
  if (!cities) return 'error';
  return isBlockedCity(city, cities) ? 'restricted' : 'ready';
}

let firstStart: Promise<StartOutcome> | null = null;

/**
 * Begins the start sequence as the page loads (main.tsx), while the language files are still on
 * their way, instead of after the first render: its round trips no longer wait for the strings.
 */
export function beginStart(): void {
  if (window.location.pathname !== RESTRICTED_PATH) firstStart ??= runStart();
}

/** Shows the app once the start sequence is done; sends restricted visitors away. */
export function StartGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { setAnonSession, setPlayerSession } = useSession();
  const [state, setState] = useState<StartState>(() =>
    location.pathname === RESTRICTED_PATH ? 'ready' : 'loading',
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (location.pathname === RESTRICTED_PATH) return;
    let isCancelled = false;
    // The first attempt takes the sequence main.tsx began; a retry runs it again.
    const outcome = attempt === 0 && firstStart ? firstStart : runStart();
    void outcome.then((result) => {
      if (isCancelled) return;
      // The sequence may have replaced or dropped the stored sessions.
      setAnonSession(storage.get(STORAGE_KEYS.anonSession));
      setPlayerSession(storage.get(STORAGE_KEYS.playerSession));
      if (result === 'restricted') void navigate(RESTRICTED_PATH, { replace: true });
      setState(result === 'error' ? 'error' : 'ready');
    });
    return () => {
      isCancelled = true;
    };
    // The sequence runs once per start (and per retry), not on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (state === 'loading') {
    // The mark index.html painted, where it painted it, with the word underneath.
    return (
      <div className="grid min-h-screen place-items-center" role="status" aria-live="polite">
        <div className="relative">
          <span className="text-2xl font-black tracking-widest text-white" aria-hidden="true">
            ORCA
          </span>
          <p className="absolute top-full left-1/2 mt-2 -translate-x-1/2 animate-pulse whitespace-nowrap text-slate-300">
            {t('common.loading')}
          </p>
        </div>
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

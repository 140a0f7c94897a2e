import type { TawkConfig, TawkPlayerDetails } from '@orca/contracts';
import { api } from '../../lib/api-client';

/*
 * Tawk.to's widget and its visitor, loaded by useTawk (tawk.ts) only where the operator configured Tawk.
 */

/** Spec section 7: the widget's sync waits this long after it has loaded. */
const TAWK_SYNC_DELAY_MS = 2000;

const getTawkPlayerDetails = () => api<TawkPlayerDetails>('GET', '/getTawkToPlayerDetails');

/** Tawk's custom attribute keys are lowercase letters, digits and dashes. */
function attributesOf(details: TawkPlayerDetails): Record<string, string> {
  return {
    name: details.username,
    email: details.email,
    hash: details.hash,
    'player-id': details.player_id,
    balance: `${details.balance} ${details.currency}`,
    bonus: `${details.bonus} ${details.currency}`,
    'last-active': details.last_active ?? '',
    'last-deposit': details.last_deposit ?? '',
    'previous-login': details.previous_login ?? '',
    'last-login': details.last_login ?? '',
    'last-bonus': details.last_bonus ?? '',
  };
}

function loadWidget(config: TawkConfig, onLoad: () => void): void {
  if (document.getElementById('tawk-widget-script')) return;
  window.Tawk_API = window.Tawk_API ?? {};
  window.Tawk_API.onLoad = onLoad;
  window.Tawk_LoadStart = new Date();
  const script = document.createElement('script');
  script.id = 'tawk-widget-script';
  script.async = true;
  script.src = `${config.embedOrigin}/${encodeURIComponent(config.propertyId)}/${encodeURIComponent(config.widgetId)}`;
  script.charset = 'UTF-8';
  script.setAttribute('crossorigin', '*');
  document.body.appendChild(script);
}

let isLoaded = false;
/** The session the widget was last told of: undefined before the first sync. */
let syncedSession: string | null | undefined = undefined;
let currentSession: string | null = null;

async function sync(): Promise<void> {
  const tawk = window.Tawk_API;
  if (!isLoaded || !tawk) return;
  const current = currentSession;
  if (current === syncedSession) return;
  const wasLoggedIn = typeof syncedSession === 'string';
  syncedSession = current;
  if (current) {
    try {
      tawk.setAttributes?.(attributesOf(await getTawkPlayerDetails()));
    } catch {
      // The widget keeps the visitor anonymous; the next log-in or page load tries again.
      syncedSession = undefined;
    }
  } else if (wasLoggedIn) {
    // A logged-out player must not leave their identity in the widget for the next person.
    if (tawk.logout) tawk.logout();
    else tawk.endChat?.();
  }
}

/** Loads the widget once, then tells it who the player is now (a log-in, sign-up or log-out). */
export function followSession(config: TawkConfig, playerSessionId: string | null): void {
  currentSession = playerSessionId;
  loadWidget(config, () => {
    window.setTimeout(() => {
      isLoaded = true;
      void sync();
    }, TAWK_SYNC_DELAY_MS);
  });
  void sync();
}

import type { TawkConfig, TawkPlayerDetails } from '@orca/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api-client';
import { skinConfigQuery } from '../../lib/queries/skin-config';
import { useSession } from '../../lib/session';

/**
 * Tawk.to as the support chat when the operator configured it (decision 016). The widget is
 * Tawk's own script; Orca tells it who the player is through its JavaScript API in secure mode
 * (setAttributes with the server's HMAC of the email), 2 s after the widget loads (spec sections
 * 1 and 7) and again after each log-in, sign-up and log-out.
 */

/** The part of Tawk's JavaScript API Orca calls; every method exists only once the widget loaded. */
interface TawkApi {
  onLoad?: () => void;
  setAttributes?: (
    attributes: Record<string, string>,
    callback?: (error?: unknown) => void,
  ) => void;
  logout?: (callback?: (error?: unknown) => void) => void;
  endChat?: () => void;
  maximize?: () => void;
  showWidget?: () => void;
}

declare global {
  interface Window {
    Tawk_API?: TawkApi;
    Tawk_LoadStart?: Date;
  }
}

/** Spec section 7: the widget's sync waits this long after it has loaded. */
export const TAWK_SYNC_DELAY_MS = 2000;

let isEnabled = false;

/** Opens Tawk's chat window; returns false when Tawk is not there (the caller opens the in-house chat). */
export function openTawk(): boolean {
  const tawk = window.Tawk_API;
  if (!isEnabled || !tawk) return false;
  tawk.showWidget?.();
  tawk.maximize?.();
  return true;
}

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

/** Loads Tawk when configured and keeps its visitor in step with the session; mounted once by the layout. */
export function useTawk(): void {
  const skin = useQuery(skinConfigQuery);
  const { playerSessionId } = useSession();
  const config = skin.data?.tawk;
  const isLoaded = useRef(false);
  const syncedSession = useRef<string | null | undefined>(undefined);
  const session = useRef(playerSessionId);

  useEffect(() => {
    session.current = playerSessionId;
    if (!config?.enabled) return;
    isEnabled = true;
    const sync = async () => {
      const tawk = window.Tawk_API;
      if (!isLoaded.current || !tawk) return;
      const current = session.current;
      if (current === syncedSession.current) return;
      const wasLoggedIn = typeof syncedSession.current === 'string';
      syncedSession.current = current;
      if (current) {
        try {
          tawk.setAttributes?.(attributesOf(await getTawkPlayerDetails()));
        } catch {
          // The widget keeps the visitor anonymous; the next log-in or page load tries again.
          syncedSession.current = undefined;
        }
      } else if (wasLoggedIn) {
        // A logged-out player must not leave their identity in the widget for the next person.
        if (tawk.logout) tawk.logout();
        else tawk.endChat?.();
      }
    };
    loadWidget(config, () => {
      window.setTimeout(() => {
        isLoaded.current = true;
        void sync();
      }, TAWK_SYNC_DELAY_MS);
    });
    void sync();
  }, [config, playerSessionId]);
}

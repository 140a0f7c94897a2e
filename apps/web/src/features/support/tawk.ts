import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
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

let isEnabled = false;

/** Opens Tawk's chat window; returns false when Tawk is not there (the caller opens the in-house chat). */
export function openTawk(): boolean {
  const tawk = window.Tawk_API;
  if (!isEnabled || !tawk) return false;
  tawk.showWidget?.();
  tawk.maximize?.();
  return true;
}

/**
 * Loads Tawk when configured and keeps its visitor in step with the session; mounted once by the layout.
 * The widget's code (tawk-widget.ts) loads only for a skin that enabled Tawk, never on every first page.
 */
export function useTawk(): void {
  const skin = useQuery(skinConfigQuery);
  const { playerSessionId } = useSession();
  const config = skin.data?.tawk;

  useEffect(() => {
    if (!config?.enabled) return;
    isEnabled = true;
    void import('./tawk-widget').then(({ followSession }) =>
      followSession(config, playerSessionId),
    );
  }, [config, playerSessionId]);
}

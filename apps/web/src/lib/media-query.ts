import { useSyncExternalStore } from 'react';

/** Below the `sm` breakpoint (600 px): phones, which get the mobile game routes and mobile-only games. */
export const PHONE_QUERY = '(max-width: 599.98px)';

export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia(query).matches;
}

/** Whether a media query matches now, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

/** Wide enough for the table (the md breakpoint); narrower screens get one card per game. */
const WIDE = '(min-width: 768px)';
export function useIsWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE).matches,
  );
}

/** The localStorage keys of spec section 3, exactly, and the app's own (`deviceTokens`). */
export const STORAGE_KEYS = {
  anonSession: 'anonSessionId',
  playerSession: 'playerSessionId',
  country2: 'user-country2',
  countryCode: 'user-countrycode',
  locale: 'user-locale',
  affiliateToken: 'myafftk',
  affiliateId: 'myaffid',
  playerMessages: 'player-messages',
  announcedMessages: 'orca-announced-messages',
  deviceTokens: 'orca-device-tokens',
  realityCheck: 'orca-reality-check',
  oddsFormat: 'orca-odds-format',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const storage = {
  get(key: Key): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: Key, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Private mode or a full quota: the app still works for this visit.
    }
  },
  remove(key: Key): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

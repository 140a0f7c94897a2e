import { formatMinor, type TawkPlayerDetails } from '@orca/contracts';
import { createHmac } from 'node:crypto';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';

/** Tawk.to as configured, or null when the in-house chat serves (either of the two settings missing). */
export interface TawkSettings {
  propertyId: string;
  widgetId: string;
  apiKey: string;
  embedOrigin: string;
}

export function tawkSettingsOf(
  config: Pick<
    Config,
    'TAWK_PROPERTY_ID' | 'TAWK_API_KEY' | 'TAWK_WIDGET_ID' | 'TAWK_EMBED_ORIGIN'
  >,
): TawkSettings | null {
  if (!config.TAWK_PROPERTY_ID || !config.TAWK_API_KEY) return null;
  return {
    propertyId: config.TAWK_PROPERTY_ID,
    widgetId: config.TAWK_WIDGET_ID,
    apiKey: config.TAWK_API_KEY,
    embedOrigin: config.TAWK_EMBED_ORIGIN,
  };
}

/**
 * The hosts Tawk's widget loads from and talks to (its script, its socket servers, its frames,
 * images, styles and fonts), for the CSP; empty when Tawk is not configured so the policy
 * names no third party then. The embed origin is configurable for tests' local stand-in.
 */
export function tawkCspSources(settings: TawkSettings | null): {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
  style: string[];
  font: string[];
} {
  if (!settings) return { script: [], connect: [], frame: [], img: [], style: [], font: [] };
  const embed = settings.embedOrigin;
  return {
    script: [embed, 'https://cdn.jsdelivr.net'],
    connect: ['https://*.tawk.to', 'wss://*.tawk.to'],
    frame: [embed, 'https://tawk.to', 'https://*.tawk.to'],
    img: ['https://*.tawk.to', 'https://cdn.jsdelivr.net', 'https://tawk.link'],
    style: [embed, 'https://fonts.googleapis.com'],
    font: [embed, 'https://fonts.gstatic.com'],
  };
}

/** The secure-mode hash Tawk checks a visitor's email against: HMAC-SHA256 keyed by the property's API key, hex. */
export function tawkHash(email: string, apiKey: string): string {
  return createHmac('sha256', apiKey).update(email).digest('hex');
}

/** What the support module reads about a player, through the owning modules' services (composed in app.ts). */
export interface PlayerFacts {
  identity: (playerId: bigint) => Promise<{ username: string; email: string; currency: string }>;
  balances: (
    playerId: bigint,
    currency: string,
  ) => Promise<{ cashMinor: bigint; bonusMinor: bigint }>;
  /** The player's log-ins, newest first: the last two are used. */
  logins: (playerId: bigint) => Promise<Date[]>;
  lastActiveAt: (playerId: bigint) => Promise<Date | null>;
  lastDepositAt: (playerId: bigint) => Promise<Date | null>;
  /** When the player's current bonus was granted, null without one. */
  lastBonusAt: (playerId: bigint) => Promise<Date | null>;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function createTawkService(settings: TawkSettings | null, facts: PlayerFacts) {
  return {
    isEnabled: settings !== null,
    /**
     * The chat widget's view of the player (spec section 7). Produces route_not_found when Tawk
     * is not configured: the route does not exist for this installation.
     */
    async playerDetails(playerId: bigint): Promise<TawkPlayerDetails> {
      if (!settings) throw new AppError('route_not_found');
      const identity = await facts.identity(playerId);
      const [balance, logins, lastActive, lastDeposit, lastBonus] = await Promise.all([
        facts.balances(playerId, identity.currency),
        facts.logins(playerId),
        facts.lastActiveAt(playerId),
        facts.lastDepositAt(playerId),
        facts.lastBonusAt(playerId),
      ]);
      const { email } = identity;
      return {
        player_id: playerId.toString(),
        username: identity.username,
        email,
        last_active: iso(lastActive),
        balance: formatMinor(balance.cashMinor),
        bonus: formatMinor(balance.bonusMinor),
        currency: identity.currency,
        last_deposit: iso(lastDeposit),
        previous_login: iso(logins[1]),
        last_login: iso(logins[0]),
        last_bonus: iso(lastBonus),
        hash: tawkHash(email, settings.apiKey),
      };
    },
  };
}

export type TawkService = ReturnType<typeof createTawkService>;

import { z } from 'zod';

export const AnonSessionResponseSchema = z.object({
  anonSessionId: z.string(),
  countrycode: z.string().nullable(),
  city: z.string().nullable(),
});

export const CheckAnonSessionResponseSchema = z.object({ valid: z.boolean() });

export const GeoResponseSchema = z.object({
  country_code2: z.string().nullable(),
  city: z.string().nullable(),
});

/** Session lifetimes; the idle timeout of player sessions comes from configuration. */
export const ANON_SESSION_TTL_DAYS = 30;
export const PLAYER_SESSION_ABSOLUTE_HOURS = 24;
export const SESSION_IDLE_MINUTES_DEFAULT = 30;
export const SESSION_TOKEN_BYTES = 32;

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import geoip from 'geoip-lite';
import { AppError } from './errors.ts';

export interface GeoLocation {
  countryCode: string | null;
  city: string | null;
}

export interface BlockedPlaces {
  countries: readonly string[];
  cities: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Refused with restriction_error to a caller in a restricted country or blocked city: always
     * (true), or when the rule says so for the validated request (a real-money launch, not fun).
     */
    isGeoBlocked?: boolean | ((request: FastifyRequest) => boolean);
  }
}

/**
 * IP geolocation from the GeoLite data that geoip-lite ships inside its npm package, so no
 * lookup leaves the machine. Private and unknown addresses have no country.
 */
export function locate(ip: string): GeoLocation {
  const hit = geoip.lookup(ip);
  return {
    countryCode: hit?.country ? hit.country.toUpperCase() : null,
    city: hit?.city ? hit.city : null,
  };
}

export function isBlocked(geo: GeoLocation, blocked: BlockedPlaces): boolean {
  if (geo.countryCode && blocked.countries.includes(geo.countryCode)) return true;
  const city = geo.city?.toLowerCase();
  return city !== undefined && blocked.cities.some((c) => c.toLowerCase() === city);
}

/**
 * Enforces each route's `isGeoBlocked` declaration on every call, not only when the anonymous
 * session is handed out: a token obtained elsewhere (a VPN switched off, a copied session) must
 * not register, log in, deposit or play for money from a restricted place. Registered before the
 * session guard, so a blocked caller hears restriction_error whatever their session.
 */
export const geoGuard = fp(async (app: FastifyInstance, options: { blocked: BlockedPlaces }) => {
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.isGeoBlocked;
    if (rule === undefined || rule === false) return;
    if (typeof rule === 'function' && !rule(request)) return;
    const geo = locate(request.ip);
    if (isBlocked(geo, options.blocked))
      throw new AppError('restriction_error', {
        data: { countrycode: geo.countryCode, city: geo.city },
      });
  });
});

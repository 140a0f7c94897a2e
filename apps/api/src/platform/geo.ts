import geoip from 'geoip-lite';

export interface GeoLocation {
  countryCode: string | null;
  city: string | null;
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

export function isBlocked(
  geo: GeoLocation,
  blocked: { countries: readonly string[]; cities: readonly string[] },
): boolean {
  if (geo.countryCode && blocked.countries.includes(geo.countryCode)) return true;
  const city = geo.city?.toLowerCase();
  return city !== undefined && blocked.cities.some((c) => c.toLowerCase() === city);
}

import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies a Google ID token's signature against the JWKS (cached and refreshed by jose),
 * its audience, issuer and expiry. Returns null for any token that fails.
 */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string }) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5_000,
    cooldownDuration: 30_000,
  });
  return {
    async verify(idToken: string): Promise<GoogleIdentity | null> {
      try {
        const { payload } = await jwtVerify(idToken, jwks, {
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
          clockTolerance: 30,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
        return {
          subject: String(payload.sub),
          email: str(payload.email),
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          givenName: str(payload.given_name),
          familyName: str(payload.family_name),
        };
      } catch {
        return null;
      }
    },
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;

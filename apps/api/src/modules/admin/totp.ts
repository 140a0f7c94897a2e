import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * The back office's second factor: RFC 6238 TOTP through otplib (SHA-1, 6 digits, 30 s, what every
 * authenticator app speaks) with its audited default crypto and base32 plugins.
 */
const ISSUER = 'Orca back office';
/** One step either side: a phone clock a little off, or a code typed as it turned over, still works. */
const TOLERANCE_SECONDS = 30;

/** A new 160-bit secret, with the otpauth URI and a QR image of it for the authenticator app. */
export async function newTotpEnrolment(
  username: string,
): Promise<{ secret: string; otpauthUri: string; qrDataUrl: string }> {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: ISSUER, label: username, secret });
  return {
    secret,
    otpauthUri,
    qrDataUrl: await QRCode.toDataURL(otpauthUri, {
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 240,
    }),
  };
}

/** The time step a valid code belongs to, or null; a code of a step at or before `lastStep` is refused (no replay). */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The current code for a secret (the demo banner's helper and the tests'). */
export function currentTotpCode(secret: string, at = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at / 1000) });
}

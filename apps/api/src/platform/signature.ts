import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens.ts';

/** How old a signed call (payment webhook, provider wallet call) may be; older ones are treated as replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme payment providers commonly use. */
export function signPayload(
  secret: string,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const mac = createHmac('sha256', secret).update(`${nowSeconds}.${body}`).digest('hex');
  return `t=${nowSeconds},v1=${mac}`;
}

export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header || header.length > 500) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  if (
    !Number.isInteger(timestamp) ||
    Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS
  )
    return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return typeof parts.v1 === 'string' && safeEqual(parts.v1, expected);
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SESSION_TOKEN_BYTES } from '@orca/contracts';

/** An opaque 256-bit token for the client and the SHA-256 we keep of it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

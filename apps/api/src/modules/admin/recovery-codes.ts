import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@orca/contracts';
import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand comes out right. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A fresh set of one-time codes, shown as `xxxxx-xxxxx` (50 random bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    // 256 is a multiple of 32, so taking each byte's low five bits keeps every symbol equally likely.
    const symbols = [...randomBytes(10)].map((byte) => ALPHABET[byte & 31]).join('');
    return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
  });
}

export function isRecoveryCode(code: string): boolean {
  return RECOVERY_CODE_PATTERN.test(code.trim());
}

/** The form a code is hashed in: lower case, no dash, so `ABCDE-FGHJK` and `abcdefghjk` are the same code. */
export function normalizeRecoveryCode(code: string): string {
  return code.trim().toLowerCase().replace(/-/g, '');
}

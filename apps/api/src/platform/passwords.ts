import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane), which ASVS v4 2.4.1 points to. */
const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const COMMON_PASSWORDS = new Set(dictionary.passwords.map((p: string) => p.toLowerCase()));

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of a random secret, verified against when the account does not exist so timing reveals nothing. */
let decoyHash: Promise<string> | null = null;
export function verifyDecoy(password: string): Promise<boolean> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash.then((hash) => verifyPassword(hash, password)).then(() => false);
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

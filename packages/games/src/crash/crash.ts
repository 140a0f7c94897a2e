import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Crash from a hash chain with a public salt (the bustabit scheme; Stake's crash is the same idea).
 *
 * The operator picks a secret seed and hashes it N times. Games are played backwards through the chain:
 * game N uses the seed's first hash … game 1 uses the last-but-one, and the last hash (the terminating hash)
 * is published before game 1. Anyone can check game g's hash by hashing it g times and comparing with the
 * terminating hash. Each game's result is HMAC-SHA256(key = salt as UTF-8 text, message = game hash bytes),
 * where the salt is a value nobody knew when the chain was published (e.g. a future bitcoin block hash).
 */
export const CRASH_HOUSE_EDGE = 0.01;
/** P(crash ≥ m) = 0.99 / m for every cash-out m > 1, so every cash-out target returns 99%. */
export const CRASH_RTP = 0.99;

/**
 * How the next chain element is derived: `binary` hashes the 32 raw bytes (bustabit's current chain);
 * `hex` hashes the lowercase hex text of the previous hash (bustabit's 2018 chain and most clones).
 */
export type ChainEncoding = 'binary' | 'hex';

function assertHash(hash: string): void {
  if (!/^[0-9a-f]{64}$/.test(hash))
    throw new RangeError('a chain hash is 64 lowercase hex characters');
}

/** One step along the chain: the hash that follows `hash` (i.e. the previous game's hash). */
export function nextChainHash(hash: string, encoding: ChainEncoding = 'binary'): string {
  assertHash(hash);
  return bytesToHex(sha256(encoding === 'binary' ? hexToBytes(hash) : utf8ToBytes(hash)));
}

export interface HashChain {
  /** gameHashes[g - 1] is the hash of game g. */
  gameHashes: string[];
  /** Published before game 1: the hash of game 1's hash. */
  terminatingHash: string;
}

/**
 * Generates a chain of `length` games from a secret seed (64 hex characters). Memory is O(length): the API
 * should generate long chains in segments using `nextChainHash`.
 */
export function generateHashChain(
  seedHash: string,
  length: number,
  encoding: ChainEncoding = 'binary',
): HashChain {
  assertHash(seedHash);
  if (!Number.isInteger(length) || length < 1 || length > 10_000_000)
    throw new RangeError('length must be 1..10,000,000');
  const chain: string[] = [seedHash];
  for (let i = 1; i <= length; i += 1) chain.push(nextChainHash(chain[i - 1] ?? '', encoding));
  const terminatingHash = chain[length] ?? '';
  // chain[0] is the seed = game `length`; chain[length - 1] = game 1.
  const gameHashes = chain.slice(0, length).reverse();
  return { gameHashes, terminatingHash };
}

/**
 * Hashes `gameHash` forward until it meets `terminatingHash`; returns the game number (how many hashes it
 * took) or null if it is not within `maxGames` of the terminating hash.
 */
export function verifyGameHash(
  gameHash: string,
  terminatingHash: string,
  maxGames: number,
  encoding: ChainEncoding = 'binary',
): number | null {
  assertHash(gameHash);
  assertHash(terminatingHash);
  let hash = gameHash;
  for (let game = 1; game <= maxGames; game += 1) {
    hash = nextChainHash(hash, encoding);
    if (hash === terminatingHash) return game;
  }
  return null;
}

/**
 * The crash point in hundredths, bustabit's published rule:
 * r = first 52 bits of HMAC-SHA256(salt, gameHash); X = r / 2^52; point = max(1.00, floor(99 / (1 − X)) / 100).
 * The 99 in the numerator is the 1% house edge.
 */
export function crashPointHundredths(gameHash: string, salt: string): number {
  assertHash(gameHash);
  const digest = bytesToHex(hmac(sha256, utf8ToBytes(salt), hexToBytes(gameHash)));
  return crashPointFromBits(Number.parseInt(digest.slice(0, 13), 16));
}

/** The crash point in hundredths for the 52-bit integer r taken from the HMAC. */
export function crashPointFromBits(r: number): number {
  if (!Number.isSafeInteger(r) || r < 0 || r >= 2 ** 52)
    throw new RangeError('r must be a 52-bit integer');
  return Math.max(100, Math.floor(99 / (1 - r / 2 ** 52)));
}

/**
 * Stake's published crash rule, for verifying Stake-style chains: HMAC-SHA256(key = game hash as hex text,
 * message = salt text); int = first 32 bits; point = max(1, 2^32 / (int + 1) × 0.99), rounded down to hundredths.
 */
export function stakeCrashPointHundredths(gameHash: string, salt: string): number {
  assertHash(gameHash);
  const digest = bytesToHex(hmac(sha256, utf8ToBytes(gameHash), utf8ToBytes(salt)));
  const int = Number.parseInt(digest.slice(0, 8), 16);
  const point = Math.max(1, (2 ** 32 / (int + 1)) * (1 - CRASH_HOUSE_EDGE));
  return Math.floor(point * 100);
}

/** Whether a cash-out at `cashOutHundredths` (> 1.00×) survives a round that crashed at `pointHundredths`. */
export function isCrashWin(pointHundredths: number, cashOutHundredths: number): boolean {
  return pointHundredths >= cashOutHundredths;
}

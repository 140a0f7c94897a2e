import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { FloatSource } from './float-source.ts';

/** Bytes of one HMAC round; each round yields this many bytes, i.e. 8 floats. */
export const BYTES_PER_ROUND = 32;
export const FLOATS_PER_ROUND = BYTES_PER_ROUND / 4;
const TWO_POW_32 = 4294967296;

/** SHA-256 of the server seed's UTF-8 text, lowercase hex: the commitment shown before play. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/**
 * The 32 bytes of one round: HMAC-SHA256(key = serverSeed as UTF-8, message = `${clientSeed}:${nonce}:${round}`).
 * This is the scheme Stake publishes and independent verifiers implement.
 */
export function roundBytes(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  round: number,
): Uint8Array {
  assertCounter(nonce, 'nonce');
  assertCounter(round, 'round');
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
}

/**
 * Float from 4 bytes: b0/256 + b1/256² + b2/256³ + b3/256⁴. Written as one 32-bit integer over 2^32,
 * which is bit-identical to the verifiers' sum because every partial sum has at most 32 significant bits.
 */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  const b0 = bytes[offset] ?? 0;
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  const b3 = bytes[offset + 3] ?? 0;
  return (b0 * 16777216 + b1 * 65536 + b2 * 256 + b3) / TWO_POW_32;
}

/**
 * The provably-fair float stream for one bet (server seed, client seed, nonce).
 * Floats are read in order, 8 per HMAC round; `startFloat` skips ahead (a verifier's cursor, in floats).
 */
export class FairFloats implements FloatSource {
  private round: number;
  private offset: number;
  private bytes: Uint8Array;
  private readonly key: Uint8Array;
  private readonly prefix: string;
  private floatsRead = 0;

  constructor(serverSeed: string, clientSeed: string, nonce: number, startFloat = 0) {
    assertCounter(nonce, 'nonce');
    assertCounter(startFloat, 'startFloat');
    this.key = utf8ToBytes(serverSeed);
    this.prefix = `${clientSeed}:${nonce}:`;
    this.round = Math.floor(startFloat / FLOATS_PER_ROUND);
    this.offset = (startFloat % FLOATS_PER_ROUND) * 4;
    this.bytes = this.digest(this.round);
  }

  next(): number {
    if (this.offset >= BYTES_PER_ROUND) {
      this.round += 1;
      this.offset = 0;
      this.bytes = this.digest(this.round);
    }
    const value = bytesToFloat(this.bytes, this.offset);
    this.offset += 4;
    this.floatsRead += 1;
    return value;
  }

  /** Floats consumed so far (the game's cursor after the round, for audit records). */
  get consumed(): number {
    return this.floatsRead;
  }

  /** One past the index of the last HMAC round read (the round counter a verifier would show). */
  get roundsUsed(): number {
    return this.round + 1;
  }

  private digest(round: number): Uint8Array {
    return hmac(sha256, this.key, utf8ToBytes(`${this.prefix}${round}`));
  }
}

/** The first `count` floats of a bet, as a verifier page would list them. */
export function fairFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  const source = new FairFloats(serverSeed, clientSeed, nonce);
  return Array.from({ length: count }, () => source.next());
}

/** A function returning `length` cryptographically random bytes; the API passes node's `crypto.randomBytes`. */
export type RandomBytes = (length: number) => Uint8Array;

/** A new server seed: `byteLength` random bytes as lowercase hex (64 hex characters by default). */
export function randomServerSeed(randomBytes: RandomBytes, byteLength = 32): string {
  return randomHex(randomBytes, byteLength, 16);
}

/** A new default client seed: `byteLength` random bytes as lowercase hex (20 hex characters by default). */
export function randomClientSeed(randomBytes: RandomBytes, byteLength = 10): string {
  return randomHex(randomBytes, byteLength, 4);
}

function randomHex(randomBytes: RandomBytes, byteLength: number, minimum: number): string {
  if (!Number.isInteger(byteLength) || byteLength < minimum || byteLength > 256) {
    throw new RangeError(`byteLength must be an integer in [${minimum}, 256]`);
  }
  const bytes = randomBytes(byteLength);
  if (bytes.length !== byteLength) throw new Error('randomBytes returned the wrong length');
  return bytesToHex(bytes);
}

function assertCounter(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative safe integer`);
}

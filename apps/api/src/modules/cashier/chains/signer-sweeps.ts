import {
  SWEEPS_PATH,
  SweepProgressSchema,
  type Refusal,
  type SweepOrder,
  type SweepProgress,
} from '@orca/signer/protocol';
import { refusalOf, signedPost, type SignerAccess } from './signer-payouts.ts';

/** Refusals no asking again can change: the sweep is failed. */
const FINAL: ReadonlySet<Refusal> = new Set([
  'malformed',
  'address_invalid',
  'asset_unavailable',
  'conflict',
]);

export type SweepAnswer =
  | { kind: 'progress'; progress: SweepProgress }
  | { kind: 'refused'; isFinal: boolean; reason: string };

/** Asks the signer to sweep a deposit address into the hot wallet, or where that sweep stands. */
export async function signerSweep(access: SignerAccess, order: SweepOrder): Promise<SweepAnswer> {
  const response = await signedPost(access, SWEEPS_PATH, order);
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { kind: 'progress', progress: SweepProgressSchema.parse(json) };
  const { refused, reason } = refusalOf(response.status, json);
  return { kind: 'refused', isFinal: refused !== null && FINAL.has(refused), reason };
}

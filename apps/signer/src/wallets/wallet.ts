import type { JournalPayout, SignedTransaction } from '../journal.ts';
import type { Balances, PayoutAsset, PayoutOrder, PayoutProgress, Refusal } from '../protocol.ts';

export class Refused extends Error {
  constructor(
    readonly refused: Refusal,
    readonly detail: string,
  ) {
    super(`${refused}: ${detail}`);
  }
}

/** A node call that failed: the order is refused for now (node_unavailable), and asked again later. */
export async function fromNode<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused('node_unavailable', error instanceof Error ? error.message : String(error));
  }
}

/**
 * One chain family's hot wallet: what the payer asks of Ethereum and of a UTXO chain alike. The
 * payer owns the journal, the limits and the one-at-a-time order; a wallet signs and asks its node.
 */
export interface ChainWallet {
  readonly assets: readonly PayoutAsset[];
  /** What the hot wallet holds of each of its assets, asked of the node. */
  balances(): Promise<Balances['balances']>;
  /** Why the chain would not take `to`, or null when it would. */
  addressProblem(to: string): Promise<string | null>;
  /** Signs the order's transaction (nothing leaves yet); throws Refused for its funds or its node. */
  sign(order: PayoutOrder): Promise<{ signed: SignedTransaction; nonce: number | null }>;
  /** Sends a signed transaction; one the node already has is not an error. */
  broadcast(raw: string): Promise<void>;
  /**
   * Where a journalled payout stands, asked of the node: mined (with its confirmations), or
   * pending, after broadcasting a lost transaction again or speeding up a stuck one — a same-nonce
   * replacement on Ethereum, a child paying its fee on a UTXO chain (`replaced` journals that
   * transaction before it is sent).
   */
  progress(
    payout: JournalPayout,
    replaced: (transaction: SignedTransaction) => void,
  ): Promise<PayoutProgress>;
}

/** A transfer the chain shows arriving at one of the addresses asked about. */
export interface ChainTransfer {
  /** The deposit method it pays (eth, usdt-erc20): which asset arrived. */
  methodId: string;
  txHash: string;
  /** The token transfer's log index; -1 for a native transfer (one per transaction). */
  logIndex: number;
  /** As the adapter normalises addresses (lower-case hex for EVM chains). */
  to: string;
  /** In the asset's smallest unit. */
  amountBase: bigint;
  blockNumber: bigint;
  blockHash: string;
}

/**
 * What the deposit watcher needs of a chain family (EVM here; UTXO chains implement the same).
 * Every call reads the node; nothing is cached, so a reorganisation shows in the next call.
 */
export interface ChainAdapter {
  /** The chain's name in our tables (ethereum). */
  readonly chain: string;
  /** The newest block's height. */
  height(): Promise<bigint>;
  /** The hash of the block at `height` on the chain as the node sees it now; null above the tip. */
  blockHash(height: bigint): Promise<string | null>;
  /** Transfers to any of `addresses` in blocks `from`..`to` (inclusive), successful ones only. */
  transfersTo(addresses: ReadonlySet<string>, from: bigint, to: bigint): Promise<ChainTransfer[]>;
  /** What `address` holds now of the method's asset, in its smallest unit (confirmed coins on a UTXO chain). */
  balanceOf(address: string, methodId: string): Promise<bigint>;
  /** Normalises an address the way `transfersTo` reports it. */
  normalise(address: string): string;
  /** The form players copy into a wallet (EIP-55 mixed-case checksum for EVM chains). */
  display(address: string): string;
}

import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { PayoutAsset, Refusal } from './protocol.ts';

/** One signed transaction for a payout: the first, or a re-priced replacement with the same nonce. */
export interface SignedTransaction {
  txHash: string;
  /** The serialized signed transaction, so it can be broadcast again exactly as signed. */
  raw: string;
  /** What it pays the network, as the chain prices it (maxFeePerGas…; fee). */
  fees: Record<string, string>;
  at: string;
}

export interface JournalPayout {
  withdrawalId: string;
  asset: PayoutAsset;
  to: string;
  amountBase: string;
  approvedBy: string[];
  /** The account nonce on an EVM chain; null on a UTXO chain, where the inputs tie the replacements together. */
  nonce: number | null;
  transactions: SignedTransaction[];
}

/** One transaction of a sweep: the hot wallet's gas top-up (ERC-20 only), then the sweep itself. */
export interface SweepStep extends SignedTransaction {
  step: 'top-up' | 'sweep';
  amountBase: string;
  /** The sending account's nonce (the hot wallet's for a top-up); null on a UTXO chain. */
  nonce: number | null;
}

export interface JournalSweep {
  sweepId: string;
  asset: PayoutAsset;
  index: number;
  from: string;
  steps: SweepStep[];
}

type Entry =
  | ({ kind: 'sent' } & Omit<JournalPayout, 'transactions'> & SignedTransaction)
  | ({ kind: 'sweep' } & Omit<JournalSweep, 'steps'> & SweepStep)
  | ({ kind: 'replaced'; withdrawalId: string } & SignedTransaction)
  | { kind: 'refused'; withdrawalId: string | null; refused: Refusal; detail: string; at: string };

/**
 * The signer's own log, one JSON object per line, appended and flushed to disk before a transaction
 * is broadcast: after a crash the signer knows every transaction it may have sent, and sends none
 * of those payouts again. Refusals are logged too, for the operator to read.
 */
export function openJournal(path: string) {
  const payouts = new Map<string, JournalPayout>();
  const sweeps = new Map<string, JournalSweep>();
  if (existsSync(path)) {
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      apply(JSON.parse(line) as Entry);
    }
  }

  function apply(entry: Entry) {
    if (entry.kind === 'sent') {
      const { kind: _kind, txHash, raw, fees, at, ...payout } = entry;
      payouts.set(payout.withdrawalId, {
        ...payout,
        transactions: [{ txHash, raw, fees, at }],
      });
    } else if (entry.kind === 'sweep') {
      const { kind: _kind, sweepId, asset, index, from, ...step } = entry;
      const known = sweeps.get(sweepId);
      if (known) known.steps.push(step);
      else sweeps.set(sweepId, { sweepId, asset, index, from, steps: [step] });
    } else if (entry.kind === 'replaced') {
      const { kind: _kind, withdrawalId, ...transaction } = entry;
      payouts.get(withdrawalId)?.transactions.push(transaction);
    }
  }

  function append(entry: Entry) {
    const fd = openSync(path, 'a', 0o600);
    try {
      writeSync(fd, `${JSON.stringify(entry)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    apply(entry);
  }

  return {
    payout: (withdrawalId: string) => payouts.get(withdrawalId),
    all: () => [...payouts.values()],
    sweep: (sweepId: string) => sweeps.get(sweepId),
    /** The hot wallet's next nonce the journal knows to be free: one past the highest it signed (payouts and gas top-ups). */
    nextNonce: () =>
      Math.max(
        0,
        ...[...payouts.values()].map((p) => (p.nonce === null ? 0 : p.nonce + 1)),
        ...[...sweeps.values()].flatMap((s) =>
          s.steps.filter((t) => t.step === 'top-up' && t.nonce !== null).map((t) => t.nonce! + 1),
        ),
      ),
    recordSent(payout: Omit<JournalPayout, 'transactions'>, transaction: SignedTransaction) {
      append({ kind: 'sent', ...payout, ...transaction });
    },
    recordSweepStep(sweep: Omit<JournalSweep, 'steps'>, step: SweepStep) {
      append({ kind: 'sweep', ...sweep, ...step });
    },
    recordReplaced(withdrawalId: string, transaction: SignedTransaction) {
      append({ kind: 'replaced', withdrawalId, ...transaction });
    },
    recordRefused(withdrawalId: string | null, refused: Refusal, detail: string) {
      append({ kind: 'refused', withdrawalId, refused, detail, at: new Date().toISOString() });
    },
  };
}

export type Journal = ReturnType<typeof openJournal>;

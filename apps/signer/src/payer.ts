import {
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  isAddress,
  keccak256,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { SignerConfig } from './config.ts';
import type { Journal, JournalPayout, SignedTransaction } from './journal.ts';
import type { PayoutOrder, PayoutProgress, Refusal } from './protocol.ts';

const DAY_MS = 24 * 60 * 60 * 1_000;
const ETH_TRANSFER_GAS = 21_000n;
/** A replacement must pay at least 10 % more on both fees for nodes to accept it; 12.5 % clears every node's rule. */
const REPLACEMENT_BUMP = (fee: bigint) => (fee * 1_125n) / 1_000n + 1n;

export class Refused extends Error {
  constructor(
    readonly refused: Refusal,
    readonly detail: string,
  ) {
    super(`${refused}: ${detail}`);
  }
}

/**
 * The hot wallet. Each order is taken one at a time (nonces stay in order). A withdrawal id the
 * journal knows is never signed again: its order must match what was signed, and the answer is
 * where that transaction stands, asked of the node. A transaction the node has lost is broadcast
 * again exactly as signed; one waiting too long is replaced (same nonce, higher fee), so at most
 * one of its transactions can ever be mined.
 */
export function createPayer(config: SignerConfig, journal: Journal, now = () => Date.now()) {
  const account = privateKeyToAccount(config.privateKey);
  const chain = defineChain({
    id: config.chainId,
    name: `chain ${config.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [config.rpcUrl] } },
  });
  // No cache: a block number seconds old would count confirmations wrong.
  const client = createPublicClient({
    chain,
    cacheTime: 0,
    transport: http(config.rpcUrl, { retryCount: 1 }),
  });
  let queue: Promise<unknown> = Promise.resolve();

  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  function refuse(withdrawalId: string | null, refused: Refusal, detail: string): never {
    journal.recordRefused(withdrawalId, refused, detail);
    throw new Refused(refused, detail);
  }

  async function node<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw new Refused('node_unavailable', error instanceof Error ? error.message : String(error));
    }
  }

  async function broadcast(raw: Hex): Promise<void> {
    try {
      await client.sendRawTransaction({ serializedTransaction: raw });
    } catch (error) {
      // Already in the pool or mined: what matters is where it stands, which progress() asks next.
      const text = error instanceof Error ? error.message : String(error);
      if (!/already known|already imported|nonce too low|known transaction/i.test(text))
        throw new Refused('node_unavailable', text);
    }
  }

  async function sign(
    payout: Pick<JournalPayout, 'asset' | 'to' | 'amountBase' | 'nonce'>,
    fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint },
    gas: bigint,
  ): Promise<SignedTransaction> {
    const call =
      payout.asset === 'eth'
        ? { to: payout.to as Hex, value: BigInt(payout.amountBase) }
        : {
            to: config.usdtContract!,
            value: 0n,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [payout.to as Hex, BigInt(payout.amountBase)],
            }),
          };
    const raw = await account.signTransaction({
      ...call,
      chainId: config.chainId,
      type: 'eip1559',
      nonce: payout.nonce,
      gas,
      ...fees,
    });
    return {
      txHash: keccak256(raw),
      raw,
      maxFeePerGas: fees.maxFeePerGas.toString(),
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
      at: new Date(now()).toISOString(),
    };
  }

  async function gasFor(order: PayoutOrder): Promise<bigint> {
    if (order.asset === 'eth') return ETH_TRANSFER_GAS;
    const estimate = await node(() =>
      client.estimateGas({
        account: account.address,
        to: config.usdtContract!,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [order.to as Hex, BigInt(order.amountBase)],
        }),
      }),
    );
    return (estimate * 6n) / 5n;
  }

  async function checkFunds(order: PayoutOrder, gas: bigint, maxFeePerGas: bigint) {
    const eth = await node(() => client.getBalance({ address: account.address }));
    const gasCost = gas * maxFeePerGas;
    const needEth = order.asset === 'eth' ? BigInt(order.amountBase) + gasCost : gasCost;
    if (eth < needEth)
      refuse(order.withdrawalId, 'insufficient_funds', `the hot wallet holds ${eth} wei`);
    if (order.asset === 'usdt-erc20') {
      const tokens = await node(() =>
        client.readContract({
          address: config.usdtContract!,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account.address],
        }),
      );
      if (tokens < BigInt(order.amountBase))
        refuse(
          order.withdrawalId,
          'insufficient_funds',
          `the hot wallet holds ${tokens} USDT base units`,
        );
    }
  }

  function checkOrder(order: PayoutOrder) {
    const id = order.withdrawalId;
    if (order.approvedBy.length === 0) refuse(id, 'unapproved', 'no operator approved it');
    if (new Set(order.approvedBy).size !== order.approvedBy.length)
      refuse(id, 'unapproved', 'one operator is named twice');
    // Strict: a mixed-case address must carry a valid EIP-55 checksum (a mistyped one does not).
    if (!isAddress(order.to, { strict: true }))
      refuse(id, 'address_invalid', `${order.to} is not an Ethereum address`);
    if (order.to.toLowerCase() === account.address.toLowerCase())
      refuse(id, 'address_invalid', 'the hot wallet cannot pay itself');
    if (order.asset === 'usdt-erc20' && !config.usdtContract)
      refuse(id, 'asset_unavailable', 'no USDT contract is configured');
    const limits = config.limits[order.asset];
    const amount = BigInt(order.amountBase);
    if (amount > limits.perPayoutBase)
      refuse(id, 'over_payout_limit', `${amount} is above ${limits.perPayoutBase} per payout`);
    const since = now() - DAY_MS;
    const today = journal
      .all()
      .filter((p) => p.asset === order.asset && Date.parse(p.transactions[0]!.at) > since)
      .reduce((sum, p) => sum + BigInt(p.amountBase), 0n);
    if (today + amount > limits.perDayBase)
      refuse(id, 'over_daily_limit', `${today} already paid in 24 hours of ${limits.perDayBase}`);
  }

  async function progress(payout: JournalPayout): Promise<PayoutProgress> {
    const newest = payout.transactions.at(-1)!;
    for (const transaction of [...payout.transactions].reverse()) {
      const receipt = await node(() =>
        client
          .getTransactionReceipt({ hash: transaction.txHash as Hex })
          .catch((error: unknown) => {
            if (error instanceof TransactionReceiptNotFoundError) return null;
            throw error;
          }),
      );
      if (!receipt) continue;
      const tip = await node(() => client.getBlockNumber());
      return {
        withdrawalId: payout.withdrawalId,
        txHash: transaction.txHash,
        state: receipt.status === 'success' ? 'mined' : 'reverted',
        confirmations: Number(tip - receipt.blockNumber + 1n),
      };
    }
    const known = await node(() =>
      client
        .getTransaction({ hash: newest.txHash as Hex })
        .then(() => true)
        .catch((error: unknown) => {
          if (error instanceof TransactionNotFoundError) return false;
          throw error;
        }),
    );
    if (!known) {
      // Signed and logged, then lost: by the node, or by a crash before the broadcast.
      await broadcast(newest.raw as Hex);
    } else if (now() - Date.parse(newest.at) >= config.replaceAfterMs) {
      const fees = await node(() => client.estimateFeesPerGas());
      const replacement = await sign(
        payout,
        {
          maxFeePerGas: maxOf(fees.maxFeePerGas, REPLACEMENT_BUMP(BigInt(newest.maxFeePerGas))),
          maxPriorityFeePerGas: maxOf(
            fees.maxPriorityFeePerGas,
            REPLACEMENT_BUMP(BigInt(newest.maxPriorityFeePerGas)),
          ),
        },
        await gasFor(payout),
      );
      journal.recordReplaced(payout.withdrawalId, replacement);
      await broadcast(replacement.raw as Hex);
      return {
        withdrawalId: payout.withdrawalId,
        txHash: replacement.txHash,
        state: 'pending',
        confirmations: 0,
      };
    }
    return {
      withdrawalId: payout.withdrawalId,
      txHash: newest.txHash,
      state: 'pending',
      confirmations: 0,
    };
  }

  return {
    address: account.address,

    /** Pays the order, or answers where its payout stands when it was paid before. Throws Refused. */
    pay(order: PayoutOrder): Promise<PayoutProgress> {
      return oneAtATime(async () => {
        const known = journal.payout(order.withdrawalId);
        if (known) {
          if (
            known.asset !== order.asset ||
            known.to.toLowerCase() !== order.to.toLowerCase() ||
            known.amountBase !== order.amountBase
          )
            refuse(order.withdrawalId, 'conflict', 'this withdrawal was signed with other details');
          return progress(known);
        }
        checkOrder(order);
        const gas = await gasFor(order);
        const fees = await node(() => client.estimateFeesPerGas());
        await checkFunds(order, gas, fees.maxFeePerGas);
        const pendingNonce = await node(() =>
          client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
        );
        const payout = {
          withdrawalId: order.withdrawalId,
          asset: order.asset,
          to: order.to,
          amountBase: order.amountBase,
          approvedBy: order.approvedBy,
          nonce: Math.max(pendingNonce, journal.nextNonce()),
        };
        const signed = await sign(payout, fees, gas);
        // Logged before it leaves: after a crash here the journal still knows this payout is signed.
        journal.recordSent(payout, signed);
        await broadcast(signed.raw as Hex);
        return progress(journal.payout(order.withdrawalId)!);
      });
    },
  };
}

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);

export type Payer = ReturnType<typeof createPayer>;

import { encodeFunctionData, erc20Abi, isAddress, keccak256, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { EvmConfig } from '../config.ts';
import type { Journal, JournalPayout, SignedTransaction } from '../journal.ts';
import type { PayoutOrder } from '../protocol.ts';
import { createEvmClient } from './evm-client.ts';
import { fromNode, Refused, type ChainWallet } from './wallet.ts';

export const ETH_TRANSFER_GAS = 21_000n;
/** A replacement must pay at least 10 % more on both fees for nodes to accept it; 12.5 % clears every node's rule. */
const bump = (fee: bigint) => (fee * 1_125n) / 1_000n + 1n;
const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);

type Payable = Pick<JournalPayout, 'asset' | 'to' | 'amountBase'>;

/**
 * An EVM chain's hot wallet (ETH and the USDT token): EIP-1559 transactions signed with the key
 * in this process, one nonce per payout; a replacement keeps the nonce, so only one can be mined.
 */
export function createEvmWallet(
  config: EvmConfig,
  journal: Journal,
  replaceAfterMs: number,
  now: () => number,
): ChainWallet & { address: `0x${string}` } {
  const account = privateKeyToAccount(config.privateKey);
  const node = createEvmClient(config);
  const { client } = node;

  const transferData = (payout: Payable) =>
    encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [payout.to as Hex, BigInt(payout.amountBase)],
    });

  async function gasFor(payout: Payable): Promise<bigint> {
    if (payout.asset === 'eth') return ETH_TRANSFER_GAS;
    const estimate = await fromNode(() =>
      client.estimateGas({
        account: account.address,
        to: config.usdtContract!,
        data: transferData(payout),
      }),
    );
    return (estimate * 6n) / 5n;
  }

  async function signWith(
    payout: Payable & { nonce: number },
    fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint },
  ): Promise<SignedTransaction> {
    const call =
      payout.asset === 'eth'
        ? { to: payout.to as Hex, value: BigInt(payout.amountBase) }
        : { to: config.usdtContract!, value: 0n, data: transferData(payout) };
    const raw = await account.signTransaction({
      ...call,
      chainId: config.chainId,
      type: 'eip1559',
      nonce: payout.nonce,
      gas: await gasFor(payout),
      ...fees,
    });
    return {
      txHash: keccak256(raw),
      raw,
      fees: {
        maxFeePerGas: fees.maxFeePerGas.toString(),
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
      },
      at: new Date(now()).toISOString(),
    };
  }

  async function checkFunds(order: PayoutOrder, maxFeePerGas: bigint) {
    const gasCost = (await gasFor(order)) * maxFeePerGas;
    const eth = await fromNode(() => client.getBalance({ address: account.address }));
    const needEth = order.asset === 'eth' ? BigInt(order.amountBase) + gasCost : gasCost;
    if (eth < needEth) throw new Refused('insufficient_funds', `the hot wallet holds ${eth} wei`);
    if (order.asset !== 'usdt-erc20') return;
    const tokens = await fromNode(() =>
      client.readContract({
        address: config.usdtContract!,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
    );
    if (tokens < BigInt(order.amountBase))
      throw new Refused('insufficient_funds', `the hot wallet holds ${tokens} USDT base units`);
  }

  const wallet: ChainWallet & { address: `0x${string}` } = {
    address: account.address,
    assets: config.usdtContract ? ['eth', 'usdt-erc20'] : ['eth'],

    async balances() {
      const eth = await fromNode(() => client.getBalance({ address: account.address }));
      const token = config.usdtContract;
      const tokens = token
        ? await fromNode(() =>
            client.readContract({
              address: token,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [account.address],
            }),
          )
        : null;
      return [
        { asset: 'eth' as const, balanceBase: eth.toString(), address: account.address },
        ...(tokens === null
          ? []
          : [
              {
                asset: 'usdt-erc20' as const,
                balanceBase: tokens.toString(),
                address: account.address,
              },
            ]),
      ];
    },

    async addressProblem(to) {
      // Strict: a mixed-case address must carry a valid EIP-55 checksum (a mistyped one does not).
      if (!isAddress(to, { strict: true })) return `${to} is not an Ethereum address`;
      if (to.toLowerCase() === account.address.toLowerCase())
        return 'the hot wallet cannot pay itself';
      return null;
    },

    async sign(order) {
      const fees = await fromNode(() => client.estimateFeesPerGas());
      await checkFunds(order, fees.maxFeePerGas);
      const pending = await fromNode(() =>
        client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
      );
      const nonce = Math.max(pending, journal.nextNonce());
      return { signed: await signWith({ ...order, nonce }, fees), nonce };
    },

    broadcast: (raw) => node.broadcast(raw),

    async progress(payout, replaced) {
      const newest = payout.transactions.at(-1)!;
      for (const transaction of [...payout.transactions].reverse()) {
        const receipt = await node.receiptOf(transaction.txHash);
        if (!receipt) continue;
        const tip = await fromNode(() => client.getBlockNumber());
        return {
          withdrawalId: payout.withdrawalId,
          txHash: transaction.txHash,
          state: receipt.status === 'success' ? 'mined' : 'reverted',
          confirmations: Number(tip - receipt.blockNumber + 1n),
        };
      }
      const pending = {
        withdrawalId: payout.withdrawalId,
        state: 'pending',
        confirmations: 0,
      } as const;
      if (!(await node.knows(newest.txHash))) {
        // Signed and journalled, then lost: by the node, or by a crash before the broadcast.
        await wallet.broadcast(newest.raw);
        return { ...pending, txHash: newest.txHash };
      }
      if (now() - Date.parse(newest.at) < replaceAfterMs)
        return { ...pending, txHash: newest.txHash };
      const fees = await fromNode(() => client.estimateFeesPerGas());
      const replacement = await signWith(
        { ...payout, nonce: payout.nonce! },
        {
          maxFeePerGas: maxOf(fees.maxFeePerGas, bump(BigInt(newest.fees.maxFeePerGas!))),
          maxPriorityFeePerGas: maxOf(
            fees.maxPriorityFeePerGas,
            bump(BigInt(newest.fees.maxPriorityFeePerGas!)),
          ),
        },
      );
      replaced(replacement);
      await wallet.broadcast(replacement.raw);
      return { ...pending, txHash: replacement.txHash };
    },
  };
  return wallet;
}

import { encodeFunctionData, erc20Abi, keccak256, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { EvmConfig } from '../config.ts';
import type { DepositKeys } from '../deposit-keys.ts';
import type { Journal, JournalSweep, SweepStep } from '../journal.ts';
import type { SweepOrder, SweepProgress } from '../protocol.ts';
import { createEvmClient } from './evm-client.ts';
import { ETH_TRANSFER_GAS } from './evm.ts';
import { emptySweep, type Sweeper } from './sweeper.ts';
import { fromNode, Refused } from './wallet.ts';

interface Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}
const minOf = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Sweeps on an EVM chain. ETH: the address sends its balance less the most its transfer can cost.
 * USDT: a deposit address holds no ETH for gas, so the hot wallet first sends it exactly what the
 * token transfer may burn (a gas top-up, journalled like a payout, its nonce in the hot wallet's
 * sequence); once that is mined the address sends all its tokens. Top-ups were chosen over
 * forwarder contracts: nothing to deploy per address, and addresses stay those of any BIP44 wallet.
 */
export function createEvmSweeper(
  config: EvmConfig,
  journal: Journal,
  keys: DepositKeys,
  now: () => number,
): Sweeper {
  const node = createEvmClient(config);
  const { client } = node;
  const hot = privateKeyToAccount(config.privateKey);
  const token = config.usdtContract;

  const tokenTransfer = (amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [hot.address, amount] });
  const ethOf = (address: Hex) => fromNode(() => client.getBalance({ address }));
  const tokensOf = (address: Hex) =>
    fromNode(() =>
      client.readContract({
        address: token!,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    );
  const nonceOf = (address: Hex) =>
    fromNode(() => client.getTransactionCount({ address, blockTag: 'pending' }));

  async function signed(
    account: PrivateKeyAccount,
    step: Pick<SweepStep, 'step' | 'amountBase'> & { nonce: number },
    call: { to: Hex; value: bigint; data?: Hex },
    gas: bigint,
    fees: Fees,
  ): Promise<SweepStep> {
    const raw = await account.signTransaction({
      ...call,
      chainId: config.chainId,
      type: 'eip1559',
      nonce: step.nonce,
      gas,
      ...fees,
    });
    return {
      ...step,
      txHash: keccak256(raw),
      raw,
      fees: {
        maxFeePerGas: fees.maxFeePerGas.toString(),
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
      },
      at: new Date(now()).toISOString(),
    };
  }

  async function tokenGas(account: PrivateKeyAccount, amount: bigint): Promise<bigint> {
    const estimate = await fromNode(() =>
      client.estimateGas({ account: account.address, to: token!, data: tokenTransfer(amount) }),
    );
    return (estimate * 6n) / 5n;
  }

  /** The token transfer itself, paying at most what the address holds in ETH for its gas. */
  async function tokenStep(account: PrivateKeyAccount): Promise<SweepStep | null> {
    const tokens = await tokensOf(account.address);
    if (tokens === 0n) return null;
    const gas = await tokenGas(account, tokens);
    const fees = await fromNode(() => client.estimateFeesPerGas());
    const maxFeePerGas = (await ethOf(account.address)) / gas;
    return signed(
      account,
      { step: 'sweep', amountBase: tokens.toString(), nonce: await nonceOf(account.address) },
      { to: token!, value: 0n, data: tokenTransfer(tokens) },
      gas,
      { maxFeePerGas, maxPriorityFeePerGas: minOf(fees.maxPriorityFeePerGas, maxFeePerGas) },
    );
  }

  /** The first transaction of a new sweep; null when there is nothing worth sweeping. */
  async function firstStep(order: SweepOrder, account: PrivateKeyAccount) {
    const fees = await fromNode(() => client.estimateFeesPerGas());
    if (order.asset === 'eth') {
      const balance = await ethOf(account.address);
      const value = balance - ETH_TRANSFER_GAS * fees.maxFeePerGas;
      if (value <= 0n) return null;
      return signed(
        account,
        { step: 'sweep', amountBase: value.toString(), nonce: await nonceOf(account.address) },
        { to: hot.address, value },
        ETH_TRANSFER_GAS,
        fees,
      );
    }
    const tokens = await tokensOf(account.address);
    if (tokens === 0n) return null;
    const need = (await tokenGas(account, tokens)) * fees.maxFeePerGas;
    const has = await ethOf(account.address);
    if (has >= need) return tokenStep(account);
    const topUp = need - has;
    if ((await ethOf(hot.address)) < topUp + ETH_TRANSFER_GAS * fees.maxFeePerGas)
      throw new Refused('insufficient_funds', 'the hot wallet cannot pay the sweep its gas');
    const nonce = Math.max(await nonceOf(hot.address), journal.nextNonce());
    return signed(
      hot,
      { step: 'top-up', amountBase: topUp.toString(), nonce },
      { to: account.address, value: topUp },
      ETH_TRANSFER_GAS,
      fees,
    );
  }

  async function progress(sweep: JournalSweep, account: PrivateKeyAccount): Promise<SweepProgress> {
    const last = sweep.steps.at(-1)!;
    const topUp = sweep.steps.find((step) => step.step === 'top-up') ?? null;
    const answer = {
      ...emptySweep(sweep.sweepId),
      topUpBase: topUp?.amountBase ?? null,
      topUpTxHash: topUp?.txHash ?? null,
    };
    const receipt = await node.receiptOf(last.txHash);
    if (!receipt) {
      // Signed and journalled, then lost (by the node, or by a crash before it was sent).
      if (!(await node.knows(last.txHash))) await node.broadcast(last.raw);
      return last.step === 'top-up'
        ? { ...answer, state: 'topping_up' }
        : { ...answer, state: 'pending', txHash: last.txHash, amountBase: last.amountBase };
    }
    if (last.step === 'top-up') {
      if (receipt.status !== 'success') return { ...answer, state: 'reverted' };
      // The gas has arrived: now the address can send its tokens.
      const step = await tokenStep(account);
      if (!step) return answer;
      journal.recordSweepStep(sweep, step);
      await node.broadcast(step.raw);
      return { ...answer, state: 'pending', txHash: step.txHash, amountBase: step.amountBase };
    }
    const tip = await fromNode(() => client.getBlockNumber());
    return {
      ...answer,
      state: receipt.status === 'success' ? 'mined' : 'reverted',
      txHash: last.txHash,
      amountBase: last.amountBase,
      feeBase: (receipt.gasUsed * receipt.effectiveGasPrice).toString(),
      confirmations: Number(tip - receipt.blockNumber + 1n),
    };
  }

  return {
    assets: token ? ['eth', 'usdt-erc20'] : ['eth'],

    async sweep(order, known) {
      const account = privateKeyToAccount(keys.ethereumKeyAt(order.index));
      if (account.address.toLowerCase() !== order.from.toLowerCase())
        throw new Refused(
          'address_invalid',
          `${order.from} is not the deposit key's address at ${order.index}`,
        );
      if (known) return progress(known, account);
      const step = await firstStep(order, account);
      if (!step) return emptySweep(order.sweepId);
      const sweep = {
        sweepId: order.sweepId,
        asset: order.asset,
        index: order.index,
        from: account.address,
      };
      // Journalled before it leaves, as a payout is.
      journal.recordSweepStep(sweep, step);
      await node.broadcast(step.raw);
      return progress(journal.sweep(order.sweepId)!, account);
    },
  };
}

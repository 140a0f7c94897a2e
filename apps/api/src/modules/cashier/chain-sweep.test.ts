import { SWEEPS_PATH } from '@orca/signer/protocol';
import type { Treasury } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import {
  createTestClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cashierReadyPlayer,
  createTestApp,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { askSigner } from '../../../test/signer.ts';
import { servicesOf } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { anvilBinary, startLocalChain, TEST_TOKEN_ABI, type LocalChain } from './chains/anvil.ts';
import { startDemoSigner, type DemoSigner } from './chains/demo-signer.ts';
import { createEvmAdapter } from './chains/evm-adapter.ts';
import { loadConfig } from '../../platform/config.ts';
import type { Operator } from '../admin/operator.service.ts';
import { cryptoSettingsOf } from './crypto-deposit.settings.ts';
import { createSweeps } from './sweeps.service.ts';

// A real node and the real signer process holding the demo deposit wallet's words; only a machine
// without anvil skips, and CI (which sets REQUIRE_POSTGRES) fails instead.
const canRun = anvilBinary() !== null || process.env.REQUIRE_POSTGRES !== undefined;
const CONFIRMATIONS = 2;

let chain: LocalChain;
let signer: DemoSigner;
let t: TestApp;
let operator: string;

beforeAll(async () => {
  if (!canRun) return;
  chain = await startLocalChain();
  signer = await startDemoSigner(chain);
  t = await createTestApp({
    ETH_RPC_URL: chain.rpcUrl,
    ETH_USDT_CONTRACT: chain.tokenAddress,
    ETH_CONFIRMATIONS: String(CONFIRMATIONS),
    ETH_START_BLOCK: '0',
    CRYPTO_RATES_EUR: 'ETH=2000,USDT=0.90',
    SIGNER_URL: signer.url,
    SIGNER_SECRET: signer.secret,
    ETH_HOT_WALLET: signer.address,
  });
  // The test runs the watcher and the sweeps' follow-up itself, to decide what the chain shows.
  await t.jobs.stop();
  operator = await operatorSession(t, 'payments');
}, 90_000);
afterEach(async () => {
  if (!canRun) return;
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(async () => {
  await t?.close();
  await signer?.stop();
  await chain?.stop();
});

const services = () => servicesOf(t.app)!;
const mine = (blocks: number) =>
  createTestClient({ chain: foundry, mode: 'anvil', transport: http(chain.rpcUrl) }).mine({
    blocks,
  });
const faucet = () =>
  createWalletClient({
    account: privateKeyToAccount(chain.faucet.privateKey),
    chain: foundry,
    transport: http(chain.rpcUrl),
  });
const ethOf = (address: string) => chain.client.getBalance({ address: address as Address });
const usdtOf = (address: string) =>
  chain.client.readContract({
    address: chain.tokenAddress,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address as Address],
  });

async function startSweeps(session = operator) {
  return t.request({
    method: 'POST',
    url: '/api/v1/admin/treasury/sweeps',
    headers: { 'x-operator-session': session },
  });
}

async function treasury(): Promise<Treasury> {
  const response = await t.request({
    method: 'GET',
    url: '/api/v1/admin/treasury',
    headers: { 'x-operator-session': operator },
  });
  expect(response.status).toBe(200);
  return response.body.data as Treasury;
}

/** A player whose ETH and USDT deposits are credited at their deposit address. */
async function creditedPlayer(name: string, ether: string, usdtBase: bigint) {
  const { sessionid } = await cashierReadyPlayer(t, name);
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/cashier/deposit/address',
    player: sessionid,
    payload: { method: 'eth' },
  });
  const address = response.body.data.address as Address;
  for (const hash of [
    await faucet().sendTransaction({ to: address, value: parseEther(ether) }),
    await faucet().writeContract({
      address: chain.tokenAddress,
      abi: TEST_TOKEN_ABI,
      functionName: 'transfer',
      args: [address, usdtBase],
    }),
  ])
    await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  await mine(CONFIRMATIONS);
  await services().cashier.watchChains();
  const credited = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from crypto_deposits where address = ${address.toLowerCase()} and status = 'credited'`,
  );
  expect(credited[0]!.n).toBe(2);
  return { sessionid, address };
}

async function cash(player: string): Promise<string> {
  return (await t.request({ method: 'GET', url: '/api/v1/player/balance', player })).body.data.cash;
}

describe.skipIf(!canRun)('sweeping deposit addresses into the hot wallet (anvil)', () => {
  it('sweeps USDT (its gas paid from the ETH at the address), then the ETH; the player balance never moves, and the books reconcile', async () => {
    const { sessionid, address } = await creditedPlayer('SweepEth01', '0.2', 50_000_000n);
    const cashBefore = await cash(sessionid);
    const hotEth = await ethOf(signer.address);
    const hotUsdt = await usdtOf(signer.address);

    // The token first, its gas paid from the ETH the address holds (so no top-up is needed).
    const first = await startSweeps();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ started: 1, unreachable: [] });
    let [usdtSweep] = (await treasury()).sweeps;
    expect(usdtSweep).toMatchObject({ method: 'usdt-erc20', asset: 'USDT', status: 'pending' });
    expect(usdtSweep!.address.toLowerCase()).toBe(address.toLowerCase());
    // One sweep per address at a time: a second press starts nothing while it is on its way.
    expect((await startSweeps()).body.data).toEqual({ started: 0, unreachable: [] });
    expect((await treasury()).reconciliation.sweeping).toBe(1);

    await mine(CONFIRMATIONS);
    expect(await services().sweeps.advance()).toBe(1);
    [usdtSweep] = (await treasury()).sweeps;
    expect(usdtSweep).toMatchObject({ status: 'swept', amount: '50', problem: null });
    expect(usdtSweep!.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await usdtOf(address)).toBe(0n);
    expect(await usdtOf(signer.address)).toBe(hotUsdt + 50_000_000n);

    // Then the ETH, less the most its transfer can cost.
    expect((await startSweeps()).body.data).toEqual({ started: 1, unreachable: [] });
    await mine(CONFIRMATIONS);
    await services().sweeps.advance();
    const sweeps = (await treasury()).sweeps;
    expect(sweeps.map((s) => [s.method, s.status])).toEqual([
      ['eth', 'swept'],
      ['usdt-erc20', 'swept'],
    ]);
    const ethSwept = parseEther(sweeps[0]!.amount!);
    expect(ethSwept).toBeGreaterThan(parseEther('0.19'));
    expect(await ethOf(signer.address)).toBe(hotEth + ethSwept);
    // What the sweeps left behind (unspent gas allowance) is below the minimum: nothing to sweep.
    expect((await startSweeps()).body.data).toEqual({ started: 0, unreachable: [] });

    // The player's balance never moved, and the reconciliation takes the sweeps into account.
    await services().cashier.watchChains();
    expect(await cash(sessionid)).toBe(cashBefore);
    const report = await treasury();
    expect(report.reconciliation).toMatchObject({ differences: [], unreachable: [], sweeping: 0 });
    expect(report.canSweep).toBe(true);

    const audited = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'chain_sweep.start'`,
    );
    expect(audited[0]!.n).toBe(2);
  });

  it('tops up the gas of an address holding only tokens, and never credits the top-up as a deposit', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'SweepUsdt02');
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/deposit/address',
      player: sessionid,
      payload: { method: 'usdt-erc20' },
    });
    const address = response.body.data.address as Address;
    const hash = await faucet().writeContract({
      address: chain.tokenAddress,
      abi: TEST_TOKEN_ABI,
      functionName: 'transfer',
      args: [address, 20_000_000n],
    });
    await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    await mine(CONFIRMATIONS);
    await services().cashier.watchChains();
    const cashBefore = await cash(sessionid);
    expect(await ethOf(address)).toBe(0n);

    expect((await startSweeps()).body.data).toEqual({ started: 1, unreachable: [] });
    await mine(CONFIRMATIONS);
    await services().sweeps.advance();
    await mine(CONFIRMATIONS);
    await services().sweeps.advance();
    const [sweep] = (await treasury()).sweeps;
    expect(sweep).toMatchObject({ method: 'usdt-erc20', status: 'swept', amount: '20' });
    expect(sweep!.topUpTxHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(Number(sweep!.topUp)).toBeGreaterThan(0);
    expect(await usdtOf(address)).toBe(0n);

    // The watcher reads the hot wallet's ETH arriving at the deposit address as no deposit at all
    // (whatever its size); a reader not told the hot wallet would take it for one.
    const { blockNumber } = await chain.client.getTransactionReceipt({
      hash: sweep!.topUpTxHash as Hex,
    });
    const watched = new Set([address.toLowerCase()]);
    const reader = (hotWallet?: Address) =>
      createEvmAdapter({ rpcUrl: chain.rpcUrl, hotWallet }).transfersTo(
        watched,
        blockNumber,
        blockNumber,
      );
    expect(await reader(signer.address as Address)).toEqual([]);
    expect(await reader()).toEqual([expect.objectContaining({ methodId: 'eth', logIndex: -1 })]);
    await services().cashier.watchChains();
    const deposits = await queryRows<{ method_id: string }>(
      t.database.db,
      sql`select method_id from crypto_deposits where address = ${address.toLowerCase()}`,
    );
    expect(deposits.map((d) => d.method_id)).toEqual(['usdt-erc20']);
    expect(await cash(sessionid)).toBe(cashBefore);
    expect((await treasury()).reconciliation.differences).toEqual([]);
  });

  it('answers a sweep asked again with the same transaction, and refuses a changed one or a foreign address', async () => {
    const [done] = await queryRows<{
      id: string;
      method_id: string;
      derivation_index: number;
      address: string;
      tx_hash: string;
    }>(
      t.database.db,
      sql`select id, method_id, derivation_index, address, tx_hash from chain_sweeps
          where status = 'swept' and method_id = 'eth' limit 1`,
    );
    const order = {
      sweepId: done!.id,
      asset: done!.method_id,
      index: Number(done!.derivation_index),
      from: done!.address,
    };
    expect(await askSigner(signer, SWEEPS_PATH, order)).toMatchObject({
      status: 200,
      body: { state: 'mined', txHash: done!.tx_hash },
    });
    expect(
      await askSigner(signer, SWEEPS_PATH, { ...order, index: order.index + 1 }),
    ).toMatchObject({ status: 409, body: { refused: 'conflict' } });
    // The signer sweeps only an address its own deposit key derives at the index named.
    expect(
      await askSigner(signer, SWEEPS_PATH, {
        ...order,
        sweepId: crypto.randomUUID(),
        index: order.index + 100,
      }),
    ).toMatchObject({ status: 422, body: { refused: 'address_invalid' } });
    expect(await askSigner(signer, SWEEPS_PATH, order, 'y'.repeat(64))).toMatchObject({
      status: 401,
      body: { refused: 'unauthenticated' },
    });
  });

  it('looks for sweeps started elsewhere once a minute while none is open here', async () => {
    const sweeps = services().sweeps;
    const now = Date.now();
    expect(await sweeps.advance(now)).toBe(0);
    // Another instance started one (its row, not this instance's memory, says so).
    const [address] = await queryRows<{ address: string; derivation_index: number }>(
      t.database.db,
      sql`select address, derivation_index from crypto_deposit_addresses where chain = 'ethereum' limit 1`,
    );
    await t.database.db.execute(
      sql`insert into chain_sweeps (chain, method_id, address, derivation_index, requested_by)
          values ('ethereum', 'eth', ${address!.address}, ${address!.derivation_index}, 1)`,
    );
    expect(await sweeps.advance(now + 1_000)).toBe(0);
    expect(await sweeps.advance(now + 61_000)).toBe(1);
    // The address had already been swept: nothing worth its fee was left.
    const [row] = (await treasury()).sweeps;
    expect(row).toMatchObject({ method: 'eth', status: 'empty', txHash: null });
  });

  it('names a chain whose node does not answer, and starts nothing there', async () => {
    const config = loadConfig({
      ETH_RPC_URL: 'http://127.0.0.1:9',
      ETH_USDT_CONTRACT: chain.tokenAddress,
    });
    const unreachable = createSweeps({
      db: t.database.db,
      crypto: cryptoSettingsOf(config),
      signer: { url: signer.url, secret: signer.secret },
    });
    const desk = { id: 1n, username: 'desk', role: 'payments', permissions: [], ip: '127.0.0.1' };
    expect(await unreachable.start(desk as Operator)).toEqual({
      started: 0,
      unreachable: ['ethereum'],
    });
  });

  it('lets only the payments desk start sweeps', async () => {
    const support = await operatorSession(t, 'support');
    expect((await startSweeps(support)).status).toBe(403);
  });
});

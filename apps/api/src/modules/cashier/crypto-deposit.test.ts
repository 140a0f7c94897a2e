import { MESSAGES, type Language } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import {
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierReadyPlayer, createTestApp, type TestApp } from '../../../test/harness.ts';
import { buildApp, servicesOf } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { anvilBinary, startLocalChain, TEST_TOKEN_ABI, type LocalChain } from './chains/anvil.ts';
import { DEMO_ETH_DEPOSIT_XPUB, ethereumAddressAt } from './chains/deposit-keys.ts';

// Tests run against a real node; only a machine without the binary skips them, and CI (which
// sets REQUIRE_POSTGRES) fails instead of skipping.
const canRun = anvilBinary() !== null || process.env.REQUIRE_POSTGRES !== undefined;
const CONFIRMATIONS = 3;

let chain: LocalChain;
let t: TestApp;
/** The chain as it was before any test: the last test goes back to it, as a node started afresh would. */
let freshChain: Hex;

beforeAll(async () => {
  if (!canRun) return;
  chain = await startLocalChain();
  t = await createTestApp({
    ETH_RPC_URL: chain.rpcUrl,
    ETH_USDT_CONTRACT: chain.tokenAddress,
    ETH_CONFIRMATIONS: String(CONFIRMATIONS),
    ETH_START_BLOCK: '0',
    CRYPTO_RATES_EUR: 'ETH=2000,USDT=0.90',
  });
  freshChain = await testClient().snapshot();
  // Tests run the watcher themselves, to decide what the chain looks like at each run.
  await t.jobs.stop();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

const cashier = () => servicesOf(t.app)!.cashier;
const testClient = () =>
  createTestClient({ chain: foundry, mode: 'anvil', transport: http(chain.rpcUrl) });
const faucet = () =>
  createWalletClient({
    account: privateKeyToAccount(chain.faucet.privateKey),
    chain: foundry,
    transport: http(chain.rpcUrl),
  });

async function depositAddress(player: string, method: string, language?: string) {
  return t.request({
    method: 'POST',
    url: '/api/v1/cashier/deposit/address',
    player,
    language,
    payload: { method },
  });
}

async function sendEth(to: string, ether: string): Promise<Hash> {
  const hash = await faucet().sendTransaction({ to: to as Address, value: parseEther(ether) });
  await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  return hash;
}

async function sendUsdt(to: string, units: bigint): Promise<Hash> {
  const hash = await faucet().writeContract({
    address: chain.tokenAddress,
    abi: TEST_TOKEN_ABI,
    functionName: 'transfer',
    args: [to as Address, units],
  });
  await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  return hash;
}

const mine = (blocks: number) => testClient().mine({ blocks });

async function balance(player: string): Promise<string> {
  return (await t.request({ method: 'GET', url: '/api/v1/player/balance', player })).body.data.cash;
}

async function history(player: string) {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/player/transactions',
    player,
    payload: {},
  });
  expect(response.status).toBe(200);
  return response.body.data.transactions as Record<string, unknown>[];
}

async function audit() {
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
}

/** A player with a complete profile and their Ethereum deposit address. */
async function playerWithAddress(name: string) {
  const { sessionid } = await cashierReadyPlayer(t, name);
  const response = await depositAddress(sessionid, 'eth');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { sessionid, address: response.body.data.address as string };
}

describe.skipIf(!canRun)('crypto deposits on a real Ethereum node (anvil)', () => {
  it('lists eth and usdt-erc20 with their minimum, confirmations and fee after the checkout methods', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'CryptoList1');
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/cashier/methods',
      player: sessionid,
    });
    expect(response.status).toBe(200);
    const methods = response.body.data as Record<string, unknown>[];
    expect(methods[0]).toMatchObject({ id: 'sandbox-card', currency: 'EUR' });
    expect(methods.filter((m) => m.kind === 'crypto')).toEqual([
      expect.objectContaining({
        id: 'eth',
        currency: 'ETH',
        min: '0.005',
        confirmations: CONFIRMATIONS,
        fee: '0',
      }),
      expect.objectContaining({
        id: 'usdt-erc20',
        currency: 'USDT',
        min: '10',
        confirmations: CONFIRMATIONS,
        fee: '0',
      }),
    ]);
  });

  it('gives a player the same address every time, one per chain, derived from the extended public key', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'CryptoAddr1');
    const first = await depositAddress(sessionid, 'eth');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      method: 'eth',
      minimum: '0.005',
      confirmations: CONFIRMATIONS,
    });
    const again = await depositAddress(sessionid, 'eth');
    const token = await depositAddress(sessionid, 'usdt-erc20');
    expect(again.body.data.address).toBe(first.body.data.address);
    // ETH and the token live on one chain: one address takes both.
    expect(token.body.data).toMatchObject({
      method: 'usdt-erc20',
      address: first.body.data.address,
      minimum: '10',
    });
    const [row] = await queryRows<{ derivation_index: number }>(
      t.database.db,
      sql`select derivation_index from crypto_deposit_addresses where lower(address) = lower(${first.body.data.address as string})`,
    );
    expect(first.body.data.address).toBe(
      ethereumAddressAt(DEMO_ETH_DEPOSIT_XPUB, Number(row!.derivation_index)),
    );
    const other = await playerWithAddress('CryptoAddr2');
    expect(other.address).not.toBe(first.body.data.address);
  });

  it('refuses an unknown method with a clear error in each of the six languages', async () => {
    const { sessionid } = await cashierReadyPlayer(t, 'CryptoAddr3');
    const seen = new Set<string>();
    for (const language of ['en', 'es', 'de', 'fr', 'pt', 'no'] as Language[]) {
      const response = await depositAddress(sessionid, 'dogecoin', language);
      expect(response.status).toBe(400);
      expect(response.body.info.resultCode).toBe('deposit_method_unavailable');
      expect(response.body.info.message).toBe(MESSAGES[language].errors.deposit_method_unavailable);
      seen.add(response.body.info.message as string);
    }
    expect(seen.size).toBe(6);
    // A checkout method has no address either.
    expect((await depositAddress(sessionid, 'sandbox-card')).body.info.resultCode).toBe(
      'deposit_method_unavailable',
    );
    const missing = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/deposit/address',
      player: sessionid,
      payload: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.info.resultCode).toBe('validation_error');
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/deposit/address',
      payload: { method: 'eth' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('shows an ETH deposit as pending at once and credits it once, after its confirmations, at the rate of detection', async () => {
    const { sessionid, address } = await playerWithAddress('CryptoEth1');
    const hash = await sendEth(address, '0.5');
    await cashier().watchChains();
    const [pending] = await history(sessionid);
    expect(pending).toMatchObject({
      type: 'deposit',
      payment_method: 'eth',
      status: 'pending',
      amount: '1000.00',
      currency: 'EUR',
      tx_hash: hash,
      confirmations: 1,
      confirmations_required: CONFIRMATIONS,
    });
    expect(await balance(sessionid)).toBe('0.00');

    await mine(CONFIRMATIONS - 2);
    await cashier().watchChains();
    expect((await history(sessionid))[0]).toMatchObject({
      status: 'pending',
      confirmations: CONFIRMATIONS - 1,
    });
    expect(await balance(sessionid)).toBe('0.00');

    await mine(1);
    await cashier().watchChains();
    await cashier().watchChains();
    await mine(2);
    await cashier().watchChains();
    const credited = await history(sessionid);
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({
      status: 'credited',
      tx_hash: hash,
      confirmations: CONFIRMATIONS,
    });
    expect(await balance(sessionid)).toBe('1000.00');
    await audit();
  });

  it('credits a USDT (ERC-20, 6 decimals) deposit once and counts it as a deposit for the limits', async () => {
    const { sessionid, address } = await playerWithAddress('CryptoUsdt1');
    const hash = await sendUsdt(address, 25_000_000n);
    await cashier().watchChains();
    expect((await history(sessionid))[0]).toMatchObject({
      payment_method: 'usdt-erc20',
      status: 'pending',
      amount: '22.50',
      tx_hash: hash,
    });
    await mine(CONFIRMATIONS);
    await cashier().watchChains();
    await cashier().watchChains();
    expect((await history(sessionid))[0]).toMatchObject({ status: 'credited' });
    expect(await balance(sessionid)).toBe('22.50');
    const [player] = await queryRows<{ player_id: string }>(
      t.database.db,
      sql`select p.player_id::text from payments p join crypto_deposits c on c.payment_id = p.id where c.tx_hash = ${hash}`,
    );
    const totals = await cashier().depositTotalsLast24h(BigInt(player!.player_id));
    expect(totals.creditedMinor).toBe(2_250n);
    await audit();
  });

  it('ignores a deposit below the minimum', async () => {
    const { sessionid, address } = await playerWithAddress('CryptoSmall1');
    await sendUsdt(address, 9_990_000n);
    await mine(CONFIRMATIONS);
    await cashier().watchChains();
    expect(await history(sessionid)).toEqual([]);
    expect(await balance(sessionid)).toBe('0.00');
  });

  it('never credits a deposit reorganised away before its confirmations', async () => {
    const { sessionid, address } = await playerWithAddress('CryptoReorg1');
    const snapshot = await testClient().snapshot();
    const hash = await sendEth(address, '0.25');
    await cashier().watchChains();
    expect((await history(sessionid))[0]).toMatchObject({ status: 'pending', tx_hash: hash });
    // The chain forgets the block holding the deposit and grows longer without it.
    await testClient().revert({ id: snapshot });
    await testClient()
      .dropTransaction({ hash })
      .catch(() => undefined);
    await mine(CONFIRMATIONS + 2);
    await cashier().watchChains();
    await mine(CONFIRMATIONS);
    await cashier().watchChains();
    const rows = await history(sessionid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'declined', tx_hash: hash, confirmations: 0 });
    expect(await balance(sessionid)).toBe('0.00');
    await audit();
  });

  it('credits a deposit the reorganisation moved to another block once it is deep enough there, once', async () => {
    const { sessionid, address } = await playerWithAddress('CryptoReorg2');
    const wallet = faucet();
    // The same signed transaction, so the same hash, lands in a different block after the reorganisation.
    const signed = await wallet.signTransaction(
      await wallet.prepareTransactionRequest({ to: address as Address, value: parseEther('0.1') }),
    );
    const snapshot = await testClient().snapshot();
    const hash = await chain.client.sendRawTransaction({ serializedTransaction: signed });
    await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    await cashier().watchChains();
    const [first] = await queryRows<{ block_number: string }>(
      t.database.db,
      sql`select block_number::text from crypto_deposits where tx_hash = ${hash}`,
    );
    await testClient().revert({ id: snapshot });
    await testClient()
      .dropTransaction({ hash })
      .catch(() => undefined);
    await mine(2);
    expect(await chain.client.sendRawTransaction({ serializedTransaction: signed })).toBe(hash);
    await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    await cashier().watchChains();
    const [moved] = await queryRows<{ block_number: string; status: string }>(
      t.database.db,
      sql`select block_number::text, status from crypto_deposits where tx_hash = ${hash}`,
    );
    expect(moved).toMatchObject({
      status: 'pending',
      block_number: String(BigInt(first!.block_number) + 2n),
    });
    await mine(CONFIRMATIONS);
    await cashier().watchChains();
    await cashier().watchChains();
    const rows = await history(sessionid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'credited', tx_hash: hash });
    expect(await balance(sessionid)).toBe('200.00');
    await audit();
  });

  it('credits each deposit once across a restart mid-watch and a second instance', async () => {
    const { sessionid, address } = await playerWithAddress('CryptoRestart1');
    const hashes = [await sendEth(address, '0.01'), await sendUsdt(address, 10_000_000n)];
    await cashier().watchChains();
    expect((await history(sessionid)).map((r) => r.status)).toEqual(['pending', 'pending']);
    // A restart: a new process (its own services and watcher) on the same database.
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    await servicesOf(restarted)!.jobs.stop();
    try {
      await mine(CONFIRMATIONS);
      await Promise.all([servicesOf(restarted)!.cashier.watchChains(), cashier().watchChains()]);
      await servicesOf(restarted)!.cashier.watchChains();
      await cashier().watchChains();
    } finally {
      await restarted.close();
    }
    expect((await history(sessionid)).map((r) => r.status)).toEqual(['credited', 'credited']);
    expect(await balance(sessionid)).toBe('29.00');
    const [operations] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_operations
          where idempotency_key in (${`crypto:ethereum:${hashes[0]}:-1`}, ${`crypto:ethereum:${hashes[1]}:0`})`,
    );
    expect(Number(operations!.n)).toBe(2);
    await audit();
  });

  it('follows a node started afresh, shorter than where the watcher had read to', async () => {
    const { sessionid, address } = await playerWithAddress('CryptoFresh1');
    await testClient().revert({ id: freshChain });
    const hash = await sendEth(address, '0.02');
    await mine(CONFIRMATIONS);
    await cashier().watchChains();
    await cashier().watchChains();
    expect((await history(sessionid))[0]).toMatchObject({ status: 'credited', tx_hash: hash });
    expect(await balance(sessionid)).toBe('40.00');
    await audit();
  });
});

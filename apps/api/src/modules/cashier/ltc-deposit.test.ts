import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Treasury } from '@orca/contracts';
import {
  cashierReadyPlayer,
  createTestApp,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { servicesOf } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { isUtxoAddress } from '@orca/chains/hd-keys';
import { DEMO_LTC_REGTEST_DEPOSIT_XPUB, segwitAddressAt } from './chains/deposit-keys.ts';
import { litecoindBinary, startRegtestNode, type LocalUtxoChain } from './chains/litecoind.ts';

// A real Litecoin node on regtest; only a machine without litecoind skips, and CI (which sets
// REQUIRE_POSTGRES, and installs Debian's litecoind) fails instead.
const canRun = litecoindBinary() !== null || process.env.REQUIRE_POSTGRES !== undefined;
const CONFIRMATIONS = 3;

let node: LocalUtxoChain;
let t: TestApp;

beforeAll(async () => {
  if (!canRun) return;
  node = await startRegtestNode();
  t = await createTestApp({
    LTC_RPC_URL: node.rpcUrl,
    LTC_NETWORK: 'regtest',
    LTC_CONFIRMATIONS: String(CONFIRMATIONS),
    LTC_START_BLOCK: String(await node.rpc<number>('getblockcount')),
    CRYPTO_RATES_EUR: 'ETH=2000,USDT=0.90,LTC=80',
  });
  // Tests run the watcher themselves, to decide what the chain looks like at each run.
  await t.jobs.stop();
}, 90_000);
afterEach(async () => {
  if (!canRun) return;
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(async () => {
  await t?.close();
  await node?.stop();
});

const watch = () => servicesOf(t.app)!.cashier.watchChains();

async function playerWithAddress(name: string) {
  const { sessionid } = await cashierReadyPlayer(t, name);
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/cashier/deposit/address',
    player: sessionid,
    payload: { method: 'ltc' },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { sessionid, address: response.body.data.address as string };
}

async function history(player: string) {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/player/transactions',
    player,
    payload: {},
  });
  return response.body.data.transactions as Record<string, unknown>[];
}

const cash = async (player: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/player/balance', player })).body.data.cash;

describe.skipIf(!canRun)('Litecoin deposits on a real node (litecoind -regtest)', () => {
  it('gives each player a native SegWit address of the network, derived from the extended public key', async () => {
    const { sessionid, address } = await playerWithAddress('LtcAddr01');
    expect(address).toMatch(/^rltc1q[02-9ac-hj-np-z]{38}$/);
    expect(isUtxoAddress(address, 'litecoin', 'regtest')).toBe(true);
    expect(isUtxoAddress(address, 'litecoin', 'mainnet')).toBe(false);
    const [row] = await queryRows<{ derivation_index: number }>(
      t.database.db,
      sql`select derivation_index from crypto_deposit_addresses where address = ${address}`,
    );
    expect(address).toBe(
      segwitAddressAt(
        DEMO_LTC_REGTEST_DEPOSIT_XPUB,
        Number(row!.derivation_index),
        'litecoin',
        'regtest',
      ),
    );
    // The node agrees it is a valid address of its chain.
    expect(await node.rpc<{ isvalid: boolean }>('validateaddress', [address])).toMatchObject({
      isvalid: true,
    });
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/deposit/address',
      player: sessionid,
      payload: { method: 'ltc' },
    });
    expect(again.body.data).toMatchObject({ address, minimum: '0.01', confirmations: 3 });
  });

  it('credits a deposit once, after its confirmations, at the rate of detection', async () => {
    const { sessionid, address } = await playerWithAddress('LtcPay01');
    const txid = await node.send(address, '0.5');
    // In the mempool it is not seen yet: the watcher reads blocks.
    await watch();
    expect(await history(sessionid)).toEqual([]);
    await node.mine(1);
    await watch();
    const [pending] = await history(sessionid);
    expect(pending).toMatchObject({
      payment_method: 'ltc',
      status: 'pending',
      amount: '40.00',
      tx_hash: txid,
      confirmations: 1,
      confirmations_required: CONFIRMATIONS,
    });
    expect(await cash(sessionid)).toBe('0.00');
    await node.mine(CONFIRMATIONS - 1);
    await watch();
    await watch();
    expect((await history(sessionid))[0]).toMatchObject({ status: 'credited', confirmations: 3 });
    expect(await cash(sessionid)).toBe('40.00');
  });

  it('credits each output of one transaction to its own player', async () => {
    const first = await playerWithAddress('LtcMany01');
    const second = await playerWithAddress('LtcMany02');
    const txid = await node.rpc<string>(
      'sendmany',
      ['', { [first.address]: '0.25', [second.address]: '0.125' }],
      'faucet',
    );
    await node.mine(CONFIRMATIONS);
    await watch();
    expect(await cash(first.sessionid)).toBe('20.00');
    expect(await cash(second.sessionid)).toBe('10.00');
    const rows = await queryRows<{ log_index: number }>(
      t.database.db,
      sql`select log_index from crypto_deposits where tx_hash = ${txid} order by log_index`,
    );
    expect(rows).toHaveLength(2);
  });

  it('credits nothing a reorganisation took away before its confirmations', async () => {
    const { sessionid, address } = await playerWithAddress('LtcReorg01');
    await node.send(address, '1');
    const [block] = await node.mine(1);
    await watch();
    expect((await history(sessionid))[0]).toMatchObject({ status: 'pending' });

    // The block is replaced by a longer branch without the transaction.
    await node.rpc('invalidateblock', [block]);
    const faucet = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'faucet');
    for (let i = 0; i < CONFIRMATIONS + 1; i += 1) await node.rpc('generateblock', [faucet, []]);
    await watch();
    expect(await cash(sessionid)).toBe('0.00');
    const [orphaned] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from crypto_deposits where address = ${address}`,
    );
    expect(orphaned!.status).toBe('orphaned');
  });

  it('reconciles each deposit address with the chain in the Treasury, listing money the books do not show', async () => {
    const operator = await operatorSession(t, 'payments');
    const treasury = async () => {
      const response = await t.request({
        method: 'GET',
        url: '/api/v1/admin/treasury',
        headers: { 'x-operator-session': operator },
      });
      expect(response.status).toBe(200);
      return response.body.data as Treasury;
    };
    const before = await treasury();
    expect(before.reconciliation).toMatchObject({ differences: [], unreachable: [] });
    expect(before.reconciliation.addresses).toBe(5);
    // No signer in this app: the hot wallets are not shown, and nothing says they failed.
    expect(before).toMatchObject({ hotWallets: null, hotWalletError: null });

    // Below the 0.01 minimum: not credited, so the chain holds what the books do not.
    const { address } = await playerWithAddress('LtcDust01');
    await node.send(address, '0.001');
    await node.mine(1);
    await watch();
    const pending = await node.send((await playerWithAddress('LtcWait01')).address, '0.2');
    await node.mine(1);
    await watch();
    const after = await treasury();
    expect(after.reconciliation.differences).toEqual([
      { method: 'ltc', asset: 'LTC', address, onChain: '0.001', booked: '0' },
    ]);
    expect(after.unconfirmedDeposits[0]).toMatchObject({
      method: 'ltc',
      amount: '0.2',
      txHash: pending,
      confirmations: 1,
      confirmationsRequired: CONFIRMATIONS,
      playerUsername: 'LtcWait01',
    });
    // Only an operator with payments.approve reads it.
    const support = await operatorSession(t, 'support');
    const refused = await t.request({
      method: 'GET',
      url: '/api/v1/admin/treasury',
      headers: { 'x-operator-session': support },
    });
    expect(refused.status).toBe(403);
  });

  it('values a deposit at the rate an operator set in the Treasury from then on', async () => {
    const operator = await operatorSession(t, 'payments');
    const set = await t.request({
      method: 'PUT',
      url: '/api/v1/admin/treasury/rates/LTC',
      headers: { 'x-operator-session': operator },
      payload: { eurPerUnit: '100' },
    });
    expect(set.status).toBe(200);
    const { sessionid, address } = await playerWithAddress('LtcRate01');
    const txid = await node.send(address, '0.5');
    await node.mine(CONFIRMATIONS);
    await watch();
    expect(await cash(sessionid)).toBe('50.00');
    const [row] = await queryRows<{ rate_source: string }>(
      t.database.db,
      sql`select rate_source from crypto_deposits where tx_hash = ${txid}`,
    );
    expect(row!.rate_source).toBe('back office:LTC=100.00 EUR');
  });
});

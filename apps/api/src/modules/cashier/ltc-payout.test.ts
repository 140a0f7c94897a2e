import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSignerProcess, type SignerProcess } from '@orca/signer/process';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { servicesOf } from '../../app.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { litecoindBinary, startRegtestNode, type LocalUtxoChain } from './chains/litecoind.ts';
import { DEMO_DEPOSIT_MNEMONIC } from '@orca/signer/test-keys';
import type { Treasury } from '@orca/contracts';

// A real Litecoin node on regtest and the real signer process holding its hot wallet's RPC access.
const canRun = litecoindBinary() !== null || process.env.REQUIRE_POSTGRES !== undefined;
const CONFIRMATIONS = 2;

let node: LocalUtxoChain;
let signer: SignerProcess;
let t: TestApp;
let operator: string;
let player: string;

beforeAll(async () => {
  if (!canRun) return;
  node = await startRegtestNode();
  // The hot wallet: its own wallet on the node, funded from the faucet.
  await node.rpc('createwallet', ['hot']);
  const hot = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'hot');
  await node.send(hot, '20');
  await node.mine(1);
  const secret = randomBytes(32).toString('hex');
  signer = await startSignerProcess({
    SIGNER_PORT: '0',
    SIGNER_SECRET: secret,
    SIGNER_JOURNAL: path.join(await mkdtemp(path.join(tmpdir(), 'orca-signer-ltc-')), 'j.jsonl'),
    SIGNER_LTC_RPC_URL: node.rpcUrl,
    SIGNER_LTC_WALLET: 'hot',
    SIGNER_LIMITS: 'ltc=5/10',
    // The demo deposit wallet, whose regtest addresses the casino hands out: the signer sweeps them.
    SIGNER_DEPOSIT_MNEMONIC: DEMO_DEPOSIT_MNEMONIC,
    SIGNER_LTC_NETWORK: 'regtest',
    SIGNER_REPLACE_AFTER_SECONDS: '1',
  });
  t = await createTestApp({
    LTC_RPC_URL: node.rpcUrl,
    LTC_NETWORK: 'regtest',
    LTC_CONFIRMATIONS: String(CONFIRMATIONS),
    LTC_START_BLOCK: String(await node.rpc<number>('getblockcount')),
    CRYPTO_RATES_EUR: 'ETH=2000,USDT=0.90,LTC=80',
    SIGNER_URL: signer.url,
    SIGNER_SECRET: secret,
  });
  await t.jobs.stop();
  operator = await operatorSession(t, 'payments');
  player = (await fundedPlayer(t, 'LtcOut01', '400')).sessionid;
}, 90_000);
afterEach(async () => {
  if (!canRun) return;
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(async () => {
  await t?.close();
  await signer?.stop();
  await node?.stop();
});

const payouts = () => servicesOf(t.app)!.withdrawals.processPayouts();
const received = async (address: string) =>
  node.rpc<number>('getreceivedbyaddress', [address, 0], 'receiver');

/** Request, approval and the emailed link's token. */
async function approved(amount: string) {
  const requested = await t.request({
    method: 'POST',
    url: '/api/v1/cashier/withdraw',
    player,
    payload: { method: 'ltc', amount },
  });
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const id = requested.body.data.trans_id as string;
  const decided = await t.request({
    method: 'POST',
    url: `/api/v1/admin/withdrawals/${id}/approve`,
    headers: { 'x-operator-session': operator },
    payload: { note: 'checked' },
  });
  expect(decided.body.data.status).toBe('awaiting_details');
  const [mail] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(sql`${outboxEmails.kind} = 'withdrawal_details'`)
    .orderBy(sql`${outboxEmails.id} desc`)
    .limit(1);
  return { id, token: /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]! };
}

const submit = (token: string, address: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/cashier/withdraw/details',
    payload: { token, address },
  });

async function history() {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/player/transactions',
    player,
    payload: { type: 'withdraw' },
  });
  return response.body.data.transactions as Record<string, unknown>[];
}

describe.skipIf(!canRun)('Litecoin withdrawals paid by the signer (litecoind -regtest)', () => {
  it('refuses an address of another chain or network on the emailed link', async () => {
    const { token } = await approved('30');
    for (const address of [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      // A mainnet address on a regtest casino.
      'ltc1qg82g9mhhq3t5h5g2u8x6c8wq7rcz6jl3yxfjwn',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ]) {
      const refused = await submit(token, address);
      expect(refused.status, address).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('address');
    }
    await node.rpc('createwallet', ['receiver']);
    const to = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'receiver');
    expect((await submit(token, to)).body.data.status).toBe('processing');

    // Paid on chain, followed to its confirmations: 29.90 at 80 EUR is 0.37375 LTC.
    expect(await payouts()).toBe(0);
    const [sent] = await history();
    expect(sent).toMatchObject({ status: 'processing', confirmations: 0 });
    expect(sent!.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await received(to)).toBe(0.37375);
    await node.mine(CONFIRMATIONS);
    expect(await payouts()).toBe(1);
    expect((await history())[0]).toMatchObject({
      status: 'paid',
      tx_hash: sent!.tx_hash,
      confirmations: CONFIRMATIONS,
    });
    expect(await payouts()).toBe(0);
    expect(await received(to)).toBe(0.37375);
  });

  it('speeds up a stuck payout with a child paying its fee, never a second payment', async () => {
    const { token } = await approved('40');
    const to = await node.rpc<string>('getnewaddress', ['', 'bech32'], 'receiver');
    await submit(token, to);
    expect(await payouts()).toBe(0);
    const [sent] = await history();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await payouts()).toBe(0);
    expect(await payouts()).toBe(0);
    // The payout is the same transaction; beside it one child spends its change at a higher fee.
    const pool = await node.rpc<string[]>('getrawmempool');
    expect(pool).toContain(sent!.tx_hash);
    expect(pool).toHaveLength(2);
    const child = pool.find((txid) => txid !== sent!.tx_hash)!;
    const entry = await node.rpc<{ depends: string[]; fees: { base: number } }>('getmempoolentry', [
      child,
    ]);
    expect(entry.depends).toEqual([sent!.tx_hash]);
    await node.mine(CONFIRMATIONS);
    expect(await payouts()).toBe(1);
    expect((await history())[0]).toMatchObject({ status: 'paid', tx_hash: sent!.tx_hash });
    // 39.90 at 80 EUR, once.
    expect(await received(to)).toBe(0.49875);
  });

  it('sweeps a credited deposit address into the hot wallet, signed with its own key, and the books reconcile', async () => {
    const { sessionid } = await fundedPlayer(t, 'LtcSweep01', '20');
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/cashier/deposit/address',
      player: sessionid,
      payload: { method: 'ltc' },
    });
    const address = response.body.data.address as string;
    // Two coins at the address: the sweep spends both in one transaction.
    await node.send(address, '0.6');
    await node.send(address, '0.4');
    await node.mine(CONFIRMATIONS);
    await servicesOf(t.app)!.cashier.watchChains();
    const hotBefore = await node.rpc<number>('getbalance', [], 'hot');

    const sweep = () =>
      t.request({
        method: 'POST',
        url: '/api/v1/admin/treasury/sweeps',
        headers: { 'x-operator-session': operator },
      });
    expect((await sweep()).body.data).toEqual({ started: 1, unreachable: [] });
    await node.mine(CONFIRMATIONS);
    expect(await servicesOf(t.app)!.sweeps.advance()).toBe(1);
    const report = (
      await t.request({
        method: 'GET',
        url: '/api/v1/admin/treasury',
        headers: { 'x-operator-session': operator },
      })
    ).body.data as Treasury;
    const [swept] = report.sweeps;
    expect(swept).toMatchObject({ method: 'ltc', asset: 'LTC', status: 'swept', address });
    // One coin's worth less the fee, which the address paid.
    expect(Number(swept!.amount) + Number(swept!.fee)).toBeCloseTo(1, 8);
    expect(Number(swept!.fee)).toBeGreaterThan(0);
    expect(await node.rpc<number>('getbalance', [], 'hot')).toBeCloseTo(
      hotBefore + Number(swept!.amount),
      8,
    );
    const left = await node.rpc<{ total_amount: number }>('scantxoutset', [
      'start',
      [`addr(${address})`],
    ]);
    expect(left.total_amount).toBe(0);
    expect(report.reconciliation).toMatchObject({ differences: [], unreachable: [], sweeping: 0 });
    expect((await sweep()).body.data).toEqual({ started: 0, unreachable: [] });
  });
});

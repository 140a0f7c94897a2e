import { sql } from 'drizzle-orm';
import {
  createTestClient,
  erc20Abi,
  formatEther,
  getAddress,
  http,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYOUTS_PATH } from '@orca/signer/protocol';
import type { Treasury } from '@orca/contracts';
import {
  createTestApp,
  fundedPlayer,
  operatorSession,
  type TestApp,
} from '../../../test/harness.ts';
import { askSigner } from '../../../test/signer.ts';
import { servicesOf } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { createLedgerService } from '../wallet/ledger.service.ts';
import { anvilBinary, startLocalChain, type LocalChain } from './chains/anvil.ts';
import { startDemoSigner, type DemoSigner } from './chains/demo-signer.ts';

// A real node and the real signer process; only a machine without anvil skips, and CI (which sets
// REQUIRE_POSTGRES) fails instead.
const canRun = anvilBinary() !== null || process.env.REQUIRE_POSTGRES !== undefined;
const CONFIRMATIONS = 3;
/** ETH at 2000 EUR: the eth method's 3.00 EUR fee leaves 147.00 of 150.00, which is 0.0735 ETH. */
const RATES = 'ETH=2000,USDT=0.90';

let chain: LocalChain;
let signer: DemoSigner;
let journal: string;
let t: TestApp;
let operator: string;

const signerEnv = (port = '0') => ({
  SIGNER_PORT: port,
  SIGNER_JOURNAL: journal,
  // 0.25 ETH a payout and 0.5 ETH a day: the limits tests reach them.
  SIGNER_LIMITS: 'eth=0.25/0.5,usdt-erc20=1000/2000',
  SIGNER_REPLACE_AFTER_SECONDS: '1',
});

beforeAll(async () => {
  if (!canRun) return;
  chain = await startLocalChain();
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  journal = `${await mkdtemp(`${tmpdir()}/orca-signer-test-`)}/journal.jsonl`;
  signer = await startDemoSigner(chain, signerEnv());
  t = await createTestApp({
    ETH_RPC_URL: chain.rpcUrl,
    ETH_USDT_CONTRACT: chain.tokenAddress,
    ETH_CONFIRMATIONS: String(CONFIRMATIONS),
    ETH_START_BLOCK: '0',
    CRYPTO_RATES_EUR: RATES,
    SIGNER_URL: signer.url,
    SIGNER_SECRET: signer.secret,
    // The demo hot wallet holds 10 000 ETH and 1 000 000 USDT: ETH is below this, USDT above.
    TREASURY_HOT_WALLET_MIN: 'ETH=20000,USDT=1000',
  });
  // Tests run the payout job themselves, to decide what the chain looks like at each run.
  await t.jobs.stop();
  operator = await operatorSession(t, 'payments');
}, 90_000);
afterEach(async () => {
  if (!canRun) return;
  await testClient().setAutomine(true);
  expect((await createLedgerService(t.database.db).audit()).problems).toEqual([]);
});
afterAll(async () => {
  await t?.close();
  await signer?.stop();
  await chain?.stop();
});

const testClient = () =>
  createTestClient({ chain: foundry, mode: 'anvil', transport: http(chain.rpcUrl) });
const payouts = () => servicesOf(t.app)!.withdrawals.processPayouts();
const mine = (blocks: number) => testClient().mine({ blocks });
const ethOf = async (address: string) =>
  formatEther(await chain.client.getBalance({ address: address as Address }));
const hotWalletNonce = () =>
  chain.client.getTransactionCount({ address: signer.address as Address, blockTag: 'pending' });
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

async function history(player: string) {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/player/transactions',
    player,
    payload: { type: 'withdraw' },
  });
  expect(response.status).toBe(200);
  return response.body.data.transactions as Record<string, unknown>[];
}

async function noticesOf(username: string) {
  return queryRows<{ kind: string }>(
    t.database.db,
    sql`select n.kind from player_notices n join players p on p.id = n.player_id where lower(p.username) = lower(${username}) order by n.id`,
  );
}

/** Request and approval: the withdrawal waits for the address on the emailed link. */
async function linkFor(username: string, amount: string, deposit: string, method = 'eth') {
  const { sessionid } = await fundedPlayer(t, username, deposit);
  const requested = await t.request({
    method: 'POST',
    url: '/api/v1/cashier/withdraw',
    player: sessionid,
    payload: { method, amount },
  });
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const id = requested.body.data.trans_id as string;
  const approved = await t.request({
    method: 'POST',
    url: `/api/v1/admin/withdrawals/${id}/approve`,
    headers: { 'x-operator-session': operator },
    payload: { note: 'checked' },
  });
  expect(approved.body.data.status).toBe('awaiting_details');
  const [mail] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(
      sql`${outboxEmails.kind} = 'withdrawal_details' and ${outboxEmails.text} like ${`%${username}%`}`,
    )
    .orderBy(sql`${outboxEmails.id} desc`)
    .limit(1);
  return { sessionid, id, token: /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]! };
}

const submitAddress = (token: string, address: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/cashier/withdraw/details',
    payload: { token, address },
  });

/** Request, approval, the emailed link and the address: the withdrawal waits for its payout. */
async function approvedWithdrawal(
  username: string,
  amount: string,
  address: string,
  deposit = '400',
) {
  const { sessionid, id, token } = await linkFor(username, amount, deposit);
  const details = await submitAddress(token, address);
  expect(details.body.data?.status, JSON.stringify(details.body)).toBe('processing');
  return { sessionid, id };
}

/** The signer asked directly, as any process on the machine could try. */
const askPayout = (body: Record<string, unknown>, secret = signer.secret) =>
  askSigner(signer, PAYOUTS_PATH, body, secret);

describe.skipIf(!canRun)('Ethereum withdrawals paid by the signer on a real node (anvil)', () => {
  it('pays an approved withdrawal once, at the rate of the moment, and shows its transaction and confirmations', async () => {
    const to = freshAddress();
    const { sessionid, id } = await approvedWithdrawal('ChainPay01', '150', to);

    expect(await payouts()).toBe(0);
    // anvil mines each transaction as it comes, a moment after taking it: the next run sees it.
    await expect
      .poll(async () => (await payouts(), (await history(sessionid))[0]!.confirmations))
      .toBe(1);
    const [sent] = await history(sessionid);
    expect(sent).toMatchObject({
      trans_id: id,
      status: 'processing',
      confirmations: 1,
      confirmations_required: CONFIRMATIONS,
    });
    expect(sent!.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await ethOf(to)).toBe('0.0735');

    await mine(CONFIRMATIONS - 1);
    expect(await payouts()).toBe(1);
    const [paid] = await history(sessionid);
    expect(paid).toMatchObject({
      status: 'paid',
      tx_hash: sent!.tx_hash,
      confirmations: CONFIRMATIONS,
    });
    const receipt = await chain.client.getTransactionReceipt({ hash: sent!.tx_hash as Hex });
    expect(receipt.from.toLowerCase()).toBe(signer.address.toLowerCase());
    expect(getAddress(receipt.to!)).toBe(to);
    const [row] = await queryRows<Record<string, string>>(
      t.database.db,
      sql`select payout_asset, payout_amount_base::text, payout_rate_minor_per_unit::text, payout_rate_source from withdrawals where id = ${id}`,
    );
    expect(row).toEqual({
      payout_asset: 'ETH',
      payout_amount_base: parseEther('0.0735').toString(),
      payout_rate_minor_per_unit: '200000',
      payout_rate_source: 'operator:ETH=2000 EUR',
    });
    expect((await noticesOf('ChainPay01')).at(-1)).toEqual({ kind: 'withdrawal_paid' });

    // Later runs find nothing to do: nothing more leaves the hot wallet.
    const nonce = await hotWalletNonce();
    await payouts();
    expect(await hotWalletNonce()).toBe(nonce);
    expect(await ethOf(to)).toBe('0.0735');
  });

  it('pays once when the casino fails to record a payout the signer already sent', async () => {
    const to = freshAddress();
    const { id } = await approvedWithdrawal('ChainPay02', '100', to);
    // The commit after the send fails once, as if the casino died between the two (a sequence,
    // not a table, counts the tries: the failed transaction cannot roll it back).
    for (const statement of [
      'create sequence fail_first_payout_record_tries',
      `create function fail_first_payout_record() returns trigger language plpgsql as $$
       begin
         if new.payout_reference is not null and old.payout_reference is null
            and nextval('fail_first_payout_record_tries') = 1 then
           raise exception 'the casino stopped before recording the payout';
         end if;
         return new;
       end $$`,
      `create trigger fail_first_payout_record before update on withdrawals
       for each row execute function fail_first_payout_record()`,
    ])
      await t.database.db.execute(sql.raw(statement));
    const nonce = await hotWalletNonce();
    await expect(payouts()).rejects.toThrow();
    expect(await hotWalletNonce()).toBe(nonce + 1);
    const [unrecorded] = await queryRows<{ payout_reference: string | null }>(
      t.database.db,
      sql`select payout_reference from withdrawals where id = ${id}`,
    );
    expect(unrecorded!.payout_reference).toBeNull();

    await mine(CONFIRMATIONS);
    expect(await payouts()).toBe(1);
    expect(await hotWalletNonce()).toBe(nonce + 1);
    // 100 less the 3.00 fee, at 2000 EUR per ETH.
    expect(await ethOf(to)).toBe('0.0485');
    for (const statement of [
      'drop trigger fail_first_payout_record on withdrawals',
      'drop function fail_first_payout_record()',
      'drop sequence fail_first_payout_record_tries',
    ])
      await t.database.db.execute(sql.raw(statement));
  });

  it('keeps its word across a signer restart, and re-prices a stuck payout instead of sending another', async () => {
    const to = freshAddress();
    const { sessionid } = await approvedWithdrawal('ChainPay03', '60', to);
    await testClient().setAutomine(false);
    const nonce = await hotWalletNonce();
    expect(await payouts()).toBe(0);
    const [first] = await history(sessionid);
    expect(first).toMatchObject({ status: 'processing', confirmations: 0 });

    // The signer is killed and started again on its journal: it signs nothing new for the withdrawal.
    const port = new URL(signer.url).port;
    await signer.stop('SIGKILL');
    signer = await startDemoSigner(chain, { ...signerEnv(port), SIGNER_SECRET: signer.secret });
    expect(await payouts()).toBe(0);

    // Past the replacement time the same nonce goes out again at a higher fee.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await payouts()).toBe(0);
    const [replaced] = await history(sessionid);
    expect(replaced!.tx_hash).not.toBe(first!.tx_hash);

    await mine(CONFIRMATIONS);
    expect(await payouts()).toBe(1);
    const [paid] = await history(sessionid);
    expect(paid).toMatchObject({ status: 'paid', tx_hash: replaced!.tx_hash });
    expect(await hotWalletNonce()).toBe(nonce + 1);
    expect(await ethOf(to)).toBe('0.0285');
    await expect(
      chain.client.getTransactionReceipt({ hash: first!.tx_hash as Hex }),
    ).rejects.toThrow();
  });

  it('broadcasts again, exactly as signed, a payout the node dropped', async () => {
    const to = freshAddress();
    const { sessionid } = await approvedWithdrawal('ChainPay04', '50', to);
    await testClient().setAutomine(false);
    expect(await payouts()).toBe(0);
    const [sent] = await history(sessionid);
    await testClient().dropTransaction({ hash: sent!.tx_hash as Hex });
    await expect(chain.client.getTransaction({ hash: sent!.tx_hash as Hex })).rejects.toThrow();

    expect(await payouts()).toBe(0);
    expect((await chain.client.getTransaction({ hash: sent!.tx_hash as Hex })).hash).toBe(
      sent!.tx_hash,
    );
    await mine(CONFIRMATIONS);
    expect(await payouts()).toBe(1);
    expect(await ethOf(to)).toBe('0.0235');
  });

  it('returns the money when the signer refuses the payout for good (above its limit per payout)', async () => {
    const to = freshAddress();
    // 600.00 less the 3.00 fee is 0.2985 ETH at 2000 EUR: above the signer's 0.25 ETH a payout.
    const { sessionid, id } = await approvedWithdrawal('ChainPay05', '600', to, '800');
    const cash = async () =>
      Number(
        (await t.request({ method: 'GET', url: '/api/v1/player/balance', player: sessionid })).body
          .data.cash,
      );
    expect(await cash()).toBe(200);
    expect(await payouts()).toBe(1);
    const [failed] = await history(sessionid);
    expect(failed).toMatchObject({ trans_id: id, status: 'failed' });
    expect(await cash()).toBe(800);
    expect(await ethOf(to)).toBe('0');
    expect((await noticesOf('ChainPay05')).at(-1)).toEqual({ kind: 'withdrawal_cancelled' });
  });

  it('refuses a mistyped address (a broken EIP-55 checksum) on the emailed link', async () => {
    const to = freshAddress();
    // One letter's case flipped: the same hex, but no longer the address's checksum.
    const index = [...to].findIndex((c, i) => i > 1 && /[a-fA-F]/.test(c));
    const letter = to[index]!;
    const flipped =
      to.slice(0, index) +
      (letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()) +
      to.slice(index + 1);
    const { token } = await linkFor('ChainPay06', '50', '400');
    const refused = await submitAddress(token, flipped);
    expect(refused.status).toBe(400);
    expect(refused.body.info.resultCode).toBe('validation_error');
    expect(JSON.stringify(refused.body)).toContain('address');
    expect((await submitAddress(token, to)).body.data.status).toBe('processing');
  });

  it('the signer refuses an unsigned, unapproved, over-limit or changed order, and logs each', async () => {
    const order = {
      withdrawalId: crypto.randomUUID(),
      asset: 'eth',
      to: freshAddress(),
      amountBase: parseEther('0.01').toString(),
      approvedBy: ['7'],
    };
    expect(await askPayout(order, 'x'.repeat(64))).toMatchObject({
      status: 401,
      body: { refused: 'unauthenticated' },
    });
    expect(await askPayout({ ...order, approvedBy: [] })).toMatchObject({
      status: 403,
      body: { refused: 'unapproved' },
    });
    expect(await askPayout({ ...order, approvedBy: ['7', '7'] })).toMatchObject({
      status: 403,
      body: { refused: 'unapproved' },
    });
    expect(await askPayout({ ...order, amountBase: parseEther('0.3').toString() })).toMatchObject({
      status: 403,
      body: { refused: 'over_payout_limit' },
    });
    expect(await askPayout({ ...order, extra: 'field' })).toMatchObject({
      status: 400,
      body: { refused: 'malformed' },
    });
    expect(await askPayout(order)).toMatchObject({ status: 200 });
    await expect.poll(async () => (await askPayout(order)).body.state).toBe('mined');
    const paid = await askPayout(order);
    expect(paid).toMatchObject({ status: 200, body: { state: 'mined', confirmations: 1 } });
    expect(await askPayout(order)).toMatchObject({
      status: 200,
      body: { txHash: paid.body.txHash },
    });
    expect(await askPayout({ ...order, to: freshAddress() })).toMatchObject({
      status: 409,
      body: { refused: 'conflict' },
    });
    // The day's total so far: 0.0735 + 0.0485 + 0.0285 + 0.0235 + 0.01 = 0.184 ETH; one more 0.2
    // fits under 0.5, a second does not.
    const another = () =>
      askPayout({
        ...order,
        withdrawalId: crypto.randomUUID(),
        amountBase: parseEther('0.2').toString(),
      });
    expect(await another()).toMatchObject({ status: 200 });
    expect(await another()).toMatchObject({ status: 403, body: { refused: 'over_daily_limit' } });
    const { readFileSync } = await import('node:fs');
    const refusals = readFileSync(journal, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { kind: string; refused?: string })
      .filter((entry) => entry.kind === 'refused')
      .map((entry) => entry.refused);
    expect(refusals).toEqual(
      expect.arrayContaining([
        'unauthenticated',
        'unapproved',
        'over_payout_limit',
        'malformed',
        'conflict',
        'over_daily_limit',
      ]),
    );
  });

  it('shows the hot wallets with the top-up alert, and the payouts on their way, in the Treasury', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/admin/treasury',
      headers: { 'x-operator-session': operator },
    });
    expect(response.status).toBe(200);
    const treasury = response.body.data as Treasury;
    expect(treasury.hotWalletError).toBeNull();
    const eth = treasury.hotWallets!.find((w) => w.method === 'eth')!;
    expect(eth).toMatchObject({
      asset: 'ETH',
      address: signer.address,
      minimum: '20000',
      isBelowMinimum: true,
    });
    expect(Number(eth.balance)).toBeLessThan(10_000);
    expect(Number(eth.balance)).toBeGreaterThan(9_000);
    expect(treasury.hotWallets!.find((w) => w.method === 'usdt-erc20')).toMatchObject({
      asset: 'USDT',
      balance: '1000000',
      isBelowMinimum: false,
    });
    // ChainPay06's withdrawal has its address and waits for the payout job.
    expect(treasury.payoutsInFlight).toEqual([
      expect.objectContaining({ method: 'eth', playerUsername: 'ChainPay06', txHash: null }),
    ]);

    // A signer that does not answer is said, not hidden.
    const port = new URL(signer.url).port;
    await signer.stop();
    const down = (
      await t.request({
        method: 'GET',
        url: '/api/v1/admin/treasury',
        headers: { 'x-operator-session': operator },
      })
    ).body.data as Treasury;
    expect(down.hotWallets).toBeNull();
    expect(down.hotWalletError).toMatch(/fetch failed|ECONNREFUSED/);
    signer = await startDemoSigner(chain, { ...signerEnv(port), SIGNER_SECRET: signer.secret });
  });

  it('pays a USDT withdrawal as a token transfer of the net amount at the USDT rate', async () => {
    const to = freshAddress();
    const { sessionid, token } = await linkFor('ChainPay07', '46', '400', 'usdt-erc20');
    expect((await submitAddress(token, to)).body.data.status).toBe('processing');
    await expect
      .poll(async () => (await payouts(), (await history(sessionid))[0]!.confirmations))
      .toBe(1);
    await mine(CONFIRMATIONS);
    // ChainPay06's payout, waiting since its test, goes out in the same runs.
    expect(await payouts()).toBeGreaterThanOrEqual(1);
    const [paid] = await history(sessionid);
    expect(paid).toMatchObject({ payment_method: 'usdt-erc20', status: 'paid' });
    // 46.00 less the 1.00 fee, at 0.90 EUR per USDT: 50 USDT, 6 decimals.
    const balance = await chain.client.readContract({
      address: chain.tokenAddress,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [to],
    });
    expect(balance).toBe(50_000_000n);
    expect(await ethOf(to)).toBe('0');
  });
});

import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSignerProcess } from './process.ts';
import { postSigned, SWEEPS_PATH } from './protocol.ts';
import { anvilPrivateKey, DEMO_DEPOSIT_MNEMONIC } from './test-keys.ts';

const env = {
  SIGNER_PORT: '0',
  SIGNER_SECRET: 's'.repeat(32),
  SIGNER_JOURNAL: path.join(tmpdir(), `orca-signer-process-test-${process.pid}.jsonl`),
  SIGNER_ETH_RPC_URL: 'http://127.0.0.1:9',
};

describe('the signer process', () => {
  it('refuses to start with a published test key on any chain but a local one', async () => {
    await expect(
      startSignerProcess({
        ...env,
        SIGNER_ETH_CHAIN_ID: '1',
        SIGNER_PRIVATE_KEY: anvilPrivateKey(2),
      }),
    ).rejects.toThrow(
      /refusing to start: 0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC is a published test account/,
    );
  });

  it("refuses to start with the demo's published deposit wallet on a real network", async () => {
    await expect(
      startSignerProcess({
        ...env,
        SIGNER_ETH_CHAIN_ID: '1',
        SIGNER_PRIVATE_KEY: `0x${'2'.repeat(64)}`,
        SIGNER_DEPOSIT_MNEMONIC: DEMO_DEPOSIT_MNEMONIC,
      }),
    ).rejects.toThrow(/refusing to start: SIGNER_DEPOSIT_MNEMONIC is the demo's published/);
  });

  it('refuses to start without its configuration, naming what is missing', async () => {
    await expect(startSignerProcess({ SIGNER_PORT: '0' })).rejects.toThrow(
      /SIGNER_SECRET is required/,
    );
  });

  it('starts with its own key and answers only its one request', async () => {
    const signer = await startSignerProcess({
      ...env,
      SIGNER_ETH_CHAIN_ID: '1',
      SIGNER_PRIVATE_KEY: `0x${'2'.repeat(64)}`,
    });
    try {
      const other = await fetch(new URL('/v1/keys', signer.url));
      expect(other.status).toBe(400);
      expect(await other.json()).toMatchObject({ refused: 'malformed' });
      const unsigned = await fetch(new URL('/v1/payouts', signer.url), {
        method: 'POST',
        body: '{}',
      });
      expect(unsigned.status).toBe(401);
      // Without the deposit wallet's words it sweeps nothing, whatever the order.
      const sweep = await postSigned({ url: signer.url, secret: env.SIGNER_SECRET }, SWEEPS_PATH, {
        sweepId: crypto.randomUUID(),
        asset: 'eth',
        index: 0,
        from: `0x${'a'.repeat(40)}`,
      });
      expect(sweep.status).toBe(422);
      expect(await sweep.json()).toEqual({
        refused: 'asset_unavailable',
        detail: 'this signer holds no deposit key',
      });
    } finally {
      await signer.stop();
    }
  });
});

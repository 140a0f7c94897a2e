import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/** With REDIS_URL the limits are shared by every instance; two apps stand for two instances here. */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl! });
    b = await createTestApp({ REDIS_URL: redisUrl! });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts log-ins from one address across instances', async () => {
    // A fresh documentation-range address per run, so earlier runs' counters do not interfere.
    const ip = `198.51.${Math.floor(Date.now() / 1000) % 256}.${process.pid % 256}`;
    const statuses: number[] = [];
    for (let i = 0; i < 24; i += 1) {
      const t = i % 2 === 0 ? a : b;
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/player/login',
        payload: { username: 'someone1', password: 'x' },
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(response.status);
    }
    // Twenty a minute per address: in-process counters would allow 24 across two instances.
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { REEF_TEST_ENV } from '../../../../test/provider-wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(REEF_TEST_ENV);
});
afterAll(() => t.close());

const lobby = async (category: string) => {
  const response = await t.request({
    method: 'GET',
    url: `/api/v1/games/filter/${category}/all/newest/100/0`,
  });
  expect(response.status).toBe(200);
  return response.body.data.games as { id: string; name: string; tags: string[] }[];
};

describe("the reference provider's catalogue", () => {
  it('lists Pearl Diver, a pick game, with the casino games but not among the new slots', async () => {
    const pearlDiver = (await lobby('all')).find((game) => game.name === 'Pearl Diver');
    expect(pearlDiver).toBeDefined();
    expect(pearlDiver!.tags).not.toContain('new');
    expect((await lobby('new')).map((game) => game.name)).not.toContain('Pearl Diver');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../../test/harness.ts';
import { bonusInstances, players } from '../../db/schema/index.ts';
import type { AccountRef, Leg } from '../wallet/ledger.model.ts';
import { createLedgerService, type LedgerService } from '../wallet/ledger.service.ts';
import { bonusRuleBreaches } from './bonus.property.checks.ts';
import { createBonusDriver, type BonusDriver } from './bonus.test-driver.ts';

/** The property test's oracle must see each rule broken, or the property would pass vacuously. */

let t: TestApp;
let ledger: LedgerService;
let bonus: BonusDriver;
let campaignId: bigint;
const groupOf = new Map([['reef-pearl-diver', 'slots' as const]]);

beforeAll(async () => {
  t = await createTestApp();
  await t.jobs.stop();
  ledger = createLedgerService(t.database.db);
  bonus = createBonusDriver(t.database.db);
  campaignId = await bonus.createCampaign('oracle-manual');
}, 60_000);
afterAll(() => t?.close());

/** A funded player holding an active 10 EUR bonus (wagering 100 EUR, none done). */
async function playerWithBonus(username: string) {
  await fundedPlayer(t, username, '50');
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, username));
  const playerId = row!.id;
  const instance = await bonus.grant(playerId, {
    campaignId,
    amountMinor: 1_000n,
    wageringMultiplier: 10,
    maxBetMinor: 500n,
    maxConversionMinor: null,
    contributions: { slots: 100, table: 10, live: 10, virtual: 10 },
    excludedGameIds: [],
  });
  const refs = {
    cash: { kind: 'player_cash', playerId, currency: 'EUR' } as AccountRef,
    bonus: { kind: 'player_bonus', playerId, currency: 'EUR' } as AccountRef,
    game: { kind: 'house_game', currency: 'EUR' } as AccountRef,
    house: { kind: 'house_adjustments', currency: 'EUR' } as AccountRef,
  };
  /** Posts one forged operation: the ledger stays balanced, only the bonus rules break. */
  const post = (
    key: string,
    kind: string,
    reference: string,
    legs: Leg[],
    result: Record<string, string> = {},
  ) =>
    ledger.execute({
      key,
      kind,
      playerId,
      reference,
      payload: { key },
      accounts: Object.values(refs),
      plan: () => ({ legs, result }),
    });
  const breaches = () => bonusRuleBreaches(t.database.db, playerId, { groupOf, isSettled: true });
  return { playerId, instance, refs, post, breaches };
}

describe('the bonus rules oracle', () => {
  it('finds nothing wrong with a funded player holding a fresh bonus', async () => {
    const { breaches } = await playerWithBonus('Oracle0001');
    expect(await breaches()).toEqual([]);
  });

  it('sees cash leave the player other than by a bet or a withdrawal', async () => {
    const { refs, post, breaches } = await playerWithBonus('Oracle0002');
    await post('oracle-2-adjust', 'adjustment', 'oracle-2', [
      { from: refs.cash, to: refs.house, amountMinor: 100n, kind: 'adjustment' },
    ]);
    expect(await breaches()).toEqual([expect.stringContaining('cash left the player')]);
  });

  it('sees bonus money reach cash before its wagering is complete, or by anything but a conversion', async () => {
    const { instance, refs, post, breaches } = await playerWithBonus('Oracle0003');
    await post(`bonus:convert:${instance.id}`, 'bonus_convert', `bonus:${instance.id}`, [
      { from: refs.bonus, to: refs.cash, amountMinor: 100n, kind: 'bonus_convert' },
    ]);
    await post('oracle-3-win', 'win', 'oracle-3', [
      { from: refs.bonus, to: refs.cash, amountMinor: 100n, kind: 'win' },
    ]);
    const found = await breaches();
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(`bonus ${instance.id} converted .* while active with progress 0 of 10000`),
      ),
    );
    expect(found).toContainEqual(expect.stringContaining('of kind win'));
  });

  it('sees a bonus stake’s win paid to cash, and a bet of bonus money while cash remained', async () => {
    const { refs, post, breaches } = await playerWithBonus('Oracle0004');
    await post(
      'oracle-4-bet',
      'bet',
      'oracle:4',
      [{ from: refs.bonus, to: refs.game, amountMinor: 200n, kind: 'bet' }],
      { cashMinor: '0', bonusMinor: '200', balanceCashMinor: '5000', balanceBonusMinor: '800' },
    );
    await post('oracle-4-win', 'win', 'oracle:4', [
      { from: refs.game, to: refs.cash, amountMinor: 400n, kind: 'win' },
    ]);
    const found = await breaches();
    expect(found).toContainEqual(expect.stringContaining('paid 400 to cash and 0 to the bonus'));
    expect(found).toContainEqual(expect.stringContaining('took bonus money while cash remained'));
  });

  it('sees progress that is not the sum of contributed wagers, and a completion short of the requirement', async () => {
    const { instance, breaches } = await playerWithBonus('Oracle0005');
    await t.database.db
      .update(bonusInstances)
      .set({ wageringProgressMinor: 500n, status: 'completed' })
      .where(eq(bonusInstances.id, instance.id));
    const found = await breaches();
    expect(found).toContainEqual(
      `bonus ${instance.id} shows progress 500 but its rounds contributed 0`,
    );
    expect(found).toContainEqual(`bonus ${instance.id} completed at progress 500 of 10000`);
    expect(found).toContainEqual(expect.stringContaining('holds 1000 with no active bonus'));
  });
});

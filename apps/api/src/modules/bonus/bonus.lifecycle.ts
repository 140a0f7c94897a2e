import { formatMinor } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { publishNotice } from '../../platform/notices.ts';
import type { BonusEngineDeps, CampaignTerms } from './bonus.engine.ts';
import * as repo from './bonus.repository.ts';
import type { BonusInstanceRow } from './bonus.repository.ts';

/** How a bonus ended without converting: its event and status, and whether the player is told. */
export const DAY_MS = 86_400_000;

type Ending = {
  status: 'forfeited' | 'expired' | 'depleted' | 'cancelled';
  event: 'forfeited' | 'expired' | 'depleted' | 'cancelled';
  step: 'forfeit' | 'expire';
  notify: boolean;
};

/**
 * The steps of one bonus's life, each in the caller's transaction: activated (its money moves in),
 * queued behind the active one, completed (converted to cash) or ended without converting.
 */
export function createBonusLifecycle(deps: BonusEngineDeps, now: () => Date) {
  const { wallet } = deps;
  const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

  /** Makes a queued (or just granted) bonus the active one: its money moves now, its spend window starts now. */
  async function activate(
    tx: Executor,
    row: BonusInstanceRow,
    at: Date = now(),
  ): Promise<BonusInstanceRow> {
    let operationId: bigint | null = null;
    if (row.amountMinor > 0n)
      operationId = (
        await wallet.bonusMoney.grant(tx, {
          instanceId: row.id,
          playerId: row.playerId,
          currency: row.currency,
          amountMinor: row.amountMinor,
        })
      ).operationId;
    const active = await repo.update(tx, row.id, {
      status: 'active',
      activatedAt: at,
      expiresAt: addDays(at, row.spendDays),
    });
    await repo.insertEvent(tx, {
      instanceId: row.id,
      kind: 'activated',
      amountMinor: row.amountMinor,
      operationId,
    });
    return active;
  }

  /** After the active bonus ended: the oldest queued one still inside its claim window activates. */
  async function activateNext(
    tx: Executor,
    playerId: bigint,
    at: Date = now(),
  ): Promise<BonusInstanceRow | null> {
    for (;;) {
      const next = await repo.nextQueued(tx, playerId);
      if (!next) return null;
      if (next.claimExpiresAt > at) return activate(tx, next, at);
      await repo.update(tx, next.id, { status: 'expired', endedAt: at });
      await repo.insertEvent(tx, { instanceId: next.id, kind: 'expired' });
    }
  }

  /** Ends an active bonus without converting: its balance back to the house, then the queue moves. Caller holds the locks. */
  async function end(
    tx: Executor,
    row: BonusInstanceRow,
    ending: Ending,
    at: Date = now(),
  ): Promise<bigint> {
    const { forfeitedMinor, operationId } = await wallet.bonusMoney.forfeit(tx, {
      instanceId: row.id,
      playerId: row.playerId,
      currency: row.currency,
      step: ending.step,
    });
    const amount = BigInt(forfeitedMinor);
    await repo.update(tx, row.id, { status: ending.status, endedAt: at });
    await repo.insertEvent(tx, {
      instanceId: row.id,
      kind: ending.event,
      amountMinor: amount,
      operationId,
    });
    // Automatic endings are in the player's list without an announcement (spec section 8).
    if (ending.notify)
      await publishNotice(tx, row.playerId, 'bonus_cancelled_automatically', {
        amount: formatMinor(amount),
        currency: row.currency,
      });
    await activateNext(tx, row.playerId, at);
    return amount;
  }

  /** Wagering done: the balance converts to cash (capped), the excess goes back, the queue moves. Caller holds the locks. */
  async function complete(tx: Executor, row: BonusInstanceRow): Promise<void> {
    const { convertedMinor, forfeitedMinor, operationId } = await wallet.bonusMoney.convert(tx, {
      instanceId: row.id,
      playerId: row.playerId,
      currency: row.currency,
      maxConversionMinor: row.maxConversionMinor,
    });
    await repo.update(tx, row.id, { status: 'completed', endedAt: now() });
    await repo.insertEvent(tx, {
      instanceId: row.id,
      kind: 'completed',
      amountMinor: row.wageringProgressMinor,
    });
    await repo.insertEvent(tx, {
      instanceId: row.id,
      kind: 'converted',
      amountMinor: BigInt(convertedMinor),
      operationId,
    });
    if (BigInt(forfeitedMinor) > 0n)
      await repo.insertEvent(tx, {
        instanceId: row.id,
        kind: 'forfeited',
        amountMinor: BigInt(forfeitedMinor),
        operationId,
      });
    // The one ending a player waits for: their bonus money became withdrawable cash.
    if (BigInt(convertedMinor) > 0n) {
      const texts = (await repo.campaignTexts(tx, [row.campaignId])).get(row.campaignId)?.texts;
      await publishNotice(tx, row.playerId, 'bonus_completed', {
        amount: formatMinor(BigInt(convertedMinor)),
        currency: row.currency,
        title: texts?.en?.title ?? '',
      });
    }
    await activateNext(tx, row.playerId);
  }

  async function insertGranted(
    tx: Executor,
    values: repo.NewBonusInstance,
    amountMinor: bigint,
  ): Promise<BonusInstanceRow> {
    const row = await repo.insertInstance(tx, values);
    await repo.insertEvent(tx, { instanceId: row.id, kind: 'granted', amountMinor });
    return row;
  }

  /** Queues a bonus that holds money-to-be, or activates it when the player has none active. Caller holds the player's lock. */
  async function placeInQueue(tx: Executor, row: BonusInstanceRow): Promise<BonusInstanceRow> {
    if (await repo.activeOf(tx, row.playerId)) {
      const queued = await repo.update(tx, row.id, { status: 'queued' });
      await repo.insertEvent(tx, { instanceId: row.id, kind: 'queued' });
      return queued;
    }
    return activate(tx, row);
  }

  const termsValues = (campaign: CampaignTerms, at: Date) => ({
    campaignId: campaign.campaignId,
    wageringMultiplier: campaign.wageringMultiplier,
    maxBetMinor: campaign.maxBetMinor,
    maxConversionMinor: campaign.maxConversionMinor,
    contributions: campaign.contributions,
    excludedGameIds: [...campaign.excludedGameIds],
    claimExpiresAt: addDays(at, campaign.claimDays),
    spendDays: campaign.spendDays,
  });

  /** The locked active bonus of a player, checked to be the one asked for. */
  async function lockedActive(
    tx: Executor,
    playerId: bigint,
    currency: string,
  ): Promise<BonusInstanceRow | null> {
    const active = await repo.activeOf(tx, playerId);
    if (!active || active.currency !== currency) return null;
    const row = await repo.lock(tx, active.id);
    return row?.status === 'active' ? row : null;
  }

  return {
    end,
    complete,
    insertGranted,
    placeInQueue,
    termsValues,
    lockedActive,
  };
}

import {
  contributedMinor,
  formatMinor,
  type LedgerTransferEvent,
  type RoundSettledEvent,
} from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import type { EventConsumer } from '../../platform/domain-events.ts';
import type { PlayerChannel } from '../../platform/realtime.ts';
import type { GameTerms } from '../rewards/rewards.consumer.ts';
import type { BonusEngine, BonusEngineDeps } from './bonus.engine.ts';
import * as repo from './bonus.repository.ts';
import type { BonusInstanceRow } from './bonus.repository.ts';

/** The play domain's count of each player's open real-money rounds. */
export type OpenRoundsOf = (
  playerIds: readonly bigint[],
  tx: Executor,
) => Promise<Map<bigint, number>>;
/** The play domain's answer to "which of these rounds are low-risk bet sets" (opposite outcomes, most of the table). */
export type LowRiskRoundsOf = (roundIds: readonly string[], tx: Executor) => Promise<Set<string>>;

/** What wagering is still missing (spec section 3's points needed). */
export const pointsNeededOf = (
  i: Pick<BonusInstanceRow, 'wageringRequiredMinor' | 'wageringProgressMinor'>,
): bigint =>
  i.wageringRequiredMinor > i.wageringProgressMinor
    ? i.wageringRequiredMinor - i.wageringProgressMinor
    : 0n;

const isPlayerAccount = (kind: string) => kind === 'player_cash' || kind === 'player_bonus';

/** A round's stake change in a batch: a bet adds, a rollback's refund takes back. */
interface RoundWager {
  instance: BonusInstanceRow;
  roundId: string;
  gameId: string;
  wagerMinor: bigint;
  at: Date;
}

/** What a bonus's contribution table gives a game: its group's percent, 0 for excluded or unknown games. */
export function contributionPercentOf(
  instance: Pick<BonusInstanceRow, 'contributions' | 'excludedGameIds'>,
  gameId: string,
  terms: GameTerms,
): number {
  if (instance.excludedGameIds.includes(gameId)) return 0;
  const group = terms.get(gameId)?.group;
  if (!group) return 0;
  return (instance.contributions as Record<string, number>)[group] ?? 0;
}

/** The active bonus a transfer at `at` belongs to: activated by then, in its currency. */
const bonusAt = (
  actives: Map<bigint, BonusInstanceRow>,
  playerId: bigint,
  currency: string,
  at: Date,
) => {
  const active = actives.get(playerId);
  return active &&
    active.currency === currency &&
    active.activatedAt !== null &&
    active.activatedAt <= at
    ? active
    : null;
};

/**
 * Keeps wagering from the ledger (decision 015): real-money stakes placed while a bonus is active
 * count × their game group's contribution, rollbacks take it back; reaching the requirement
 * completes the bonus. Money reaching the bonus account with no bonus to hold it goes back to the
 * house. A settled round that leaves the bonus empty depletes it. Set-based: one read of the
 * batch's players' active bonuses; the players' bonus locks are taken first, as everywhere.
 */
export function bonusWageringConsumer(deps: {
  engine: BonusEngine;
  wallet: BonusEngineDeps['wallet'];
  termsOf: BonusEngineDeps['termsOf'];
  openRoundsOf: OpenRoundsOf;
  lowRiskRoundsOf: LowRiskRoundsOf;
  channel: PlayerChannel;
}): EventConsumer<'ledger.transfer' | 'round.settled'> {
  async function push(tx: Executor, instances: Map<bigint, BonusInstanceRow>) {
    if (instances.size === 0) return undefined;
    const balances = await deps.wallet.balancesOfPlayers(
      [...new Set([...instances.values()].map((i) => i.playerId))],
      tx,
    );
    const messages = [...instances.values()].map((i) => ({
      playerId: i.playerId,
      message: {
        type: 'player.bonus' as const,
        instanceId: i.id.toString(),
        status: i.status,
        pointsGained: formatMinor(i.wageringProgressMinor),
        pointsNeeded: formatMinor(pointsNeededOf(i)),
        bonusBalance: formatMinor(
          i.status === 'active'
            ? (balances.get(`${i.playerId}:${i.currency}`)?.bonusMinor ?? 0n)
            : 0n,
        ),
      },
    }));
    return async () => {
      for (const m of messages) await deps.channel.send(m.playerId, m.message);
    };
  }

  async function transfers(tx: Executor, events: LedgerTransferEvent[]) {
    const players = new Set<bigint>();
    for (const e of events) {
      if (e.kind === 'bet' && e.debit.playerId !== null && isPlayerAccount(e.debit.accountKind))
        players.add(e.debit.playerId);
      if (
        e.credit.accountKind === 'player_bonus' &&
        e.credit.playerId !== null &&
        e.kind !== 'bonus_grant'
      )
        players.add(e.credit.playerId);
      if (
        e.kind === 'rollback' &&
        e.credit.playerId !== null &&
        isPlayerAccount(e.credit.accountKind)
      )
        players.add(e.credit.playerId);
    }
    if (players.size === 0) return undefined;
    await repo.lockPlayerBonuses(tx, [...players]);
    const actives = new Map(
      (await repo.activeOfPlayers(tx, [...players])).map((row) => [row.playerId, row]),
    );

    const wagers = new Map<string, RoundWager>();
    for (const e of events) {
      // Bonus money with nothing to hold it (its bonus ended while the round was open) never reaches cash.
      if (
        e.credit.accountKind === 'player_bonus' &&
        e.credit.playerId !== null &&
        (e.kind === 'win' || e.kind === 'jackpot_win' || e.kind === 'rollback') &&
        !bonusAt(actives, e.credit.playerId, e.currency, e.at)
      ) {
        await deps.wallet.bonusMoney.forfeitOrphan(tx, {
          transferId: e.transferId.toString(),
          playerId: e.credit.playerId,
          currency: e.currency,
          amountMinor: e.amountMinor,
        });
      }
      if (e.gameId === null || e.roundId === null) continue;
      const isBet =
        e.kind === 'bet' && e.debit.playerId !== null && isPlayerAccount(e.debit.accountKind);
      const isRefund =
        e.kind === 'rollback' &&
        e.credit.playerId !== null &&
        isPlayerAccount(e.credit.accountKind);
      if (!isBet && !isRefund) continue;
      const playerId = (isBet ? e.debit.playerId : e.credit.playerId)!;
      const instance = bonusAt(actives, playerId, e.currency, e.at);
      if (!instance) continue;
      const key = `${instance.id}:${e.roundId}`;
      const wager = wagers.get(key) ?? {
        instance,
        roundId: e.roundId,
        gameId: e.gameId,
        wagerMinor: 0n,
        at: e.at,
      };
      wager.wagerMinor += isBet ? e.amountMinor : -e.amountMinor;
      if (e.at > wager.at) wager.at = e.at;
      wagers.set(key, wager);
    }
    if (wagers.size === 0) return undefined;

    const terms = await deps.termsOf([...new Set([...wagers.values()].map((w) => w.gameId))], tx);
    // Low-risk betting (issue 22; the bonus terms say so): a seat backing opposite outcomes or most
    // of the table wagers at almost no risk, so it contributes nothing, as the industry's terms rule.
    const lowRisk = await deps.lowRiskRoundsOf(
      [...new Set([...wagers.values()].map((w) => w.roundId))],
      tx,
    );
    const contributions: repo.RoundContribution[] = [];
    for (const w of wagers.values()) {
      if (w.wagerMinor === 0n) continue;
      const percent = lowRisk.has(w.roundId)
        ? 0
        : contributionPercentOf(w.instance, w.gameId, terms);
      const sign = w.wagerMinor < 0n ? -1n : 1n;
      const contributed = contributedMinor(w.wagerMinor * sign, percent) * sign;
      contributions.push({
        instanceId: w.instance.id,
        roundId: w.roundId,
        gameId: w.gameId,
        wagerMinor: w.wagerMinor,
        contributionPercent: percent,
        contributedMinor: contributed,
        at: w.at,
      });
    }
    const progress = await repo.addRounds(tx, contributions);

    const changed = new Map<bigint, BonusInstanceRow>();
    for (const [instanceId, delta] of progress) {
      let row = await repo.addProgress(tx, instanceId, delta);
      if (!row) continue;
      if (row.wageringProgressMinor >= row.wageringRequiredMinor) {
        await deps.engine.complete(tx, row);
        row = { ...row, status: 'completed' };
      }
      changed.set(row.id, row);
    }
    return push(tx, changed);
  }

  /** A settled round that leaves the player's bonus account empty, with no other round open, ends the bonus: nothing left to wager with. */
  async function settled(tx: Executor, events: RoundSettledEvent[]) {
    const real = events.filter((e) => e.mode === 'real' && e.playerId !== null);
    if (real.length === 0) return undefined;
    const players = [...new Set(real.map((e) => e.playerId!))];
    await repo.lockPlayerBonuses(tx, players);
    const actives = await repo.activeOfPlayers(tx, players);
    if (actives.length === 0) return undefined;
    const balances = await deps.wallet.balancesOfPlayers(
      actives.map((a) => a.playerId),
      tx,
    );
    const empty = actives.filter(
      (active) =>
        (balances.get(`${active.playerId}:${active.currency}`)?.bonusMinor ?? 0n) === 0n &&
        real.some(
          (e) =>
            e.playerId === active.playerId &&
            active.activatedAt !== null &&
            e.at >= active.activatedAt,
        ),
    );
    if (empty.length === 0) return undefined;
    // A round still open may yet pay into the bonus: it stays until the last one settles.
    const open = await deps.openRoundsOf(
      empty.map((a) => a.playerId),
      tx,
    );
    const changed = new Map<bigint, BonusInstanceRow>();
    for (const active of empty) {
      if ((open.get(active.playerId) ?? 0) > 0) continue;
      const row = await repo.lock(tx, active.id);
      if (row?.status !== 'active') continue;
      await deps.engine.end(tx, row, {
        status: 'depleted',
        event: 'depleted',
        step: 'forfeit',
        notify: false,
      });
      changed.set(row.id, { ...row, status: 'depleted' });
    }
    return push(tx, changed);
  }

  return {
    name: 'bonus.wagering',
    sources: ['ledger.transfer', 'round.settled'],
    async handle(tx, events) {
      const first = events[0];
      if (!first) return;
      return first.type === 'ledger.transfer'
        ? transfers(tx, events as LedgerTransferEvent[])
        : settled(tx, events as RoundSettledEvent[]);
    },
  };
}

import {
  CP_UNITS_PER_CP,
  DEFAULT_JURISDICTION_PROFILE,
  JURISDICTION_PROFILES,
  levelOf,
  levelRewardEur,
  type CpAdjustmentResult,
  type CpHistory,
} from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import * as repo from './rewards.repository.ts';
import type { RewardsDeps } from './rewards.service.ts';
import { settleStanding } from './rewards.standing.ts';

/**
 * What a CP adjustment is worth in EUR cents: the level rewards it makes claimable, the levels
 * above the highest the player ever reached up to the one the new total reaches. Taking CP away
 * makes nothing claimable, so it is worth nothing.
 */
export function cpAdjustmentValueEurMinor(
  account: Pick<repo.RewardAccount, 'cpUnits' | 'levelMax'>,
  cp: number,
): bigint {
  const reached = levelOf(account.cpUnits + BigInt(cp) * CP_UNITS_PER_CP);
  let value = 0n;
  for (let level = account.levelMax + 1; level <= reached; level += 1)
    value += BigInt(levelRewardEur(level)) * 100n;
  return value;
}

/** The back office's CP corrections, held for a second operator above the four-eyes amount (decision 019). */
export function createCpAdjustments(
  deps: RewardsDeps,
  cpHistory: (playerId: bigint) => Promise<CpHistory>,
) {
  const { db, players, operators } = deps;
  const profile = JURISDICTION_PROFILES[deps.profile ?? DEFAULT_JURISDICTION_PROFILE];
  const approvalsOf = () => {
    if (!deps.approvals) throw new Error('CP adjustments need the four-eyes approvals');
    return deps.approvals;
  };

  /** Applies a CP change to a locked account: never below zero, level and notices brought up to date, audited. */
  async function applyCp(
    tx: Executor,
    before: repo.RewardAccount,
    c: {
      playerId: bigint;
      cp: number;
      reason: string;
      requestedBy: bigint;
      approvedBy: bigint | null;
      ip: string;
    },
  ): Promise<void> {
    const { playerId } = c;
    const cpUnits = before.cpUnits + BigInt(c.cp) * CP_UNITS_PER_CP;
    const after = cpUnits < 0n ? 0n : cpUnits;
    await repo.setCpUnits(tx, playerId, after);
    // The change applied, so the history's adjustments add up to what the player has.
    await repo.insertCpAdjustment(tx, {
      playerId,
      cpUnits: after - before.cpUnits,
      reason: c.reason,
      operatorId: c.requestedBy,
    });
    const [saved] = await settleStanding(tx, [{ ...before, cpUnits: after }], {
      players,
      operators,
    });
    await recordAudit(tx, {
      actorKind: 'operator',
      actorId: (c.approvedBy ?? c.requestedBy).toString(),
      action: 'rewards.cp_adjusted',
      targetKind: 'player',
      targetId: playerId.toString(),
      before: { cpUnits: before.cpUnits, level: before.level, levelMax: before.levelMax },
      after: {
        cpUnits: after,
        level: saved?.level,
        levelMax: saved?.levelMax,
        requestedCp: c.cp,
        reason: c.reason,
        requestedBy: c.requestedBy,
        approvedBy: c.approvedBy,
      },
      ip: c.ip,
    });
  }
  return {
    /**
     * Changes a player's CP by whole points (never below zero), at most the profile's cap either
     * way, records why, and brings the level up to date with the notices the consumer would send;
     * audited. One that makes level rewards worth more than the four-eyes amount claimable is held
     * for a second operator instead (decision 019). Produces not_found, cp_adjustment_over_cap.
     */
    async adjustCp(
      by: Operator,
      playerId: bigint,
      input: { cp: number; reason: string },
    ): Promise<CpAdjustmentResult> {
      if (Math.abs(input.cp) > profile.cpAdjustmentMax)
        throw new AppError('cp_adjustment_over_cap', {
          params: { max: profile.cpAdjustmentMax, profile: profile.name },
          data: { field: 'cp' },
        });
      const approvals = approvalsOf();
      await players.get(playerId);
      // The held request's view is read after the commit: its names come from other domains.
      const held = await inTransaction(db, async (tx) => {
        const before = await repo.lockAccount(tx, playerId);
        const valueEurMinor = cpAdjustmentValueEurMinor(before, input.cp);
        if (approvals.needsApproval(valueEurMinor)) {
          return approvals.hold(tx, by, {
            kind: 'cp_adjustment',
            playerId,
            targetId: null,
            valueEurMinor,
            request: {
              reason: input.reason,
              title: null,
              amount: null,
              currency: null,
              cp: input.cp,
              freeSpins: null,
            },
          });
        }
        await applyCp(tx, before, {
          playerId,
          cp: input.cp,
          reason: input.reason,
          requestedBy: by.id,
          approvedBy: null,
          ip: by.ip,
        });
        return null;
      });
      return {
        ...(await cpHistory(playerId)),
        approval: held === null ? null : await approvals.view(held),
      };
    },

    /**
     * A second operator's decision on a held CP adjustment, applied to the account as it stands
     * now. Produces approval_not_found, approval_state_conflict, approval_own_request.
     */
    async decideCp(
      by: Operator,
      id: string,
      decision: 'approve' | 'reject',
      note: string,
    ): Promise<CpAdjustmentResult> {
      const approvals = approvalsOf();
      const { playerId, held } = await inTransaction(db, async (tx) => {
        const held = await approvals.decide(tx, by, id, 'cp_adjustment', decision, note);
        if (held.playerId === null) throw new Error(`CP approval ${id} names no player`);
        const request = held.request as { cp: number; reason: string };
        if (decision === 'approve')
          await applyCp(tx, await repo.lockAccount(tx, held.playerId), {
            playerId: held.playerId,
            cp: request.cp,
            reason: request.reason,
            requestedBy: held.requestedBy,
            approvedBy: by.id,
            ip: by.ip,
          });
        return { playerId: held.playerId, held };
      });
      return { ...(await cpHistory(playerId)), approval: await approvals.view(held) };
    },

    /** Held CP adjustments of one status, newest first. */
    cpApprovals: (status: 'pending' | 'approved' | 'rejected') =>
      approvalsOf().list('cp_adjustment', status),

    /** The four-eyes amount in EUR, for the back office to say when an adjustment will wait. */
    fourEyesEur: (): number => approvalsOf().fourEyesEur,
  };
}

import {
  formatMinor,
  parseMinor,
  PLAYER_LIMIT_DAYS,
  PLAYER_LIMIT_KINDS,
  TIME_OUT_HOURS,
  type PlayerLimitKind,
  type PlayerLimitRequest,
  type PlayerLimits,
  type RealityCheck,
  type TimeOut,
  type TimeOutPeriod,
} from '@orca/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import type { PlayerRow } from '../profile/player.service.ts';
import * as repo from './limits.repository.ts';
import {
  askedLimit,
  DEPOSIT_KINDS,
  LOSS_DAYS,
  LOSS_KINDS,
  limitMaxMinor,
  limitMinMinor,
  minuteText,
  settled,
} from './limits.rules.ts';
import type { LimitsDeps } from './limits.service.ts';

/**
 * The limits a player sets on their own account beside the daily deposit limit: weekly and
 * monthly deposits, losses, a time-out and the reality check.
 */
export function createPlayerLimits(
  deps: LimitsDeps,
  checkPassword: (playerId: bigint, password: string) => Promise<PlayerRow>,
) {
  const { db } = deps;

  return {
    /** Every limit beside the daily deposit limit, what each has counted so far, the reality check and the time-out. */
    async playerLimits(playerId: bigint): Promise<PlayerLimits> {
      const player = await deps.players.get(playerId);
      const now = new Date();
      const [rows, deposited, losses, realityCheckMinutes, timeOut] = await Promise.all([
        repo.findPlayerLimits(db, playerId),
        deps.depositedOver(
          playerId,
          DEPOSIT_KINDS.map((k) => PLAYER_LIMIT_DAYS[k]),
        ),
        deps
          .netLosses([{ playerId, currency: player.currency }], LOSS_DAYS)
          .then((found) => found.get(`${playerId}:${player.currency}`) ?? []),
        repo.findRealityCheck(db, playerId),
        repo.findTimeOut(db, playerId),
      ]);
      const usedOf = (kind: PlayerLimitKind) =>
        (kind.startsWith('deposit_')
          ? deposited[DEPOSIT_KINDS.indexOf(kind)]
          : losses[LOSS_KINDS.indexOf(kind)]) ?? 0n;
      const isRunning = timeOut !== undefined && timeOut.until > now;
      return {
        currency: player.currency,
        max: formatMinor(limitMaxMinor(player.currency)),
        limits: PLAYER_LIMIT_KINDS.map((kind) => {
          const row = rows.find((r) => r.kind === kind);
          const view = row
            ? settled(row, now)
            : {
                currentMinor: null,
                pendingMinor: null,
                isPendingRemoval: false,
                pendingFrom: null,
              };
          return {
            kind,
            current: view.currentMinor === null ? null : formatMinor(view.currentMinor),
            pending: view.pendingMinor === null ? null : formatMinor(view.pendingMinor),
            isPendingRemoval: view.isPendingRemoval,
            pendingFrom: view.pendingFrom?.toISOString() ?? null,
            used: formatMinor(usedOf(kind)),
            min: formatMinor(limitMinMinor(kind)),
          };
        }),
        realityCheckMinutes,
        timeOut: isRunning
          ? { until: timeOut.until.toISOString(), period: timeOut.period as TimeOutPeriod }
          : { until: null, period: null },
      };
    },

    /**
     * Sets, lowers, raises or removes a weekly or monthly deposit limit or a loss limit: stricter at
     * once, looser after the cooling-off, audited. Produces invalid_old_password and field errors.
     */
    async setPlayerLimit(
      playerId: bigint,
      input: PlayerLimitRequest,
    ): Promise<'applied' | 'pending'> {
      const player = await checkPassword(playerId, input.password);
      const limitMinor = input.limit === null ? null : parseMinor(input.limit);
      if (limitMinor !== null && limitMinor < limitMinMinor(input.kind))
        throw new FieldRuleError(
          'validation_error',
          'limit',
          input.kind.startsWith('loss_') ? 'loss_limit_too_low' : 'deposit_limit_too_low',
        );
      if (limitMinor !== null && limitMinor > limitMaxMinor(player.currency))
        throw new FieldRuleError('validation_error', 'limit', 'limit_above_maximum');
      return inTransaction(db, async (tx) => {
        const row = await repo.lockPlayerLimit(tx, playerId, input.kind);
        const now = new Date();
        const before = settled(row, now);
        const { after, isStricter } = askedLimit(before, limitMinor, now);
        await repo.savePlayerLimit(tx, playerId, input.kind, after);
        await recordAudit(tx, {
          actorKind: 'player',
          actorId: playerId.toString(),
          action: `player_limit.${input.kind}.set`,
          targetKind: 'player',
          targetId: playerId.toString(),
          before,
          after,
        });
        return isStricter ? 'applied' : 'pending';
      });
    },

    /**
     * Starts a time-out: no play and no deposits until it ends. One running can be made longer,
     * never shorter. Produces invalid_old_password, time_out_shorter.
     */
    async startTimeOut(
      playerId: bigint,
      input: { period: TimeOutPeriod; password: string },
    ): Promise<TimeOut> {
      await checkPassword(playerId, input.password);
      const until = new Date(Date.now() + TIME_OUT_HOURS[input.period] * 3_600_000);
      await inTransaction(db, async (tx) => {
        const before = await repo.lockTimeOut(tx, playerId);
        if (before && before.until > until)
          throw new AppError('time_out_shorter', { params: { until: minuteText(before.until) } });
        await repo.upsertTimeOut(tx, { playerId, until, period: input.period });
        await recordAudit(tx, {
          actorKind: 'player',
          actorId: playerId.toString(),
          action: 'time_out.start',
          targetKind: 'player',
          targetId: playerId.toString(),
          before: before ?? null,
          after: { until, period: input.period },
        });
      });
      return { until: until.toISOString(), period: input.period };
    },

    /** Sets how often the reality check appears, or stops it (null). Takes effect at once: it only informs. */
    async setRealityCheck(playerId: bigint, intervalMinutes: number | null): Promise<void> {
      await inTransaction(db, async (tx) => {
        await repo.saveRealityCheck(tx, playerId, intervalMinutes);
        await recordAudit(tx, {
          actorKind: 'player',
          actorId: playerId.toString(),
          action: 'reality_check.set',
          targetKind: 'player',
          targetId: playerId.toString(),
          before: null,
          after: { intervalMinutes },
        });
      });
    },

    /** What the reality check shows for the log-in that started at `sessionStartedAt`. */
    async realityCheck(playerId: bigint, sessionStartedAt: Date): Promise<RealityCheck> {
      const player = await deps.players.get(playerId);
      const [intervalMinutes, resultMinor] = await Promise.all([
        repo.findRealityCheck(db, playerId),
        deps.playResultSince(playerId, player.currency, sessionStartedAt),
      ]);
      return {
        intervalMinutes,
        sessionStartedAt: sessionStartedAt.toISOString(),
        netResult: formatMinor(resultMinor),
        currency: player.currency,
      };
    },
  };
}

import {
  DEPOSIT_LIMIT_MAX_EUR,
  DEPOSIT_LIMIT_MIN,
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  parseMinor,
  PLAYER_LIMIT_DAYS,
  PLAYER_LIMIT_KINDS,
  type DepositLimit,
  type DepositLimitRequest,
  type PlayerLimitKind,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { createGroupedReader } from '../../platform/group-commit.ts';
import type { Mailer } from '../../platform/mail.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { SessionService } from '../session/session.service.ts';
import { createSelfExclusion } from './limits.exclusion.ts';
import { createPlayerLimits } from './limits.player-limits.ts';
import * as repo from './limits.repository.ts';
import {
  askedLimit,
  isLimitKind,
  LOSS_DAYS,
  LOSS_KINDS,
  lossLimitsIn,
  settled,
  throwExcluded,
  throwTimedOut,
} from './limits.rules.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface LimitsDeps {
  db: Database;
  players: PlayerService;
  sessions: SessionService;
  mailer: Mailer;
  publicUrl: string;
  /** Deposits credited and checkouts still open over the last N days, one figure per entry (the cashier's). */
  depositedOver: (playerId: bigint, days: readonly number[]) => Promise<bigint[]>;
  /** Players' net losses over the last N UTC days, one figure per entry, keyed `${playerId}:${currency}` (the daily play statistics). */
  netLosses: (
    players: { playerId: bigint; currency: string }[],
    days: readonly number[],
  ) => Promise<Map<string, bigint[]>>;
  /** Wins less stakes since a moment (the wallet's). */
  playResultSince: (playerId: bigint, currency: string, since: Date) => Promise<bigint>;
}

/**
 * Responsible gambling: the daily deposit limit (stricter at once, looser after 24 hours) and
 * self-exclusion (a 24-hour freeze at once, longer periods confirmed by email). Every change is
 * audited with before and after.
 */
export function createLimitsService(deps: LimitsDeps) {
  const { db } = deps;
  // Asked at log-in and before a bonus or a race entry: under load, one query answers for every player asking.
  const exclusionOf = createGroupedReader(
    async (playerIds: bigint[]) =>
      new Map((await repo.findExclusions(db, playerIds)).map((row) => [row.playerId, row])),
  );
  // Asked before every bet: exclusion, time-out and loss limits of every player betting, in one query.
  const gateOf = createGroupedReader(async (playerIds: bigint[]) => {
    const byPlayer = new Map<bigint, repo.GateRow[]>();
    for (const row of await repo.gateRows(db, playerIds, LOSS_KINDS))
      byPlayer.set(row.playerId, [...(byPlayer.get(row.playerId) ?? []), row]);
    return byPlayer;
  });

  // Asked before the bets of players who have loss limits: every such player betting at the moment, in one read.
  const lossesOf = createGroupedReader(async (keys: string[]) =>
    deps.netLosses(
      keys.map((key) => {
        const [playerId, currency] = key.split(':');
        return { playerId: BigInt(playerId ?? '0'), currency: currency ?? '' };
      }),
      LOSS_DAYS,
    ),
  );

  async function checkPassword(playerId: bigint, password: string) {
    const player = await deps.players.get(playerId);
    if (!player.passwordHash || !(await verifyPassword(player.passwordHash, password))) {
      throw new FieldRuleError('invalid_old_password', 'password', 'invalid_old_password');
    }
    return player;
  }

  return {
    /** The limit in force right now, in minor units, or null for none. */
    async depositLimitMinor(playerId: bigint, tx: Executor = db): Promise<bigint | null> {
      const row = await repo.findDepositLimit(tx, playerId);
      return row ? settled(row, new Date()).currentMinor : null;
    },

    /** `deposited`: credited in the last 24 hours, and checkouts still open, both counted against the limit. */
    async depositLimit(
      playerId: bigint,
      deposited: { creditedMinor: bigint; inFlightMinor: bigint },
    ): Promise<DepositLimit> {
      const player = await deps.players.get(playerId);
      const rate = isCurrency(player.currency) ? EUR_EQUIVALENT[player.currency] : 1;
      const row = await repo.findDepositLimit(db, playerId);
      const view = row
        ? settled(row, new Date())
        : { currentMinor: null, pendingMinor: null, isPendingRemoval: false, pendingFrom: null };
      return {
        current: view.currentMinor === null ? null : formatMinor(view.currentMinor),
        pending: view.pendingMinor === null ? null : formatMinor(view.pendingMinor),
        isPendingRemoval: view.isPendingRemoval,
        pendingFrom: view.pendingFrom?.toISOString() ?? null,
        usedToday: formatMinor(deposited.creditedMinor),
        awaitingPayment: formatMinor(deposited.inFlightMinor),
        min: formatMinor(BigInt(DEPOSIT_LIMIT_MIN) * 100n),
        max: formatMinor(BigInt(DEPOSIT_LIMIT_MAX_EUR * rate) * 100n),
        currency: player.currency,
      };
    },

    /**
     * What the back office shows of a player's limits: the daily deposit limit in force and pending,
     * the exclusion if any, the weekly, monthly and loss limits set, a running time-out and the
     * reality check's interval.
     */
    async overview(playerId: bigint) {
      const [limit, exclusion, others, timeOut, realityCheckMinutes] = await Promise.all([
        repo.findDepositLimit(db, playerId),
        repo.findExclusion(db, playerId),
        repo.findPlayerLimits(db, playerId),
        repo.findTimeOut(db, playerId),
        repo.findRealityCheck(db, playerId),
      ]);
      const now = new Date();
      const view = limit ? settled(limit, now) : null;
      return {
        depositLimit: view
          ? {
              currentMinor: view.currentMinor,
              pendingMinor: view.pendingMinor,
              pendingFrom: view.pendingFrom,
            }
          : null,
        selfExclusion: exclusion
          ? {
              until: exclusion.excludedUntil,
              period: exclusion.period,
              isActive: exclusion.excludedUntil === null || exclusion.excludedUntil > now,
            }
          : null,
        playerLimits: PLAYER_LIMIT_KINDS.flatMap((kind) => {
          const row = others.find((r) => r.kind === kind);
          const settledRow = row ? settled(row, now) : null;
          return settledRow && (settledRow.currentMinor !== null || settledRow.pendingFrom !== null)
            ? [
                {
                  kind,
                  currentMinor: settledRow.currentMinor,
                  pendingMinor: settledRow.pendingMinor,
                  pendingFrom: settledRow.pendingFrom,
                },
              ]
            : [];
        }),
        timeOut:
          timeOut && timeOut.until > now ? { until: timeOut.until, period: timeOut.period } : null,
        realityCheckMinutes,
      };
    },

    /** Sets, raises or removes the daily deposit limit. Produces invalid_old_password and field errors for the amount. */
    async setDepositLimit(
      playerId: bigint,
      input: DepositLimitRequest,
    ): Promise<'applied' | 'pending'> {
      const player = await checkPassword(playerId, input.password);
      const rate = isCurrency(player.currency) ? EUR_EQUIVALENT[player.currency] : 1;
      const limitMinor = input.limit === null ? null : parseMinor(input.limit);
      if (limitMinor !== null && limitMinor < BigInt(DEPOSIT_LIMIT_MIN) * 100n)
        throw new FieldRuleError('validation_error', 'limit', 'limit_too_low');
      const maxMinor = BigInt(DEPOSIT_LIMIT_MAX_EUR * rate) * 100n;
      // The limit's own message with its maximum (limit_too_high is the page size's, "per page").
      if (limitMinor !== null && limitMinor > maxMinor)
        throw new FieldRuleError('validation_error', 'limit', 'daily_limit_too_high', {
          max: `${formatMinor(maxMinor)} ${player.currency}`,
        });
      return inTransaction(db, async (tx) => {
        const row = await repo.lockDepositLimit(tx, playerId);
        const now = new Date();
        const before = settled(row, now);
        const { after, isStricter } = askedLimit(before, limitMinor, now);
        await repo.saveDepositLimit(tx, playerId, after);
        await recordAudit(tx, {
          actorKind: 'player',
          actorId: playerId.toString(),
          action: 'deposit_limit.set',
          targetKind: 'player',
          targetId: playerId.toString(),
          before,
          after,
        });
        return isStricter ? 'applied' : 'pending';
      });
    },

    /**
     * Refuses log-in, deposits and play during an exclusion; `data` rides along in the envelope.
     * Produces self_excluded (with the end date) and self_excluded_permanently.
     */
    async assertNotExcluded(
      playerId: bigint,
      tx: Executor = db,
      data: Record<string, unknown> = {},
    ): Promise<void> {
      const row = tx === db ? await exclusionOf(playerId) : await repo.findExclusion(tx, playerId);
      if (!row) return;
      if (row.excludedUntil === null) throw new AppError('self_excluded_permanently', { data });
      if (row.excludedUntil > new Date()) {
        throw new AppError('self_excluded', {
          params: { until: row.excludedUntil.toISOString().slice(0, 16).replace('T', ' ') },
          data: { ...data, until: row.excludedUntil.toISOString() },
        });
      }
    },

    /**
     * The gate before every bet, in or out of the house: self-exclusion, a running time-out and,
     * for real money, the loss limits in force. Losses are read from the daily play statistics,
     * so a player without a loss limit costs the bet one grouped read and no more. Produces
     * self_excluded, self_excluded_permanently, timed_out, loss_limit_reached.
     */
    async assertMayBet(
      playerId: bigint,
      bet: { currency: string; isRealMoney: boolean },
    ): Promise<void> {
      const rows = (await gateOf(playerId)) ?? [];
      if (rows.length === 0) return;
      const now = new Date();
      for (const row of rows) {
        if (row.kind === 'exclusion') throwExcluded({ excludedUntil: row.at }, {});
        if (row.kind === 'time_out' && row.at && row.at > now) throwTimedOut(row.at);
      }
      if (!bet.isRealMoney) return;
      const limits = lossLimitsIn(rows, now);
      if (limits.length === 0) return;
      const losses = (await lossesOf(`${playerId}:${bet.currency}`)) ?? [];
      limits.forEach((limit) => {
        if ((losses[LOSS_KINDS.indexOf(limit.kind)] ?? 0n) >= limit.limitMinor) {
          throw new AppError('loss_limit_reached', {
            params: { limit: formatMinor(limit.limitMinor), currency: bet.currency },
            data: { kind: limit.kind, limit: formatMinor(limit.limitMinor) },
          });
        }
      });
    },

    /**
     * Inside the deposit's transaction: refuses a deposit during an exclusion or a time-out.
     * Produces self_excluded, self_excluded_permanently, timed_out.
     */
    async assertMayDeposit(playerId: bigint, tx: Executor): Promise<void> {
      const exclusion = await repo.findExclusion(tx, playerId);
      if (exclusion) throwExcluded(exclusion, {});
      const timeOut = await repo.findTimeOut(tx, playerId);
      if (timeOut && timeOut.until > new Date()) throwTimedOut(timeOut.until);
    },

    /** The weekly and monthly deposit limits in force, with the days each counts over. */
    async depositWindowLimits(
      playerId: bigint,
      tx: Executor = db,
    ): Promise<{ kind: PlayerLimitKind; days: number; limitMinor: bigint }[]> {
      const now = new Date();
      return (await repo.findPlayerLimits(tx, playerId)).flatMap((row) => {
        if (!isLimitKind(row.kind) || !row.kind.startsWith('deposit_')) return [];
        const limitMinor = settled(row, now).currentMinor;
        return limitMinor === null
          ? []
          : [{ kind: row.kind, days: PLAYER_LIMIT_DAYS[row.kind], limitMinor }];
      });
    },

    ...createSelfExclusion(deps, checkPassword),
    ...createPlayerLimits(deps, checkPassword),
  };
}

export type LimitsService = ReturnType<typeof createLimitsService>;

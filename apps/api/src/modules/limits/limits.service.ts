import {
  DEPOSIT_LIMIT_MAX_EUR,
  DEPOSIT_LIMIT_MIN,
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  LIMIT_INCREASE_DELAY_HOURS,
  LOSS_LIMIT_MIN,
  parseMinor,
  PLAYER_LIMIT_DAYS,
  PLAYER_LIMIT_KINDS,
  SELF_EXCLUSION_FREEZE_HOURS,
  TIME_OUT_HOURS,
  type DepositLimit,
  type DepositLimitRequest,
  type Language,
  type PlayerLimitKind,
  type PlayerLimitRequest,
  type PlayerLimits,
  type RealityCheck,
  type SelfExclusionPeriod,
  type TimeOut,
  type TimeOutPeriod,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { createGroupedReader } from '../../platform/group-commit.ts';
import { translate } from '../../platform/i18n.ts';
import type { Mailer } from '../../platform/mail.ts';
import { publishNotice } from '../../platform/notices.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { SessionService } from '../session/session.service.ts';
import * as repo from './limits.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

const CONFIRM_LINK_DAYS = 7;
const PERIOD_MONTHS: Record<Exclude<SelfExclusionPeriod, 'permanent'>, number> = {
  '6_months': 6,
  '1_year': 12,
  '5_years': 60,
};

const LOSS_KINDS = PLAYER_LIMIT_KINDS.filter((k) => k.startsWith('loss_'));
const DEPOSIT_KINDS = PLAYER_LIMIT_KINDS.filter((k) => k.startsWith('deposit_'));
const LOSS_DAYS = LOSS_KINDS.map((k) => PLAYER_LIMIT_DAYS[k]);
const isLimitKind = (kind: string): kind is PlayerLimitKind =>
  (PLAYER_LIMIT_KINDS as readonly string[]).includes(kind);
const minuteText = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

type LimitValues = {
  currentMinor: bigint | null;
  pendingMinor: bigint | null;
  isPendingRemoval: boolean;
  pendingFrom: Date | null;
};

/** A raise or removal whose 24 hours have passed becomes the limit in force. */
function settled(row: LimitValues, now: Date): LimitValues {
  if (row.pendingFrom && row.pendingFrom <= now) {
    return {
      currentMinor: row.isPendingRemoval ? null : row.pendingMinor,
      pendingMinor: null,
      isPendingRemoval: false,
      pendingFrom: null,
    };
  }
  return {
    currentMinor: row.currentMinor,
    pendingMinor: row.pendingMinor,
    isPendingRemoval: row.isPendingRemoval,
    pendingFrom: row.pendingFrom,
  };
}

/**
 * Responsible gambling: the daily deposit limit (stricter at once, looser after 24 hours) and
 * self-exclusion (a 24-hour freeze at once, longer periods confirmed by email). Every change is
 * audited with before and after.
 */
export function createLimitsService(deps: {
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
}) {
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

  const rateOf = (currency: string) => (isCurrency(currency) ? EUR_EQUIVALENT[currency] : 1);
  const limitMaxMinor = (currency: string) =>
    BigInt(DEPOSIT_LIMIT_MAX_EUR * rateOf(currency)) * 100n;
  const limitMinMinor = (kind: PlayerLimitKind) =>
    BigInt(kind.startsWith('loss_') ? LOSS_LIMIT_MIN : DEPOSIT_LIMIT_MIN) * 100n;

  function throwExcluded(row: { excludedUntil: Date | null }, data: Record<string, unknown>): void {
    if (row.excludedUntil === null) throw new AppError('self_excluded_permanently', { data });
    if (row.excludedUntil > new Date())
      throw new AppError('self_excluded', {
        params: { until: minuteText(row.excludedUntil) },
        data: { ...data, until: row.excludedUntil.toISOString() },
      });
  }

  function throwTimedOut(until: Date): never {
    throw new AppError('timed_out', {
      params: { until: minuteText(until) },
      data: { until: until.toISOString() },
    });
  }

  /** The loss limits in force among these rows, with the window each counts over. */
  function lossLimitsIn(
    rows: repo.GateRow[],
    now: Date,
  ): { kind: PlayerLimitKind; limitMinor: bigint }[] {
    const found: { kind: PlayerLimitKind; limitMinor: bigint }[] = [];
    for (const row of rows) {
      if (!isLimitKind(row.kind) || !row.kind.startsWith('loss_')) continue;
      const limitMinor = settled(
        {
          currentMinor: row.currentMinor,
          pendingMinor: row.pendingMinor,
          isPendingRemoval: row.isPendingRemoval,
          pendingFrom: row.at,
        },
        now,
      ).currentMinor;
      if (limitMinor !== null) found.push({ kind: row.kind, limitMinor });
    }
    return found;
  }

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
        const before = settled(row, new Date());
        const isStricter =
          limitMinor !== null &&
          (before.currentMinor === null || limitMinor <= before.currentMinor);
        const after = isStricter
          ? {
              currentMinor: limitMinor,
              pendingMinor: null,
              isPendingRemoval: false,
              pendingFrom: null,
            }
          : {
              currentMinor: before.currentMinor,
              pendingMinor: limitMinor,
              isPendingRemoval: limitMinor === null,
              pendingFrom: new Date(Date.now() + LIMIT_INCREASE_DELAY_HOURS * 3_600_000),
            };
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

    /** Freezes the account for 24 hours at once, ends every session and emails how to make it longer. Produces invalid_old_password. */
    async selfExclude(playerId: bigint, password: string): Promise<Date> {
      const player = await checkPassword(playerId, password);
      const until = new Date(Date.now() + SELF_EXCLUSION_FREEZE_HOURS * 3_600_000);
      const { token, hash } = newToken();
      await inTransaction(db, async (tx) => {
        const before = await repo.findExclusion(tx, playerId);
        await repo.upsertExclusion(tx, {
          playerId,
          excludedUntil: until,
          period: '24_hours',
          confirmTokenHash: hash,
          confirmExpiresAt: new Date(Date.now() + CONFIRM_LINK_DAYS * 86_400_000),
        });
        await deps.sessions.revokeAllOfPlayer(tx, playerId, 'self_exclusion');
        const language = player.language as Language;
        await deps.mailer.enqueue(tx, {
          to: player.email,
          kind: 'self_exclusion',
          subject: translate(language, 'mail', 'exclusion_subject'),
          text: translate(language, 'mail', 'exclusion_body', {
            username: player.username,
            until: until.toISOString().slice(0, 16).replace('T', ' '),
            link: `${deps.publicUrl}/self-exclusion?token=${token}`,
          }),
        });
        await publishNotice(tx, playerId, 'self_excluded', {
          until: until.toISOString().slice(0, 16).replace('T', ' '),
        });
        await recordAudit(tx, {
          actorKind: 'player',
          actorId: playerId.toString(),
          action: 'self_exclusion.freeze',
          targetKind: 'player',
          targetId: playerId.toString(),
          before: before ?? null,
          after: { excludedUntil: until, period: '24_hours' },
        });
      });
      return until;
    },

    /** Makes the exclusion longer through the emailed link. Produces token_expired. */
    async confirmExclusion(
      token: string,
      period: SelfExclusionPeriod,
    ): Promise<Date | 'permanent'> {
      return inTransaction(db, async (tx) => {
        const row = await repo.lockExclusionByToken(tx, hashToken(token));
        if (!row || !row.confirmExpiresAt || row.confirmExpiresAt <= new Date())
          throw new AppError('token_expired');
        let until: Date | null = null;
        if (period !== 'permanent') {
          until = new Date();
          until.setUTCMonth(until.getUTCMonth() + PERIOD_MONTHS[period]);
        }
        await repo.updateExclusion(tx, row.playerId, {
          excludedUntil: until,
          period,
          confirmTokenHash: null,
          confirmExpiresAt: null,
        });
        await recordAudit(tx, {
          actorKind: 'player',
          actorId: row.playerId.toString(),
          action: 'self_exclusion.extend',
          targetKind: 'player',
          targetId: row.playerId.toString(),
          before: { excludedUntil: row.excludedUntil, period: row.period },
          after: { excludedUntil: until, period },
        });
        return until ?? 'permanent';
      });
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
        const before = settled(row, new Date());
        const isStricter =
          limitMinor !== null &&
          (before.currentMinor === null || limitMinor <= before.currentMinor);
        // A raise asked for during a cooling-off replaces the waiting one and starts its own 24 hours:
        // asking again never brings a looser limit closer.
        const after = isStricter
          ? {
              currentMinor: limitMinor,
              pendingMinor: null,
              isPendingRemoval: false,
              pendingFrom: null,
            }
          : {
              currentMinor: before.currentMinor,
              pendingMinor: limitMinor,
              isPendingRemoval: limitMinor === null,
              pendingFrom: new Date(Date.now() + LIMIT_INCREASE_DELAY_HOURS * 3_600_000),
            };
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

export type LimitsService = ReturnType<typeof createLimitsService>;

import {
  DEPOSIT_LIMIT_MAX_EUR,
  DEPOSIT_LIMIT_MIN,
  EUR_EQUIVALENT,
  formatMinor,
  isCurrency,
  LIMIT_INCREASE_DELAY_HOURS,
  parseMinor,
  SELF_EXCLUSION_FREEZE_HOURS,
  type DepositLimit,
  type DepositLimitRequest,
  type Language,
  type SelfExclusionPeriod,
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

const CONFIRM_LINK_DAYS = 7;
const PERIOD_MONTHS: Record<Exclude<SelfExclusionPeriod, 'permanent'>, number> = { '6_months': 6, '1_year': 12, '5_years': 60 };

/** A raise or removal whose 24 hours have passed becomes the limit in force. */
function settled(row: repo.DepositLimitRow, now: Date) {
  if (row.pendingFrom && row.pendingFrom <= now) {
    return { currentMinor: row.isPendingRemoval ? null : row.pendingMinor, pendingMinor: null, isPendingRemoval: false, pendingFrom: null };
  }
  return { currentMinor: row.currentMinor, pendingMinor: row.pendingMinor, isPendingRemoval: row.isPendingRemoval, pendingFrom: row.pendingFrom };
}

/**
 * Responsible gambling: the daily deposit limit (stricter at once, looser after 24 hours) and
 * self-exclusion (a 24-hour freeze at once, longer periods confirmed by email). Every change is
 * audited with before and after.
 */
export function createLimitsService(deps: { db: Database; players: PlayerService; sessions: SessionService; mailer: Mailer; publicUrl: string }) {
  const { db } = deps;
  // Asked before every bet: under load, one query answers for every player betting.
  const exclusionOf = createGroupedReader(async (playerIds: bigint[]) => new Map((await repo.findExclusions(db, playerIds)).map((row) => [row.playerId, row])));

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
    async depositLimit(playerId: bigint, deposited: { creditedMinor: bigint; inFlightMinor: bigint }): Promise<DepositLimit> {
      const player = await deps.players.get(playerId);
      const rate = isCurrency(player.currency) ? EUR_EQUIVALENT[player.currency] : 1;
      const row = await repo.findDepositLimit(db, playerId);
      const view = row ? settled(row, new Date()) : { currentMinor: null, pendingMinor: null, isPendingRemoval: false, pendingFrom: null };
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

    /** What the back office shows of a player's limits: the deposit limit in force and pending, and the exclusion if any. */
    async overview(playerId: bigint) {
      const [limit, exclusion] = await Promise.all([repo.findDepositLimit(db, playerId), repo.findExclusion(db, playerId)]);
      const now = new Date();
      const view = limit ? settled(limit, now) : null;
      return {
        depositLimit: view ? { currentMinor: view.currentMinor, pendingMinor: view.pendingMinor, pendingFrom: view.pendingFrom } : null,
        selfExclusion: exclusion ? { until: exclusion.excludedUntil, period: exclusion.period, isActive: exclusion.excludedUntil === null || exclusion.excludedUntil > now } : null,
      };
    },

    /** Sets, raises or removes the daily deposit limit. Produces invalid_old_password and field errors for the amount. */
    async setDepositLimit(playerId: bigint, input: DepositLimitRequest): Promise<'applied' | 'pending'> {
      const player = await checkPassword(playerId, input.password);
      const rate = isCurrency(player.currency) ? EUR_EQUIVALENT[player.currency] : 1;
      const limitMinor = input.limit === null ? null : parseMinor(input.limit);
      if (limitMinor !== null && limitMinor < BigInt(DEPOSIT_LIMIT_MIN) * 100n) throw new FieldRuleError('validation_error', 'limit', 'limit_too_low');
      if (limitMinor !== null && limitMinor > BigInt(DEPOSIT_LIMIT_MAX_EUR * rate) * 100n) throw new FieldRuleError('validation_error', 'limit', 'limit_too_high');
      return db.transaction(async (tx) => {
        const row = await repo.lockDepositLimit(tx, playerId);
        const before = settled(row, new Date());
        const isStricter = limitMinor !== null && (before.currentMinor === null || limitMinor <= before.currentMinor);
        const after = isStricter
          ? { currentMinor: limitMinor, pendingMinor: null, isPendingRemoval: false, pendingFrom: null }
          : { currentMinor: before.currentMinor, pendingMinor: limitMinor, isPendingRemoval: limitMinor === null, pendingFrom: new Date(Date.now() + LIMIT_INCREASE_DELAY_HOURS * 3_600_000) };
        await repo.saveDepositLimit(tx, playerId, after);
        await recordAudit(tx, { actorKind: 'player', actorId: playerId.toString(), action: 'deposit_limit.set', targetKind: 'player', targetId: playerId.toString(), before, after });
        return isStricter ? 'applied' : 'pending';
      });
    },

    /**
     * Refuses log-in, deposits and play during an exclusion; `data` rides along in the envelope.
     * Produces self_excluded (with the end date) and self_excluded_permanently.
     */
    async assertNotExcluded(playerId: bigint, tx: Executor = db, data: Record<string, unknown> = {}): Promise<void> {
      const row = tx === db ? await exclusionOf(playerId) : await repo.findExclusion(tx, playerId);
      if (!row) return;
      if (row.excludedUntil === null) throw new AppError('self_excluded_permanently', { data });
      if (row.excludedUntil > new Date()) {
        throw new AppError('self_excluded', { params: { until: row.excludedUntil.toISOString().slice(0, 16).replace('T', ' ') }, data: { ...data, until: row.excludedUntil.toISOString() } });
      }
    },

    /** Freezes the account for 24 hours at once, ends every session and emails how to make it longer. Produces invalid_old_password. */
    async selfExclude(playerId: bigint, password: string): Promise<Date> {
      const player = await checkPassword(playerId, password);
      const until = new Date(Date.now() + SELF_EXCLUSION_FREEZE_HOURS * 3_600_000);
      const { token, hash } = newToken();
      await db.transaction(async (tx) => {
        const before = await repo.findExclusion(tx, playerId);
        await repo.upsertExclusion(tx, { playerId, excludedUntil: until, period: '24_hours', confirmTokenHash: hash, confirmExpiresAt: new Date(Date.now() + CONFIRM_LINK_DAYS * 86_400_000) });
        await deps.sessions.revokeAllOfPlayer(tx, playerId, 'self_exclusion');
        const language = player.language as Language;
        await deps.mailer.enqueue(tx, {
          to: player.email,
          kind: 'self_exclusion',
          subject: translate(language, 'mail', 'exclusion_subject'),
          text: translate(language, 'mail', 'exclusion_body', { username: player.username, until: until.toISOString().slice(0, 16).replace('T', ' '), link: `${deps.publicUrl}/self-exclusion?token=${token}` }),
        });
        await publishNotice(tx, playerId, 'self_excluded', { until: until.toISOString().slice(0, 16).replace('T', ' ') });
        await recordAudit(tx, { actorKind: 'player', actorId: playerId.toString(), action: 'self_exclusion.freeze', targetKind: 'player', targetId: playerId.toString(), before: before ?? null, after: { excludedUntil: until, period: '24_hours' } });
      });
      return until;
    },

    /** Makes the exclusion longer through the emailed link. Produces token_expired. */
    async confirmExclusion(token: string, period: SelfExclusionPeriod): Promise<Date | 'permanent'> {
      return db.transaction(async (tx) => {
        const row = await repo.lockExclusionByToken(tx, hashToken(token));
        if (!row || !row.confirmExpiresAt || row.confirmExpiresAt <= new Date()) throw new AppError('token_expired');
        let until: Date | null = null;
        if (period !== 'permanent') {
          until = new Date();
          until.setUTCMonth(until.getUTCMonth() + PERIOD_MONTHS[period]);
        }
        await repo.updateExclusion(tx, row.playerId, { excludedUntil: until, period, confirmTokenHash: null, confirmExpiresAt: null });
        await recordAudit(tx, { actorKind: 'player', actorId: row.playerId.toString(), action: 'self_exclusion.extend', targetKind: 'player', targetId: row.playerId.toString(), before: { excludedUntil: row.excludedUntil, period: row.period }, after: { excludedUntil: until, period } });
        return until ?? 'permanent';
      });
    },
  };
}

export type LimitsService = ReturnType<typeof createLimitsService>;

import {
  SELF_EXCLUSION_FREEZE_HOURS,
  type Language,
  type SelfExclusionPeriod,
} from '@orca/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { publishNotice } from '../../platform/notices.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { PlayerRow } from '../profile/player.service.ts';
import * as repo from './limits.repository.ts';
import type { LimitsDeps } from './limits.service.ts';

const CONFIRM_LINK_DAYS = 7;
const PERIOD_MONTHS: Record<Exclude<SelfExclusionPeriod, 'permanent'>, number> = {
  '6_months': 6,
  '1_year': 12,
  '5_years': 60,
};

/** Self-exclusion: a 24-hour freeze at once, made longer (or permanent) through the emailed link. */
export function createSelfExclusion(
  deps: LimitsDeps,
  checkPassword: (playerId: bigint, password: string) => Promise<PlayerRow>,
) {
  const { db } = deps;

  return {
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
  };
}

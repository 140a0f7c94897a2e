import type { PlayerNote, PlayerOverview } from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import type { KycService } from '../kyc/kyc.service.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import type { RoundsService } from '../play/rounds/rounds.service.ts';
import type { PlayerRow, PlayerService } from '../profile/player.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { createBalanceAdjustments } from './players.adjustments.ts';
import { createPlayerCard, statusOf } from './players.card.ts';
import * as repo from './players.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

/** What the audit log keeps of a player's state before and after an action. */
const stateOf = (row: PlayerRow) => ({
  status: statusOf(row),
  blockReason: row.blockReason,
  closedAt: row.closedAt,
});

/**
 * The back office's view of players: search, the player card, the actions on an account (block,
 * unblock, close, end sessions) and manual balance adjustments with four-eyes approval above
 * `fourEyesEur`. Every action is audited with its reason in the transaction that makes it.
 */
export interface PlayersAdminDeps {
  db: Database;
  players: PlayerService;
  sessions: SessionService;
  wallet: WalletService;
  limits: LimitsService;
  kyc: KycService;
  rounds: RoundsService;
  fourEyesEur: number;
}

export function createPlayersAdminService(deps: PlayersAdminDeps) {
  const { db, players, sessions } = deps;

  /**
   * Changes a player's account state under the row's lock, with the audit entry, in one
   * transaction. `change` returns the new values, or throws player_state_conflict.
   */
  async function act(
    by: Operator,
    playerId: bigint,
    action: string,
    reason: string,
    change: (row: PlayerRow) => Partial<PlayerRow> | null,
    endSessions: boolean,
  ): Promise<PlayerOverview> {
    await inTransaction(db, async (tx) => {
      const before = await players.lock(tx, playerId);
      const values = change(before);
      const after = values ? await players.update(tx, playerId, values) : before;
      // Ending the sessions in the same transaction as the block: no call gets through between.
      const sessionsEnded = endSessions
        ? await sessions.revokeAllOfPlayer(tx, playerId, action)
        : 0;
      await recordAudit(tx, {
        actorKind: 'operator',
        actorId: by.id.toString(),
        action,
        targetKind: 'player',
        targetId: playerId.toString(),
        before: stateOf(before),
        after: { ...stateOf(after), reason, sessionsEnded },
        ip: by.ip,
      });
    });
    return overview(playerId);
  }

  const card = createPlayerCard(deps);
  const { notes, overview } = card;

  return {
    ...card,

    /** Adds an operator's note to the card; audited. Produces not_found. */
    async addNote(by: Operator, playerId: bigint, body: string): Promise<PlayerNote[]> {
      await inTransaction(db, async (tx) => {
        await players.lock(tx, playerId);
        const id = await repo.insertNote(tx, { playerId, operatorId: by.id, body });
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'player.note_added',
          targetKind: 'player',
          targetId: playerId.toString(),
          after: { noteId: id, body },
          ip: by.ip,
        });
      });
      return notes(playerId);
    },

    /** Blocks log-in and ends every session at once. Produces not_found, player_state_conflict (blocked or closed already). */
    block: (by: Operator, playerId: bigint, reason: string) =>
      act(
        by,
        playerId,
        'player.blocked',
        reason,
        (row) => {
          if (row.closedAt || row.isDisabled) throw new AppError('player_state_conflict');
          return { isDisabled: true, blockReason: reason };
        },
        true,
      ),

    /** Lets a blocked player log in again. Produces not_found, player_state_conflict (not blocked, or closed). */
    unblock: (by: Operator, playerId: bigint, reason: string) =>
      act(
        by,
        playerId,
        'player.unblocked',
        reason,
        (row) => {
          if (row.closedAt || !row.isDisabled) throw new AppError('player_state_conflict');
          return { isDisabled: false, blockReason: null };
        },
        false,
      ),

    /** Closes the account for good: no log-in, sessions ended; money stays on it. Produces not_found, player_state_conflict. */
    close: (by: Operator, playerId: bigint, reason: string) =>
      act(
        by,
        playerId,
        'player.closed',
        reason,
        (row) => {
          if (row.closedAt) throw new AppError('player_state_conflict');
          return { closedAt: new Date() };
        },
        true,
      ),

    /** Ends every live session; the player may log in again. Produces not_found. */
    endSessions: (by: Operator, playerId: bigint, reason: string) =>
      act(by, playerId, 'player.sessions_ended', reason, () => null, true),

    ...createBalanceAdjustments(deps),
  };
}

export type PlayersAdminService = ReturnType<typeof createPlayersAdminService>;

import { SUPPORT_PRESENCE_WINDOW_MS } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { hashToken } from '../../platform/tokens.ts';
import type { ChatPresenceOwner } from './chat.conversations.ts';
import * as repo from './chat.repository.ts';

/** Presence rows older than this are left by an instance that died without closing its sockets. */
const CHAT_PRESENCE_STALE_MS = 3_600_000;

/**
 * Who is on line: the sockets following a player's or visitor's chat (an answer to someone away is
 * also mailed) and the operators with the support inbox open (the launcher offers the chat then).
 */
export function createChatPresence(db: Executor) {
  return {
    /** Whether an operator has the support inbox open (seen within the presence window). */
    isOnline: (): Promise<boolean> => repo.isOperatorPresent(db, SUPPORT_PRESENCE_WINDOW_MS),

    /**
     * A live socket follows this player's or visitor's chat (or, with neither, no longer does); called
     * again at each ping.
     */
    async present(socketId: string, owner: ChatPresenceOwner): Promise<void> {
      if (owner.playerId === null && owner.visitorToken === null) {
        await repo.deletePresence(db, socketId);
        return;
      }
      await repo.upsertPresence(db, socketId, {
        playerId: owner.playerId,
        visitorTokenHash: owner.visitorToken === null ? null : hashToken(owner.visitorToken),
      });
    },

    /** The socket closed: its player is away unless another of their sockets is live. Rows of sockets an instance never closed (it died) are swept here. */
    async absent(socketId: string): Promise<void> {
      await repo.deletePresence(db, socketId);
      await repo.deletePresenceOlderThan(db, CHAT_PRESENCE_STALE_MS);
    },

    /** An open back-office socket keeps its operator on line. */
    touchPresence: (operatorId: bigint): Promise<void> => repo.touchOperator(db, operatorId),

    /** The last socket of an operator closed: off line at once rather than after the window. */
    clearPresence: (operatorId: bigint): Promise<void> => repo.clearOperator(db, operatorId),
  };
}

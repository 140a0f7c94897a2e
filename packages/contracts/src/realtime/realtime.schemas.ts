import { z } from 'zod';
import { BonusProgressPushSchema } from '../bonus/bonus.schemas.ts';
import { PlayerSportsBetPushSchema } from '../sports/sports.api.schemas.ts';
import type { ChatPush } from '../support/chat.schemas.ts';

/**
 * The live socket's private channel. Browsers cannot set headers on a WebSocket, and a token in
 * the address would land in access logs: the player's session comes in the first message instead.
 * `playerSession: null` closes the channel (log-out) and leaves the public feeds open.
 */
export const LiveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), playerSession: z.string().min(1).max(200).nullable() }),
  // A visitor's live chat: the chat token the server gave them (a player's chat follows their session).
  z.object({ type: z.literal('chat'), chatToken: z.string().min(1).max(200).nullable() }),
]);
export type LiveClientMessage = z.infer<typeof LiveClientMessageSchema>;

/** The player's balance after a change the ledger committed (deposit, bet, win, adjustment…). */
export const PlayerBalanceMessageSchema = z.object({
  type: z.literal('player.balance'),
  currency: z.string(),
  cash: z.string(),
  bonus: z.string(),
  total: z.string(),
});

/** A new message in the player's inbox: the header announces it and refreshes the list. */
export const PlayerInboxPushSchema = z.object({
  type: z.literal('player.message'),
  index: z.string(),
});

/** The player's rewards changed (CP, level, cashback, a reward unlocked): the rewards views refresh. */
export const PlayerRewardsPushSchema = z.object({
  type: z.literal('player.rewards'),
  level: z.number().int(),
  totalCP: z.string(),
});

/** What only the player of the channel receives. */
export const PlayerMessageSchema = z.discriminatedUnion('type', [
  PlayerBalanceMessageSchema,
  PlayerInboxPushSchema,
  PlayerRewardsPushSchema,
  BonusProgressPushSchema,
  PlayerSportsBetPushSchema,
]);
export type PlayerMessage = z.infer<typeof PlayerMessageSchema>;

/** The private channel's own state: open for a live session, closed when it ends or is refused. */
export type PrivateChannelMessage =
  | { type: 'private.open' }
  | { type: 'private.closed'; reason: 'session_expired' | 'logged_out' }
  | ChatPush;

import { z } from 'zod';

/**
 * Player notices: what the platform tells a player happened (spec sections 3, 4, 7, 8). Domains
 * publish them in the transaction of the change; the messages domain turns them into the
 * player's messages in the player's language. `params` fill the text's placeholders.
 */
export const NOTICE_KINDS = [
  'deposit_credited',
  'withdrawal_received',
  'withdrawal_approved',
  'withdrawal_paid',
  'withdrawal_rejected',
  'withdrawal_cancelled',
  'kyc_approved',
  'kyc_document_approved',
  'kyc_rejected',
  'level_up',
  'level_reward_available',
  'vip_member',
  'cashback_available',
  'challenge_won',
  'self_excluded',
  'free_spins_added',
  'bonus_cancelled_automatically',
  'bonus_granted',
  'bonus_deposit_below_minimum',
  'bonus_completed',
  'network_promotion_won',
  'tournament_won',
  'tournament_won_free_spins',
  'tournament_won_bonus',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** A message's type: what it is about, for its icon and for filtering. */
export const MESSAGE_TYPES = [
  'cashier',
  'kyc',
  'rewards',
  'vip',
  'cashback',
  'challenge',
  'limits',
  'bonus',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const NOTICE_TYPE: Readonly<Record<NoticeKind, MessageType>> = {
  deposit_credited: 'cashier',
  withdrawal_received: 'cashier',
  withdrawal_approved: 'cashier',
  withdrawal_paid: 'cashier',
  withdrawal_rejected: 'cashier',
  withdrawal_cancelled: 'cashier',
  kyc_approved: 'kyc',
  kyc_document_approved: 'kyc',
  kyc_rejected: 'kyc',
  level_up: 'rewards',
  level_reward_available: 'rewards',
  vip_member: 'vip',
  cashback_available: 'cashback',
  challenge_won: 'challenge',
  self_excluded: 'limits',
  free_spins_added: 'bonus',
  bonus_cancelled_automatically: 'bonus',
  bonus_granted: 'bonus',
  bonus_deposit_below_minimum: 'bonus',
  bonus_completed: 'bonus',
  network_promotion_won: 'rewards',
  tournament_won: 'rewards',
  tournament_won_free_spins: 'rewards',
  tournament_won_bonus: 'rewards',
};

/** Kept in the list but never announced (spec section 8). */
export const SILENT_NOTICE_KINDS: readonly NoticeKind[] = ['bonus_cancelled_automatically'];

export type NoticeParams = Record<string, string | number>;

/**
 * A notice as a domain event (source 'player.notice'): read from player_notices, hence the
 * coercions.
 */
export const PlayerNoticeEventSchema = z.object({
  type: z.literal('player.notice'),
  noticeId: z.coerce.bigint(),
  playerId: z.coerce.bigint(),
  kind: z.enum(NOTICE_KINDS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  at: z.coerce.date(),
});
export type PlayerNoticeEvent = z.infer<typeof PlayerNoticeEventSchema>;

/**
 * GET /player/messages (spec section 3): messages of the same date (to the second) are merged,
 * joined by line breaks, newest first; `index` deletes the merged message.
 */
export const InboxMessageSchema = z.object({
  index: z.string(),
  date: z.string(),
  message: z.string(),
  type: z.enum(MESSAGE_TYPES),
  /** False when every part is one the header does not announce (spec section 8: a bonus cancelled automatically). */
  notify: z.boolean(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;
export const InboxMessagesSchema = z.object({ messages: z.array(InboxMessageSchema) });
export const MessageIndexParamsSchema = z.object({
  index: z.string().regex(/^\d{1,18}$/, { error: 'invalid_value' }),
});

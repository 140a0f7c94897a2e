import { z } from 'zod';
import { PlayerNoticeEventSchema, type PlayerNoticeEvent } from '../messages/messages.schemas.ts';
import {
  HOUSE_ACCOUNT_KINDS,
  PLAYER_ACCOUNT_KINDS,
  TRANSFER_KINDS,
} from '../wallet/wallet.constants.ts';

/**
 * Domain events: what consumers (wagering statistics, rewards, tournaments, challenges, messages)
 * learn from the logs the platform already writes, settled rounds and ledger transfers. Read from
 * the database rows, hence the coercions (bigints arrive as text). Amounts are minor units.
 */
const idSchema = z.coerce.bigint();
const minorSchema = z.coerce.bigint();

export const AccountSideSchema = z.object({
  accountKind: z.enum([...PLAYER_ACCOUNT_KINDS, ...HOUSE_ACCOUNT_KINDS]),
  /** The owner of a player account; null for house accounts. */
  playerId: idSchema.nullable(),
});

/** One posting of the ledger: `amountMinor` moved from the debit account to the credit account. */
export const LedgerTransferEventSchema = z.object({
  type: z.literal('ledger.transfer'),
  transferId: idSchema,
  operationId: idSchema,
  /** The operation it belongs to (bet, win, deposit…); a bet's cash and bonus legs share one. */
  operationKind: z.string().max(64),
  kind: z.enum(TRANSFER_KINDS),
  currency: z.string().max(8),
  amountMinor: minorSchema,
  debit: AccountSideSchema,
  credit: AccountSideSchema,
  /** The player the operation is for; null for house-only operations. */
  playerId: idSchema.nullable(),
  /** The game round it settles or stakes, when it is a game's money. */
  roundId: z.uuid().nullable(),
  gameId: z.string().max(100).nullable(),
  at: z.coerce.date(),
});
export type LedgerTransferEvent = z.infer<typeof LedgerTransferEventSchema>;

/**
 * A round that left 'open': closed with its outcome paid, or rolled back. A round whose status
 * changes again (a closed round rolled back by its provider) is an event again, with the new
 * status; the money itself is in ledger.transfer, once per posting.
 */
export const RoundSettledEventSchema = z.object({
  type: z.literal('round.settled'),
  roundId: z.uuid(),
  playerId: idSchema.nullable(),
  gameId: z.string().max(100),
  providerId: z.string().max(100),
  mode: z.enum(['real', 'fun']),
  currency: z.string().max(8),
  betMinor: minorSchema,
  winMinor: minorSchema,
  status: z.enum(['closed', 'rolled_back']),
  startedAt: z.coerce.date(),
  /** When it settled. */
  at: z.coerce.date(),
});
export type RoundSettledEvent = z.infer<typeof RoundSettledEventSchema>;

export const DomainEventSchema = z.discriminatedUnion('type', [
  LedgerTransferEventSchema,
  RoundSettledEventSchema,
  PlayerNoticeEventSchema,
]);
export type { PlayerNoticeEvent };
export type DomainEvent = z.infer<typeof DomainEventSchema>;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
export const DOMAIN_EVENT_TYPES = [
  'ledger.transfer',
  'round.settled',
  'player.notice',
] as const satisfies readonly DomainEventType[];

import { z } from 'zod';
import { EmailSchema } from '../common/fields.ts';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  SUPPORT_TICKET_STATUSES,
} from './support.constants.ts';

/** Line breaks are a message's own; other control characters have no place in a ticket or a mail. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A name is one line: a line break in it would forge lines (From:, Player:) in the mail support reads. */
const LINE_BREAKS = /[\r\n\u2028\u2029\u0085]/;

/** Contact us (spec sections 3, 5 and 9): each rule answers its own message, named by the field. */
export const ContactRequestSchema = z.object({
  name: z
    .string({ error: 'contact_name_required' })
    .trim()
    .min(1, { error: 'contact_name_required', abort: true })
    .min(CONTACT_NAME_MIN, { error: 'contact_name_length' })
    .max(CONTACT_NAME_MAX, { error: 'contact_name_length' })
    .refine((v) => !CONTROL_CHARACTERS.test(v) && !LINE_BREAKS.test(v), {
      error: 'control_characters',
    }),
  email: EmailSchema,
  message: z
    .string({ error: 'contact_message_required' })
    .trim()
    .min(1, { error: 'contact_message_required', abort: true })
    .max(CONTACT_MESSAGE_MAX, { error: 'contact_message_too_long' })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { error: 'control_characters' }),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const ContactResultSchema = z.object({ ticketId: z.string() });
export type ContactResult = z.infer<typeof ContactResultSchema>;

/** The back office's inbox of contact messages. */
export const SupportTicketStatusSchema = z.enum(SUPPORT_TICKET_STATUSES, {
  error: 'invalid_value',
});

export const SupportTicketsQuerySchema = z.object({
  status: SupportTicketStatusSchema.optional(),
  /** Matches the sender's name or email, or the message. */
  q: z.string().trim().max(100).optional(),
  assigned: z.enum(['me', 'anyone', 'nobody'], { error: 'invalid_value' }).default('anyone'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type SupportTicketsQuery = z.infer<typeof SupportTicketsQuerySchema>;

export const SupportTicketIdParamsSchema = z.object({
  ticketId: z.string().regex(/^[1-9]\d{0,17}$/, { error: 'invalid_value' }),
});

export const SupportTicketSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The first characters of the message, for the list. */
  preview: z.string(),
  language: z.string(),
  status: SupportTicketStatusSchema,
  player: z.object({ id: z.string(), username: z.string() }).nullable(),
  assignedTo: z.object({ id: z.string(), username: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportTicketSummary = z.infer<typeof SupportTicketSummarySchema>;

export const SupportTicketsSchema = z.object({
  items: z.array(SupportTicketSummarySchema),
  total: z.number().int(),
  counts: z.object({
    open: z.number().int(),
    answered: z.number().int(),
    closed: z.number().int(),
  }),
});
export type SupportTickets = z.infer<typeof SupportTicketsSchema>;

export const SupportTicketReplySchema = z.object({
  id: z.string(),
  operator: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const SupportTicketSchema = SupportTicketSummarySchema.extend({
  message: z.string(),
  replies: z.array(SupportTicketReplySchema),
});
export type SupportTicket = z.infer<typeof SupportTicketSchema>;

export const SUPPORT_REPLY_MAX = 5000;
export const SupportTicketAnswerSchema = z.object({
  body: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(SUPPORT_REPLY_MAX, { error: 'too_long' }),
});
export type SupportTicketAnswer = z.infer<typeof SupportTicketAnswerSchema>;

export const SupportTicketStatusChangeSchema = z.object({
  status: z.enum(['open', 'closed'], { error: 'invalid_value' }),
});

/** Tawk.to's widget as the skin announces it: never its API key. */
export const TawkConfigSchema = z.object({
  enabled: z.boolean(),
  propertyId: z.string(),
  widgetId: z.string(),
  /** Where the widget's script is loaded from (https://embed.tawk.to unless a test points elsewhere). */
  embedOrigin: z.string(),
});
export type TawkConfig = z.infer<typeof TawkConfigSchema>;

/**
 * GET /getTawkToPlayerDetails (spec section 7): what the chat widget shows the agent about the
 * player, with `hash` the HMAC-SHA256 of the email keyed by the Tawk API key (secure mode).
 * Amounts are decimal strings with `currency`; dates ISO 8601 or null.
 */
export const TawkPlayerDetailsSchema = z.object({
  player_id: z.string(),
  username: z.string(),
  email: z.string(),
  last_active: z.string().nullable(),
  balance: z.string(),
  bonus: z.string(),
  currency: z.string(),
  last_deposit: z.string().nullable(),
  previous_login: z.string().nullable(),
  last_login: z.string().nullable(),
  last_bonus: z.string().nullable(),
  hash: z.string(),
});
export type TawkPlayerDetails = z.infer<typeof TawkPlayerDetailsSchema>;

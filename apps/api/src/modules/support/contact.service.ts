import {
  isLanguage,
  type ContactRequest,
  type Language,
  type SupportTicket,
  type SupportTickets,
  type SupportTicketsQuery,
  type SupportTicketSummary,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { Operator } from '../admin/operator.service.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import type { Mailer } from '../../platform/mail.ts';
import * as repo from './support.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  /** The skin's support address, read when a message arrives (operators change it without a restart). */
  supportEmail: () => Promise<string>;
  usernamesOf: (ids: readonly bigint[]) => Promise<Map<string, string>>;
  operatorNamesOf: (ids: readonly bigint[]) => Promise<Map<string, string>>;
  /** The player's email once they proved they read it, null before. */
  /** Read in the answer's transaction: on PGlite's single connection a read beside it would wait forever. */
  verifiedEmailOf: (playerId: bigint, tx: Executor) => Promise<string | null>;
}

const PREVIEW_LENGTH = 120;
/** Messages a sender may leave an hour, counted per address (the route) and per email (here: a reused email from many addresses is one sender). */
export const CONTACT_MESSAGES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/**
 * Contact us (spec sections 3, 5) as support tickets (decision 016): stored, mailed to the skin's
 * support address and acknowledged to the sender, answered by email from the back office.
 * Messages travel as plain text only: the mails are text/plain and the back office renders text.
 */
export function createContactService(deps: ContactDeps) {
  const { db, mailer } = deps;

  async function summaries(rows: repo.TicketRow[]): Promise<SupportTicketSummary[]> {
    const [players, operators] = await Promise.all([
      deps.usernamesOf(rows.flatMap((r) => (r.playerId === null ? [] : [r.playerId]))),
      deps.operatorNamesOf(rows.flatMap((r) => (r.assignedTo === null ? [] : [r.assignedTo]))),
    ]);
    return rows.map((r) => ({
      id: r.id.toString(),
      name: r.name,
      email: r.email,
      preview:
        r.message.length > PREVIEW_LENGTH ? `${r.message.slice(0, PREVIEW_LENGTH)}…` : r.message,
      language: r.language,
      status: r.status,
      player:
        r.playerId === null
          ? null
          : { id: r.playerId.toString(), username: players.get(r.playerId.toString()) ?? '' },
      assignedTo:
        r.assignedTo === null
          ? null
          : { id: r.assignedTo.toString(), username: operators.get(r.assignedTo.toString()) ?? '' },
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async function ticket(id: bigint): Promise<SupportTicket> {
    const row = await repo.find(db, id);
    if (!row) throw new AppError('not_found');
    const replies = await repo.repliesOf(db, id);
    const [summary] = await summaries([row]);
    const names = await deps.operatorNamesOf(replies.map((r) => r.operatorId));
    return {
      ...summary!,
      message: row.message,
      replies: replies.map((r) => ({
        id: r.id.toString(),
        operator: names.get(r.operatorId.toString()) ?? '',
        body: r.body,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  /** Locks the ticket for a change by an operator, writes it with its audit record. Produces not_found. */
  async function change(
    by: Operator,
    id: bigint,
    action: string,
    apply: (tx: Executor, row: repo.TicketRow) => Promise<Record<string, unknown>>,
  ): Promise<SupportTicket> {
    await inTransaction(db, async (tx) => {
      const row = await repo.lock(tx, id);
      if (!row) throw new AppError('not_found');
      const after = await apply(tx, row);
      await recordAudit(tx, {
        actorKind: 'operator',
        actorId: by.id.toString(),
        action,
        targetKind: 'support_ticket',
        targetId: id.toString(),
        before: { status: row.status, assignedTo: row.assignedTo },
        after,
        ip: by.ip,
      });
    });
    return ticket(id);
  }

  return {
    /** Stores the message as an open ticket, mails support (naming the sender) and acknowledges it to the sender. Produces too_many_requests. */
    async submit(
      input: ContactRequest,
      from: { playerId: bigint | null; language: Language },
    ): Promise<{ ticketId: string }> {
      const supportEmail = await deps.supportEmail();
      const row = await inTransaction(db, async (tx) => {
        if (
          (await repo.countFromEmailSince(tx, input.email, new Date(Date.now() - HOUR_MS))) >=
          CONTACT_MESSAGES_PER_HOUR
        )
          throw new AppError('too_many_requests');
        const inserted = await repo.insertTicket(tx, {
          name: input.name,
          email: input.email,
          message: input.message,
          language: from.language,
          playerId: from.playerId,
        });
        // The outbox keeps no Reply-To header, so the sender's address leads the text: support answers it from the back office.
        await mailer.enqueue(tx, {
          to: supportEmail,
          kind: 'support_contact',
          subject: `Contact #${inserted.id}: ${input.name}`,
          text: `From: ${input.name} <${input.email}>\nLanguage: ${from.language}\nPlayer: ${from.playerId === null ? 'visitor' : from.playerId.toString()}\nTicket: #${inserted.id}\n\n${input.message}`,
        });
        await mailer.enqueue(tx, {
          to: input.email,
          kind: 'support_contact_ack',
          subject: translate(from.language, 'mail', 'contact_ack_subject'),
          // Nothing the sender typed goes back out: the form must not mail text of anyone's choosing to an address of anyone's choosing.
          text: translate(from.language, 'mail', 'contact_ack_body'),
        });
        return inserted;
      });
      return { ticketId: row.id.toString() };
    },

    async list(query: SupportTicketsQuery, by: Operator): Promise<SupportTickets> {
      const assignedTo =
        query.assigned === 'me' ? by.id : query.assigned === 'nobody' ? null : undefined;
      const filter: repo.TicketFilter = {
        status: query.status,
        q: query.q || undefined,
        assignedTo,
      };
      const [rows, total, counts] = await Promise.all([
        repo.page(db, filter, query.limit, query.offset),
        repo.total(db, filter),
        repo.countsByStatus(db, { q: filter.q, assignedTo }),
      ]);
      return {
        items: await summaries(rows),
        total,
        counts: {
          open: counts.get('open') ?? 0,
          answered: counts.get('answered') ?? 0,
          closed: counts.get('closed') ?? 0,
        },
      };
    },

    ticket,

    /** Takes the ticket for the operator. Produces not_found. */
    assignToSelf: (by: Operator, id: bigint) =>
      change(by, id, 'support.ticket_assigned', async (tx) => {
        await repo.update(tx, id, { assignedTo: by.id });
        return { assignedTo: by.id };
      }),

    /** Mails the answer to the sender in their language (quoting their message only to their own verified email), keeps it, and marks the ticket answered (and taken by whoever answered, if nobody had it). Produces not_found. */
    answer: (by: Operator, id: bigint, body: string) =>
      change(by, id, 'support.ticket_answered', async (tx, row) => {
        const language: Language = isLanguage(row.language) ? row.language : 'en';
        await repo.insertReply(tx, { ticketId: id, operatorId: by.id, body });
        // The sender typed the name, the message and the address: quoting them to an address nobody
        // proved would have the casino relay anyone's text (a phishing link) to anyone once support
        // answers. Only a player's own verified email hears their words again.
        const verifiedEmail =
          row.playerId === null ? null : await deps.verifiedEmailOf(row.playerId, tx);
        const isOwnVerifiedEmail =
          verifiedEmail !== null && verifiedEmail.toLowerCase() === row.email.toLowerCase();
        await mailer.enqueue(tx, {
          to: row.email,
          kind: 'support_answer',
          subject: translate(language, 'mail', 'contact_reply_subject'),
          text: isOwnVerifiedEmail
            ? translate(language, 'mail', 'contact_reply_body', {
                name: row.name,
                answer: body,
                message: row.message,
              })
            : translate(language, 'mail', 'contact_reply_body_unquoted', { answer: body }),
        });
        const assignedTo = row.assignedTo ?? by.id;
        await repo.update(tx, id, { status: 'answered', assignedTo });
        return { status: 'answered', assignedTo, reply: body };
      }),

    /** Closes or reopens the ticket. Produces not_found. */
    setStatus: (by: Operator, id: bigint, status: 'open' | 'closed') =>
      change(
        by,
        id,
        status === 'closed' ? 'support.ticket_closed' : 'support.ticket_reopened',
        async (tx) => {
          await repo.update(tx, id, { status });
          return { status };
        },
      ),
  };
}

export type ContactService = ReturnType<typeof createContactService>;

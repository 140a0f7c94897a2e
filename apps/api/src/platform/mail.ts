import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Executor } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

const SEND_ATTEMPTS_MAX = 8;
const DISPATCH_BATCH = 20;

/**
 * Mail goes into the outbox table inside the caller's transaction, so a message exists exactly
 * when the change that caused it was committed. With SMTP_URL set a dispatcher delivers it;
 * without, the outbox is the demo mailbox.
 */
export function createMailer(
  db: Executor,
  options: { smtpUrl?: string | undefined; from: string },
) {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  async function dispatchPending(): Promise<number> {
    if (!transport) return 0;
    const pending = await db
      .select()
      .from(outboxEmails)
      .where(and(isNull(outboxEmails.sentAt), lt(outboxEmails.attempts, SEND_ATTEMPTS_MAX)))
      .orderBy(asc(outboxEmails.id))
      .limit(DISPATCH_BATCH);
    let sent = 0;
    for (const mail of pending) {
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        await db
          .update(outboxEmails)
          .set({ sentAt: sql`now()`, attempts: mail.attempts + 1 })
          .where(eq(outboxEmails.id, mail.id));
        sent += 1;
      } catch (error) {
        await db
          .update(outboxEmails)
          .set({ attempts: mail.attempts + 1, lastError: String(error).slice(0, 500) })
          .where(eq(outboxEmails.id, mail.id));
      }
    }
    return sent;
  }

  return {
    isDelivering: transport !== null,
    async enqueue(tx: Executor, mail: OutgoingMail): Promise<void> {
      await tx.insert(outboxEmails).values(mail);
    },
    dispatchPending,
    async listFor(to: string, limit = 20) {
      return db
        .select()
        .from(outboxEmails)
        .where(sql`lower(${outboxEmails.to}) = lower(${to})`)
        .orderBy(desc(outboxEmails.id))
        .limit(limit);
    },
    async latest(limit = 50) {
      return db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit);
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

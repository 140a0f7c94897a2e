import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { formatMinor, PAYMENT_CHECKOUT_EXPIRY_MINUTES } from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import { sandboxCheckouts, sandboxWebhooks } from '../../db/schema/cashier.ts';
import { signPayload } from '../../platform/signature.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface SandboxWebhookBody {
  id: string;
  type: 'payment.confirmed' | 'payment.declined';
  data: { reference: string; checkoutId: string; amountMinor: string; currency: string };
}

const DELIVERY_BATCH = 20;
/**
 * Sandbox Pay's checkouts last as long as the casino waits for them, so the page stops taking a
 * payment exactly when the casino starts showing it as expired.
 */
const CHECKOUT_LIFETIME_MS = PAYMENT_CHECKOUT_EXPIRY_MINUTES * 60_000;

/** `open` turns into `expired` when its time is up; only an open checkout can still be paid. */
function statusAt(checkout: { status: string; createdAt: Date }, now: number): string {
  return checkout.status === 'open' && now >= checkout.createdAt.getTime() + CHECKOUT_LIFETIME_MS
    ? 'expired'
    : checkout.status;
}
const BACKOFF_MAX_SECONDS = 3_600;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The built-in sandbox payment provider. It behaves like an outside company: a hosted checkout
 * page where the player confirms or declines, then an HMAC-signed webhook to the casino, retried
 * with backoff until the casino acknowledges it with a 2xx.
 */
export function createSandboxProvider(deps: {
  db: Database;
  secret: string;
  webhookUrl: string;
  publicUrl: string;
}) {
  const { db } = deps;

  async function deliverDue(limit = DELIVERY_BATCH): Promise<number> {
    const due = await db
      .select()
      .from(sandboxWebhooks)
      .where(
        and(isNull(sandboxWebhooks.deliveredAt), lte(sandboxWebhooks.nextAttemptAt, sql`now()`)),
      )
      .orderBy(asc(sandboxWebhooks.nextAttemptAt))
      .limit(limit);
    let delivered = 0;
    for (const hook of due) {
      let error: string | null = null;
      try {
        const response = await fetch(deps.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-sandbox-signature': signPayload(deps.secret, hook.body),
          },
          body: hook.body,
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) error = `HTTP ${response.status}`;
      } catch (caught) {
        error = String(caught).slice(0, 300);
      }
      if (error === null) {
        await db
          .update(sandboxWebhooks)
          .set({ deliveredAt: sql`now()`, attempts: hook.attempts + 1 })
          .where(eq(sandboxWebhooks.id, hook.id));
        delivered += 1;
      } else {
        const delay = Math.min(2 ** hook.attempts, BACKOFF_MAX_SECONDS);
        await db
          .update(sandboxWebhooks)
          .set({
            attempts: hook.attempts + 1,
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
          })
          .where(eq(sandboxWebhooks.id, hook.id));
      }
    }
    return delivered;
  }

  async function settle(
    checkoutId: string,
    decision: 'confirmed' | 'declined',
  ): Promise<string | null> {
    return inTransaction(db, async (tx) => {
      const [checkout] = await tx
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.id, checkoutId))
        .for('update');
      if (!checkout) return null;
      if (statusAt(checkout, Date.now()) === 'open') {
        await tx
          .update(sandboxCheckouts)
          .set({ status: decision })
          .where(eq(sandboxCheckouts.id, checkoutId));
        const body: SandboxWebhookBody = {
          id: `evt_${crypto.randomUUID()}`,
          type: decision === 'confirmed' ? 'payment.confirmed' : 'payment.declined',
          data: {
            reference: checkout.merchantReference,
            checkoutId,
            amountMinor: checkout.amountMinor.toString(),
            currency: checkout.currency,
          },
        };
        await tx.insert(sandboxWebhooks).values({ checkoutId, body: JSON.stringify(body) });
      }
      return checkout.returnUrl;
    });
  }

  const routes: FastifyPluginAsync = async (app) => {
    app.get<{ Params: { id: string } }>(
      '/sandbox-pay/checkout/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        const id = request.params.id;
        const [checkout] = /^[0-9a-f-]{36}$/.test(id)
          ? await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id))
          : [];
        reply.type('text/html; charset=utf-8');
        if (!checkout)
          return reply
            .code(404)
            .send('<!doctype html><title>Sandbox Pay</title><p>Unknown checkout.</p>');
        const amount = `${formatMinor(checkout.amountMinor)} ${checkout.currency}`;
        const status = statusAt(checkout, Date.now());
        const isOpen = status === 'open';
        return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox Pay</title>
<style>body{font-family:system-ui,sans-serif;background:#eef2f5;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fff;border-radius:12px;padding:2rem;max-width:22rem;width:90%;box-shadow:0 4px 24px #0002}h1{font-size:1.2rem;margin:0 0 .25rem}p{color:#445}.amount{font-size:2rem;font-weight:700;color:#123}form{display:inline}button{font-size:1rem;padding:.7rem 1.2rem;border-radius:8px;border:0;margin:.5rem .5rem 0 0;cursor:pointer}.ok{background:#1a7f5a;color:#fff}.no{background:#dde;color:#223}</style></head>
<body><main><h1>Sandbox Pay</h1><p>Test payment provider. No real money moves.</p><p class="amount">${escapeHtml(amount)}</p><p>Reference ${escapeHtml(checkout.merchantReference)}</p>
${isOpen ? `<form method="post" action="/sandbox-pay/checkout/${checkout.id}/confirm"><button class="ok" type="submit">Confirm payment</button></form><form method="post" action="/sandbox-pay/checkout/${checkout.id}/decline"><button class="no" type="submit">Decline</button></form>` : `<p>This payment is ${escapeHtml(status)}.</p><p><a href="${escapeHtml(checkout.returnUrl)}">Back to the casino</a></p>`}
</main></body></html>`;
      },
    );

    // The hosted page's buttons post an (empty) HTML form; nothing in its body is read.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, null),
    );

    for (const [action, decision] of [
      ['confirm', 'confirmed'],
      ['decline', 'declined'],
    ] as const) {
      app.post<{ Params: { id: string } }>(
        `/sandbox-pay/checkout/:id/${action}`,
        { schema: { hide: true } },
        async (request, reply) => {
          const returnUrl = /^[0-9a-f-]{36}$/.test(request.params.id)
            ? await settle(request.params.id, decision)
            : null;
          if (!returnUrl)
            return reply
              .code(404)
              .type('text/html')
              .send('<!doctype html><p>Unknown checkout.</p>');
          void deliverDue().catch((error: unknown) =>
            request.log.warn({ err: error }, 'sandbox webhook delivery failed'),
          );
          return reply.redirect(returnUrl, 303);
        },
      );
    }
  };

  return {
    routes,
    deliverDue,
    /** The merchant-side call: opens a checkout and returns the hosted page's address. */
    async createCheckout(input: {
      reference: string;
      amountMinor: bigint;
      currency: string;
      returnUrl: string;
    }): Promise<{ checkoutId: string; redirectUrl: string }> {
      const [row] = await db
        .insert(sandboxCheckouts)
        .values({
          merchantReference: input.reference,
          amountMinor: input.amountMinor,
          currency: input.currency,
          returnUrl: input.returnUrl,
        })
        .returning({ id: sandboxCheckouts.id });
      if (!row) throw new Error('checkout insert returned nothing');
      return {
        checkoutId: row.id,
        redirectUrl: `${deps.publicUrl}/sandbox-pay/checkout/${row.id}`,
      };
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

import type { FastifyPluginAsync } from 'fastify';
import { PAYMENT_CHECKOUT_EXPIRY_MINUTES } from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { signPayload } from '../../platform/signature.ts';
import { checkoutPage } from './sandbox-provider.page.ts';
import * as repo from './sandbox-provider.repository.ts';

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
    const due = await repo.dueWebhooks(db, limit);
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
        await repo.markDelivered(db, hook);
        delivered += 1;
      } else {
        await repo.markFailed(db, hook, error, Math.min(2 ** hook.attempts, BACKOFF_MAX_SECONDS));
      }
    }
    return delivered;
  }

  async function settle(
    checkoutId: string,
    decision: 'confirmed' | 'declined',
  ): Promise<string | null> {
    return inTransaction(db, async (tx) => {
      const checkout = await repo.checkoutById(tx, checkoutId, { lock: true });
      if (!checkout) return null;
      if (statusAt(checkout, Date.now()) === 'open') {
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
        await repo.decide(tx, checkoutId, decision, JSON.stringify(body));
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
        const checkout = /^[0-9a-f-]{36}$/.test(id) ? await repo.checkoutById(db, id) : undefined;
        reply.type('text/html; charset=utf-8');
        if (!checkout)
          return reply
            .code(404)
            .send('<!doctype html><title>Sandbox Pay</title><p>Unknown checkout.</p>');
        return checkoutPage(checkout, statusAt(checkout, Date.now()));
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
      const checkoutId = await repo.insertCheckout(db, {
        merchantReference: input.reference,
        amountMinor: input.amountMinor,
        currency: input.currency,
        returnUrl: input.returnUrl,
      });
      return {
        checkoutId,
        redirectUrl: `${deps.publicUrl}/sandbox-pay/checkout/${checkoutId}`,
      };
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { SignerConfig } from './config.ts';
import type { Journal } from './journal.ts';
import { Refused, type Payer } from './payer.ts';
import {
  BALANCES_PATH,
  isSignedBy,
  PAYOUTS_PATH,
  PayoutOrderSchema,
  SIGNATURE_HEADER,
  SWEEPS_PATH,
  SweepOrderSchema,
  TIMESTAMP_HEADER,
  type Refusal,
} from './protocol.ts';

const MAX_BODY_BYTES = 4_096;
const STATUS: Readonly<Record<Refusal, number>> = {
  unauthenticated: 401,
  malformed: 400,
  unapproved: 403,
  address_invalid: 422,
  asset_unavailable: 422,
  over_payout_limit: 403,
  over_daily_limit: 403,
  conflict: 409,
  insufficient_funds: 503,
  node_unavailable: 503,
};

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The signer's three doors: POST /v1/payouts and POST /v1/sweeps with an order signed by the
 * shared secret, and the signed, read-only POST /v1/balances. Anything else — another path, another method, an unsigned,
 * stale or malformed request — is refused and logged in the journal.
 */
export function createSignerServer(config: SignerConfig, journal: Journal, payer: Payer): Server {
  return createServer((request, response) => {
    void (async () => {
      const refuse = (refused: Refusal, detail: string, withdrawalId: string | null = null) => {
        journal.recordRefused(withdrawalId, refused, detail);
        answer(response, STATUS[refused], { refused, detail });
      };
      if (
        request.method !== 'POST' ||
        (request.url !== PAYOUTS_PATH &&
          request.url !== SWEEPS_PATH &&
          request.url !== BALANCES_PATH)
      ) {
        refuse('malformed', `${request.method} ${request.url} is not a request the signer takes`);
        return;
      }
      const body = await readBody(request);
      if (body === null) {
        refuse('malformed', `the body is over ${MAX_BODY_BYTES} bytes`);
        return;
      }
      const timestamp = request.headers[TIMESTAMP_HEADER];
      const signature = request.headers[SIGNATURE_HEADER];
      if (
        !isSignedBy(
          config.secret,
          typeof timestamp === 'string' ? timestamp : undefined,
          typeof signature === 'string' ? signature : undefined,
          body,
          Date.now(),
        )
      ) {
        refuse('unauthenticated', 'the request is not signed with the shared secret, or is stale');
        return;
      }
      if (request.url === BALANCES_PATH) {
        try {
          answer(response, 200, await payer.balances());
        } catch (error) {
          const refused = error instanceof Refused ? error : null;
          answer(response, 503, {
            refused: 'node_unavailable',
            detail: refused?.detail ?? String(error),
          });
        }
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        refuse('malformed', 'the body is not JSON');
        return;
      }
      const take = async <T>(schema: z.ZodType<T>, act: (order: T) => Promise<unknown>) => {
        const order = schema.safeParse(json);
        if (!order.success) {
          refuse(
            'malformed',
            order.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
          );
          return;
        }
        try {
          answer(response, 200, await act(order.data));
        } catch (error) {
          if (error instanceof Refused)
            answer(response, STATUS[error.refused], {
              refused: error.refused,
              detail: error.detail,
            });
          else answer(response, 500, { refused: 'node_unavailable', detail: String(error) });
        }
      };
      if (request.url === SWEEPS_PATH) await take(SweepOrderSchema, (order) => payer.sweep(order));
      else await take(PayoutOrderSchema, (order) => payer.pay(order));
    })();
  });
}

import { createHmac } from 'node:crypto';

/** What the casino's wallet answered, or why it did not. */
export type WalletAnswer =
  | { ok: true; data: { balance: string; currency: string; [key: string]: unknown } }
  | { ok: false; code: string; message: string; isRetryable: boolean };

const RETRIES_MAX = 5;
const TIMEOUT_MS = 5_000;

/**
 * Reef's side of the seamless wallet: every call signed with the shared secret
 * (`x-orca-signature: t=<seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>`). Wins and rollbacks
 * settle money already staked, so they are retried with the same transaction id until answered.
 */
export function createWalletClient(options: {
  baseUrl: string;
  secret: string;
  fetcher?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}) {
  const fetcher = options.fetcher ?? fetch;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function once(action: string, body: unknown): Promise<WalletAnswer> {
    const raw = JSON.stringify(body);
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac('sha256', options.secret).update(`${t}.${raw}`).digest('hex')}`;
    try {
      const response = await fetcher(`${options.baseUrl}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-orca-signature': signature },
        body: raw,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const envelope = (await response.json()) as {
        info: { success: boolean; resultCode: string; message: string };
        data: { balance: string; currency: string };
      };
      if (response.ok && envelope.info.success) return { ok: true, data: envelope.data };
      return {
        ok: false,
        code: envelope.info.resultCode,
        message: envelope.info.message,
        isRetryable: response.status >= 500,
      };
    } catch (error) {
      return { ok: false, code: 'network_error', message: String(error), isRetryable: true };
    }
  }

  async function withRetries(action: string, body: unknown): Promise<WalletAnswer> {
    let answer = await once(action, body);
    for (let attempt = 1; attempt < RETRIES_MAX && !answer.ok && answer.isRetryable; attempt += 1) {
      await sleep(100 * 2 ** attempt);
      answer = await once(action, body);
    }
    return answer;
  }

  return {
    authenticate: (launchToken: string) => once('authenticate', { launchToken }),
    balance: (sessionToken: string) => once('balance', { sessionToken }),
    /** A bet is sent once: when its answer is lost, the caller rolls it back instead of guessing. */
    bet: (call: {
      sessionToken: string;
      transactionId: string;
      roundId: string;
      amount: string;
      currency: string;
    }) => once('bet', call),
    win: (call: {
      sessionToken: string;
      transactionId: string;
      roundId: string;
      amount: string;
      currency: string;
      isRoundEnd: boolean;
    }) => withRetries('win', call),
    rollback: (call: {
      sessionToken: string;
      transactionId: string;
      betTransactionId: string;
      roundId: string;
    }) => withRetries('rollback', call),
    /** A promotional prize settles what the promotion promised, so it is retried with the same transaction id until answered. */
    promoWin: (call: {
      transactionId: string;
      promotionId: string;
      playerId: string;
      currency: string;
      amount: string;
      prizeKind: 'drop' | 'tournament';
      rank?: number;
    }) => withRetries('promoWin', call),
    /** Any other signed call under the same base address (the promotions' publishing), sent once: the caller calls again later. */
    send: (action: string, body: unknown) => once(action, body),
  };
}

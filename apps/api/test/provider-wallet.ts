import { signPayload } from '../src/platform/signature.ts';
import { fundedPlayer, type TestApp } from './harness.ts';

/** The wallet secret the reference provider ('reef') signs with in tests that use this client. */
export const REEF_TEST_SECRET = 'reef-test-wallet-secret-0123';

/** The environment that registers the reference provider with REEF_TEST_SECRET. */
export const REEF_TEST_ENV = {
  REFERENCE_PROVIDER_URL: 'http://reef.test',
  REFERENCE_PROVIDER_SECRET: REEF_TEST_SECRET,
} as const;

/** The reference provider's server as the casino sees it: signed wallet calls and launched sessions. */
export function reefClient(t: TestApp) {
  /**
   * A wallet call as the provider's server makes it: the exact bytes, signed with its secret.
   * `options` forge it: another secret, a stale time, a given signature header or none (null).
   */
  async function call(
    action: string,
    payload: unknown,
    options: { secret?: string; signature?: string | null; atSeconds?: number } = {},
  ) {
    const body = JSON.stringify(payload);
    const signature =
      options.signature === undefined
        ? signPayload(options.secret ?? REEF_TEST_SECRET, body, options.atSeconds)
        : options.signature;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider/reef/wallet/${action}`,
      payload: body,
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-orca-signature': signature }),
      },
    });
    return { status: response.statusCode, body: response.json() };
  }

  return {
    call,
    /** A funded player (sign-up fields overridden by `signUp`) launched into a reef game: the session token the provider's calls carry. */
    async session(
      username: string,
      amount = '1000',
      game = 'reef-coral-hi-lo',
      signUp: Record<string, unknown> = {},
    ): Promise<{ sessionToken: string; player: string }> {
      const { sessionid } = await fundedPlayer(t, username, amount, signUp);
      const launched = await t.request({
        method: 'GET',
        url: `/api/v1/player/game/${game}`,
        player: sessionid,
      });
      const launchToken = new URL(launched.body.data.url).searchParams.get('token')!;
      const auth = await call('authenticate', { launchToken });
      if (auth.status !== 200) throw new Error(`authenticate failed: ${JSON.stringify(auth.body)}`);
      return { sessionToken: auth.body.data.sessionToken as string, player: sessionid };
    },
    bet: (sessionToken: string, transactionId: string, roundId: string, amount = '10.00') =>
      call('bet', { sessionToken, transactionId, roundId, amount, currency: 'EUR' }),
    win: (
      sessionToken: string,
      transactionId: string,
      roundId: string,
      amount: string,
      isRoundEnd = false,
    ) => call('win', { sessionToken, transactionId, roundId, amount, currency: 'EUR', isRoundEnd }),
    rollback: (
      sessionToken: string,
      transactionId: string,
      betTransactionId: string,
      roundId: string,
    ) => call('rollback', { sessionToken, transactionId, betTransactionId, roundId }),
    endRound: (sessionToken: string, roundId: string) =>
      call('endRound', { sessionToken, roundId }),
    /** The player's cash plus bonus, as the balance route answers it. */
    balanceOf: async (player: string) =>
      (await t.request({ method: 'GET', url: '/api/v1/player/balance', player })).body.data
        .total as string,
  };
}

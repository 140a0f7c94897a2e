import { signPayload } from '../../apps/api/src/platform/signature.ts';
import { callApi, type CallOptions } from '../../apps/api/test/processes.ts';
import { BENCH_API_KEY, BENCH_WEBHOOK_SECRET } from './server.ts';

export interface BenchPlayer {
  ip: string;
  session: string;
  gameSession: string;
}

async function call<T>(
  base: string,
  method: string,
  url: string,
  options: Omit<CallOptions, 'apiKey'>,
): Promise<T> {
  const { status, body } = await callApi<T>(base, method, url, {
    ...options,
    apiKey: BENCH_API_KEY,
  });
  if (status !== 200 || !body.info.success)
    throw new Error(`${method} ${url} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** Signs a player up, funds them through the sandbox provider's signed webhook, and opens a game for real money. */
export async function newPlayer(
  base: string,
  index: number,
  gameId: string,
  deposits = 3,
): Promise<BenchPlayer> {
  const ip = `10.88.${(index >> 8) & 255}.${index & 255}`;
  const { anonSessionId } = await call<{ anonSessionId: string }>(base, 'GET', '/anon', { ip });
  const username = `bench${index}x${Date.now().toString(36)}`.slice(0, 20);
  const { sessionid } = await call<{ sessionid: string }>(base, 'POST', '/register/long', {
    ip,
    anon: anonSessionId,
    body: {
      username,
      email: `${username}@example.com`,
      password: 'Harbour-Lights-77',
      password_confirmation: 'Harbour-Lights-77',
      currency: 'EUR',
      birthdate: '17-05-1990',
      country: 'GB',
      privacy: true,
      terms: true,
    },
  });
  const save = (type: string, body: Record<string, string>) =>
    call(base, 'POST', `/player/update/${type}`, { ip, player: sessionid, body });
  await save('personal', { first_name: 'Bench', last_name: 'Player' });
  await save('contact', { email: `${username}@example.com`, mobile: '+44 20 7946 0123' });
  await save('address', {
    address: '1 Quay Street',
    city: 'Cardiff',
    zip_code: 'CF10 1EP',
    country: 'GB',
  });
  for (let i = 0; i < deposits; i += 1) {
    const { paymentId } = await call<{ paymentId: string }>(base, 'POST', '/cashier/deposit', {
      ip,
      player: sessionid,
      body: { method: 'sandbox-bank', amount: '10000' },
    });
    const body = JSON.stringify({
      id: `evt-${paymentId}`,
      type: 'payment.confirmed',
      data: { reference: paymentId, checkoutId: 'bench', amountMinor: '1000000', currency: 'EUR' },
    });
    const hook = await fetch(`${base}/api/v1/payments/webhook/sandbox`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signPayload(BENCH_WEBHOOK_SECRET, body),
      },
    });
    if (!hook.ok) throw new Error(`webhook failed: ${await hook.text()}`);
  }
  const { url } = await call<{ url: string }>(base, 'GET', `/player/game/${gameId}`, {
    ip,
    player: sessionid,
  });
  const token = new URL(url).searchParams.get('token') ?? '';
  const { sessionToken } = await call<{ sessionToken: string }>(base, 'POST', '/play/session', {
    ip,
    body: { token },
  });
  return { ip, session: sessionid, gameSession: sessionToken };
}

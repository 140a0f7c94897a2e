import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOperatorRates, creditMinorOf, firstRate } from './crypto.rates.ts';
import { createTickerRates, TICKER_MAX_AGE_MS } from './crypto.ticker.ts';

/*
 * The ticker source against a local server answering as Kraken's public REST API documents it: one entry
 * per pair under Kraken's own pair name, prices as decimal strings, errors listed in `error`.
 */

let server: Server;
let url: string;
let asked: string[] = [];
/** What the exchange answers for a pair, by the pair asked for. */
let answers: Record<string, { status: number; body: unknown }> = {};

const ticker = (pairName: string, bid: string) => ({
  error: [],
  result: {
    [pairName]: {
      a: ['3100.10000', '1', '1.000'],
      b: [bid, '2', '2.000'],
      c: ['3050.00000', '0.01000000'],
      v: ['100.1', '2000.2'],
      p: ['3040.1', '3030.2'],
      t: [100, 2000],
      l: ['3000.0', '2990.0'],
      h: ['3110.0', '3120.0'],
      o: '3020.00',
    },
  },
});

beforeAll(async () => {
  server = createServer((request, response) => {
    const pair = new URL(request.url ?? '/', 'http://x').searchParams.get('pair') ?? '';
    asked.push(`${request.method} ${new URL(request.url ?? '/', 'http://x').pathname} ${pair}`);
    const answer = answers[pair] ?? {
      status: 200,
      body: { error: ['EQuery:Unknown asset pair'], result: {} },
    };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked = [];
  answers = {};
});

describe('rates from an exchange ticker', () => {
  it('takes the best bid in EUR, converts it to the player currency and names its source', async () => {
    answers.ETHEUR = { status: 200, body: ticker('XETHZEUR', '3012.45900') };
    const rates = createTickerRates({ url, now: () => Date.UTC(2026, 10, 28, 12) });
    const eur = await rates.rateOf('ETH', 'EUR');
    expect(eur).toEqual({
      minorPerUnit: 301245n,
      source: 'kraken:ETHEUR bid 3012.45900 at 2026-11-28T12:00:00.000Z',
    });
    expect(asked).toEqual(['GET /0/public/Ticker ETHEUR']);
    // 0.01 ETH at the bid: €30.12, rounded down.
    expect(creditMinorOf(10n ** 16n, 18, eur!)).toBe(3012n);
    // The site's fixed equivalent: 10 NOK to the euro.
    expect((await rates.rateOf('ETH', 'NOK'))?.minorPerUnit).toBe(3012450n);
  });

  it('asks again only once a price is a minute old', async () => {
    let clock = Date.UTC(2026, 10, 28, 12);
    answers.USDTEUR = { status: 200, body: ticker('USDTEUR', '0.92010000') };
    const rates = createTickerRates({ url, now: () => clock });
    expect((await rates.rateOf('USDT', 'EUR'))?.minorPerUnit).toBe(92n);
    answers.USDTEUR = { status: 200, body: ticker('USDTEUR', '0.95000000') };
    clock += TICKER_MAX_AGE_MS - 1;
    expect((await rates.rateOf('USDT', 'EUR'))?.minorPerUnit).toBe(92n);
    expect(asked).toHaveLength(1);
    clock += 1;
    expect((await rates.rateOf('USDT', 'EUR'))?.minorPerUnit).toBe(95n);
    expect(asked).toHaveLength(2);
  });

  it('has no rate for an unknown pair, an error, a server failure, a bad price or an exchange out of reach', async () => {
    answers.ETHEUR = { status: 500, body: 'Internal Server Error' };
    answers.USDTEUR = { status: 200, body: ticker('USDTEUR', 'abc') };
    answers.LTCEUR = { status: 200, body: { error: ['EService:Unavailable'] } };
    const rates = createTickerRates({ url });
    expect(await rates.rateOf('ETH', 'EUR')).toBeNull();
    expect(await rates.rateOf('USDT', 'EUR')).toBeNull();
    expect(await rates.rateOf('LTC', 'EUR')).toBeNull();
    expect(await rates.rateOf('DOGE', 'EUR')).toBeNull();
    // Neither an unknown currency nor an asset that is not a ticker symbol reaches the exchange.
    expect(await rates.rateOf('ETH', 'XYZ')).toBeNull();
    expect(await rates.rateOf('ETH&pair=BTC', 'EUR')).toBeNull();
    expect(asked).toHaveLength(4);
    const closed = createTickerRates({ url: 'http://127.0.0.1:1' });
    expect(await closed.rateOf('ETH', 'EUR')).toBeNull();
  });

  it("falls back to the operator's rates when the exchange has none", async () => {
    answers.ETHEUR = { status: 200, body: ticker('XETHZEUR', '2999.99') };
    const rates = firstRate(
      createTickerRates({ url }),
      createOperatorRates({ ETH: '3000', USDT: '0.92' }),
    );
    expect((await rates.rateOf('ETH', 'EUR'))?.source).toMatch(/^kraken:ETHEUR bid 2999\.99 at /);
    expect(await rates.rateOf('USDT', 'EUR')).toEqual({
      minorPerUnit: 92n,
      source: 'operator:USDT=0.92 EUR',
    });
  });
});

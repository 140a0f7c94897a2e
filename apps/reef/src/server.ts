import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { drawCard, hiloStepX100, openShells } from './games.ts';
import { PAGE_SCRIPT, pageHtml } from './page.ts';
import { createPromotionEngine, type PromotionConfig } from './promotion.ts';
import { createWalletClient, type WalletAnswer } from './wallet-client.ts';

/** Reef Studios' own records: it is another company, so it keeps its sessions and rounds itself. */
interface ReefSession {
  id: string;
  game: string;
  mode: 'real' | 'fun';
  /** The casino's session token (real money only). */
  sessionToken: string | null;
  currency: string;
  nickname: string;
  /** The casino's id for the player (real money only), which promotional prizes are paid to. */
  playerId: string | null;
  funBalanceMinor: bigint;
}
interface HiloRound {
  id: string;
  sessionId: string;
  betMinor: bigint;
  winMinor: bigint;
  card: number;
  cards: number[];
}

const FUN_BALANCE_MINOR = 100_000n;
const BET_MIN_MINOR = 10n;
const BET_MAX_MINOR = 50_000n;
const GAMES = new Set(['coral-hi-lo', 'pearl-diver']);

const toMinor = (value: unknown): bigint | null =>
  typeof value === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(value)
    ? BigInt(Math.round(Number(value) * 100))
    : null;
const toText = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;

class ReefError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

/** Reef Studios' game server: launches its games and settles them through the casino's seamless wallet. */
export function createReefServer(options: {
  orcaWalletUrl: string;
  secret: string;
  casinoOrigin: string;
  fetcher?: typeof fetch;
  /** A network promotion to run on this casino: published at start-up, its standings every `tickMs` when they change. */
  promotion?: { config: PromotionConfig; tickMs?: number };
}): FastifyInstance {
  const wallet = createWalletClient({
    baseUrl: options.orcaWalletUrl,
    secret: options.secret,
    ...(options.fetcher ? { fetcher: options.fetcher } : {}),
  });
  // Publishing goes beside the wallet calls: …/provider/reef/wallet → …/provider/reef/promotions.
  const publisher = createWalletClient({
    baseUrl: options.orcaWalletUrl.replace(/\/wallet\/?$/, '/promotions'),
    secret: options.secret,
    ...(options.fetcher ? { fetcher: options.fetcher } : {}),
  });
  const promotion = options.promotion
    ? createPromotionEngine({
        config: options.promotion.config,
        wallet,
        publisher,
        log: (message) => console.warn(`[reef promotion] ${message}`),
      })
    : null;
  const sessions = new Map<string, ReefSession>();
  const rounds = new Map<string, HiloRound>();
  const app = Fastify({ logger: false });
  if (promotion) {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () =>
      void promotion
        .tick()
        .catch((error: unknown) => console.warn(`[reef promotion] ${String(error)}`));
    app.addHook('onReady', async () => {
      timer = setInterval(tick, options.promotion?.tickMs ?? 3_000);
      timer.unref();
      tick();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ReefError) return reply.code(error.status).send({ error: error.code });
    return reply.code(400).send({ error: 'bad_request' });
  });

  function sessionOf(id: unknown): ReefSession {
    const session = typeof id === 'string' ? sessions.get(id) : undefined;
    if (!session) throw new ReefError(401, 'session_unknown');
    return session;
  }

  function stakeOf(value: unknown): bigint {
    const minor = toMinor(value);
    if (minor === null || minor < BET_MIN_MINOR || minor > BET_MAX_MINOR)
      throw new ReefError(400, 'bet_out_of_range');
    return minor;
  }

  function checked(answer: WalletAnswer): { balance: string; currency: string } {
    if (!answer.ok)
      throw new ReefError(answer.code === 'insufficient_funds' ? 402 : 409, answer.code);
    return answer.data;
  }

  /**
   * Takes the stake: from the casino's wallet, or from the fun balance. A lost bet answer is rolled
   * back. A real-money bet the wallet took may win the promotion's drop (paid before answering, so
   * the game shows it).
   */
  async function takeStake(
    session: ReefSession,
    roundId: string,
    betMinor: bigint,
  ): Promise<{ balance: string; drop?: string }> {
    if (session.mode === 'fun') {
      if (session.funBalanceMinor < betMinor) throw new ReefError(402, 'insufficient_funds');
      session.funBalanceMinor -= betMinor;
      return { balance: toText(session.funBalanceMinor) };
    }
    const call = {
      sessionToken: session.sessionToken ?? '',
      transactionId: `${roundId}-bet`,
      roundId,
      amount: toText(betMinor),
      currency: session.currency,
    };
    const answer = await wallet.bet(call);
    if (!answer.ok && answer.isRetryable) {
      await wallet.rollback({
        sessionToken: call.sessionToken,
        transactionId: `${roundId}-rollback`,
        betTransactionId: call.transactionId,
        roundId,
      });
      throw new ReefError(503, 'bet_not_confirmed');
    }
    const balance = checked(answer).balance;
    if (!promotion || session.playerId === null) return { balance };
    const drop = await promotion
      .onBet({
        transactionId: call.transactionId,
        playerId: session.playerId,
        currency: session.currency,
        game: session.game,
        betMinor,
      })
      .catch(() => ({ isDrop: false, amount: undefined }));
    return drop.isDrop && drop.amount ? { balance, drop: drop.amount } : { balance };
  }

  async function payWin(
    session: ReefSession,
    roundId: string,
    betMinor: bigint,
    winMinor: bigint,
  ): Promise<string> {
    if (session.mode === 'fun') {
      session.funBalanceMinor += winMinor;
      return toText(session.funBalanceMinor);
    }
    if (promotion && session.playerId !== null)
      promotion.onRound({
        playerId: session.playerId,
        nickname: session.nickname,
        currency: session.currency,
        game: session.game,
        betMinor,
        winMinor,
      });
    return checked(
      await wallet.win({
        sessionToken: session.sessionToken ?? '',
        transactionId: `${roundId}-win`,
        roundId,
        amount: toText(winMinor),
        currency: session.currency,
        isRoundEnd: true,
      }),
    ).balance;
  }

  app.get('/launch', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const game = query.game ?? '';
    if (!GAMES.has(game) || !query.token)
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>Reef Studios</title><p>Unknown game.</p>');
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self' ${options.casinoOrigin}`,
      )
      .send(
        pageHtml({
          game,
          token: query.token,
          mode: query.mode === 'fun' ? 'fun' : 'real',
          lang: query.lang ?? 'en',
        }),
      );
  });

  app.get('/static/reef.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(PAGE_SCRIPT),
  );

  app.post('/api/session', async (request) => {
    const body = request.body as { token?: unknown; game?: unknown; mode?: unknown };
    if (typeof body.token !== 'string' || typeof body.game !== 'string' || !GAMES.has(body.game))
      throw new ReefError(400, 'bad_request');
    const id = randomUUID();
    if (body.mode === 'fun') {
      sessions.set(id, {
        id,
        game: body.game,
        mode: 'fun',
        sessionToken: null,
        currency: 'EUR',
        nickname: 'Guest',
        playerId: null,
        funBalanceMinor: FUN_BALANCE_MINOR,
      });
      return {
        session: id,
        mode: 'fun',
        balance: toText(FUN_BALANCE_MINOR),
        currency: 'EUR',
        nickname: 'Guest',
      };
    }
    const answer = await wallet.authenticate(body.token);
    if (!answer.ok) throw new ReefError(401, answer.code);
    const data = answer.data as {
      sessionToken: string;
      currency: string;
      nickname: string;
      balance: string;
      playerId: string;
    };
    sessions.set(id, {
      id,
      game: body.game,
      mode: 'real',
      sessionToken: data.sessionToken,
      currency: data.currency,
      nickname: data.nickname,
      playerId: data.playerId,
      funBalanceMinor: 0n,
    });
    return {
      session: id,
      mode: 'real',
      balance: data.balance,
      currency: data.currency,
      nickname: data.nickname,
    };
  });

  app.post('/api/pearl', async (request) => {
    const body = request.body as { session?: unknown; bet?: unknown; shell?: unknown };
    const session = sessionOf(body.session);
    const betMinor = stakeOf(body.bet);
    const picked =
      typeof body.shell === 'number' && [0, 1, 2].includes(body.shell) ? body.shell : -1;
    if (picked < 0) throw new ReefError(400, 'bad_request');
    const roundId = randomUUID();
    const { drop } = await takeStake(session, roundId, betMinor);
    const { shells, payX100 } = openShells(picked);
    const winMinor = (betMinor * BigInt(payX100)) / 100n;
    const balance = await payWin(session, roundId, betMinor, winMinor);
    return {
      round: roundId,
      shells,
      picked,
      win: toText(winMinor),
      balance,
      ...(drop ? { drop } : {}),
    };
  });

  app.post('/api/hilo/start', async (request) => {
    const body = request.body as { session?: unknown; bet?: unknown };
    const session = sessionOf(body.session);
    const betMinor = stakeOf(body.bet);
    const id = randomUUID();
    const { balance, drop } = await takeStake(session, id, betMinor);
    const card = drawCard();
    rounds.set(id, {
      id,
      sessionId: session.id,
      betMinor,
      winMinor: betMinor,
      card,
      cards: [card],
    });
    return { round: id, card, win: toText(betMinor), balance, ...(drop ? { drop } : {}) };
  });

  app.post('/api/hilo/guess', async (request) => {
    const body = request.body as { session?: unknown; round?: unknown; guess?: unknown };
    const session = sessionOf(body.session);
    const round = typeof body.round === 'string' ? rounds.get(body.round) : undefined;
    if (!round || round.sessionId !== session.id) throw new ReefError(404, 'round_unknown');
    if (body.guess !== 'higher' && body.guess !== 'lower') throw new ReefError(400, 'bad_request');
    const step = hiloStepX100(round.card, body.guess);
    if (step === 0) throw new ReefError(400, 'guess_impossible');
    const next = drawCard();
    round.cards.push(next);
    const isRight = body.guess === 'higher' ? next > round.card : next < round.card;
    round.card = next;
    if (!isRight) {
      rounds.delete(round.id);
      const balance = await payWin(session, round.id, round.betMinor, 0n);
      return {
        round: round.id,
        card: next,
        cards: round.cards,
        isOver: true,
        win: '0.00',
        balance,
      };
    }
    round.winMinor = (round.winMinor * BigInt(step)) / 100n;
    return {
      round: round.id,
      card: next,
      cards: round.cards,
      isOver: false,
      win: toText(round.winMinor),
    };
  });

  app.post('/api/hilo/cashout', async (request) => {
    const body = request.body as { session?: unknown; round?: unknown };
    const session = sessionOf(body.session);
    const round = typeof body.round === 'string' ? rounds.get(body.round) : undefined;
    if (!round || round.sessionId !== session.id) throw new ReefError(404, 'round_unknown');
    rounds.delete(round.id);
    const balance = await payWin(session, round.id, round.betMinor, round.winMinor);
    return { round: round.id, isOver: true, win: toText(round.winMinor), balance };
  });

  return app;
}

export { demoPromotion, type PromotionConfig } from './promotion.ts';

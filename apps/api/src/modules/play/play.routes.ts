import {
  CasinoLatestDataSchema,
  CrashBetRequestSchema,
  CrashChainSchema,
  CrashStateSchema,
  ClientSeedRequestSchema,
  DiceRequestSchema,
  envelopeOf,
  GameIdParamsSchema,
  GameSessionRequestSchema,
  GameSessionSchema,
  KenoRequestSchema,
  LaunchQuerySchema,
  LaunchSchema,
  LimboRequestSchema,
  MinesCashoutRequestSchema,
  MinesRevealRequestSchema,
  MinesStartRequestSchema,
  PlinkoRequestSchema,
  RoundHistoryItemSchema,
  RoundHistorySchema,
  RoundPlaySchema,
  RoundsQuerySchema,
  SeedsSchema,
  SlotSpinRequestSchema,
  VerifyQuerySchema,
  VerifySchema,
  formatMinor,
  EUR_EQUIVALENT,
  isCurrency,
} from '@orca/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { CatalogueService } from '../games/catalogue.service.ts';
import { playerIdOf } from '../session/session.guard.ts';
import type { FairService } from './fair.service.ts';
import type { InhouseService } from './inhouse.service.ts';
import type { LaunchService } from './launch.service.ts';
import type { RoundsService } from './rounds.service.ts';
import { verifyRound } from './verify.service.ts';
import type { CrashService } from './crash.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';

const tags = ['play'];

/** The game client's session travels in its own header, apart from the site's player session. */
export function gameSessionOf(request: FastifyRequest): string {
  const token = request.headers['x-game-session'];
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw new AppError('game_session_invalid');
  return token;
}

export const playRoutes: FastifyPluginAsyncZod<{
  launch: LaunchService;
  inhouse: InhouseService;
  fair: FairService;
  rounds: RoundsService;
  catalogue: CatalogueService;
  wallet: WalletService;
  crash: CrashService;
  betsPerMinute: number;
}> = async (app, deps) => {
  const { launch, inhouse, fair, rounds } = deps;
  const PLAY_RATE_LIMIT = { max: deps.betsPerMinute, timeWindow: '1 minute' };

  app.get('/player/game/:id', { schema: { tags, params: GameIdParamsSchema, querystring: LaunchQuerySchema, response: { 200: envelopeOf(LaunchSchema) } }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) =>
    request.ok(
      await launch.launch({
        gameId: request.params.id,
        playerId: request.playerSession?.playerId ?? null,
        isFun: request.query.play_for_fun,
        language: request.language,
        homeUrl: request.query.homeUrl,
        cashierUrl: request.query.cashierUrl,
        isMobile: request.query.mobile,
      }),
    ),
  );

  app.post('/play/session', { schema: { tags, body: GameSessionRequestSchema, response: { 200: envelopeOf(GameSessionSchema) } }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request) => {
    const { sessionToken, session } = await launch.exchange(request.body.token);
    const game = await deps.catalogue.get(session.gameId);
    const rate = BigInt(isCurrency(session.currency) ? EUR_EQUIVALENT[session.currency] : 1);
    return request.ok({
      sessionToken,
      gameId: game.id,
      slug: game.slug,
      mode: session.mode,
      currency: session.currency,
      balance: formatMinor(await balanceOf(session)),
      minBet: formatMinor(game.minBetEurMinor * rate),
      maxBet: formatMinor(game.maxBetEurMinor * rate),
      fair: await inhouse.fairStateOf(session),
      homeUrl: session.homeUrl,
      cashierUrl: session.cashierUrl,
    });
  });

  async function balanceOf(session: { mode: 'real' | 'fun'; playerId: bigint | null; currency: string; id: string }): Promise<bigint> {
    if (session.mode === 'fun' || session.playerId === null) return (await launch.byId(session.id))?.funBalanceMinor ?? 0n;
    const { cashMinor, bonusMinor } = await deps.wallet.balance(session.playerId, session.currency);
    return cashMinor + bonusMinor;
  }

  app.get('/play/balance', { schema: { tags, response: { 200: envelopeOf(z.object({ balance: z.string(), currency: z.string() })) } } }, async (request) => {
    const session = await launch.resolve(gameSessionOf(request));
    return request.ok({ balance: formatMinor(await balanceOf(session)), currency: session.currency });
  });

  const instant = [
    ['/play/slot/spin', SlotSpinRequestSchema, 'slot'],
    ['/play/dice', DiceRequestSchema, 'dice'],
    ['/play/limbo', LimboRequestSchema, 'limbo'],
    ['/play/keno', KenoRequestSchema, 'keno'],
    ['/play/plinko', PlinkoRequestSchema, 'plinko'],
  ] as const;
  for (const [url, schema, kind] of instant) {
    app.post(url, { schema: { tags, body: schema, response: { 200: envelopeOf(RoundPlaySchema) } }, config: { rateLimit: PLAY_RATE_LIMIT } }, async (request) =>
      request.ok(await inhouse.playInstant(gameSessionOf(request), { kind, input: request.body } as Parameters<InhouseService['playInstant']>[1])),
    );
  }

  app.post('/play/mines/start', { schema: { tags, body: MinesStartRequestSchema, response: { 200: envelopeOf(RoundPlaySchema) } }, config: { rateLimit: PLAY_RATE_LIMIT } }, async (request) =>
    request.ok(await inhouse.minesStart(gameSessionOf(request), request.body)),
  );
  app.post('/play/mines/reveal', { schema: { tags, body: MinesRevealRequestSchema, response: { 200: envelopeOf(RoundPlaySchema) } }, config: { rateLimit: PLAY_RATE_LIMIT } }, async (request) =>
    request.ok(await inhouse.minesReveal(gameSessionOf(request), request.body)),
  );
  app.post('/play/mines/cashout', { schema: { tags, body: MinesCashoutRequestSchema, response: { 200: envelopeOf(RoundPlaySchema) } }, config: { rateLimit: PLAY_RATE_LIMIT } }, async (request) =>
    request.ok(await inhouse.minesCashout(gameSessionOf(request), request.body)),
  );

  app.get('/play/crash/state', { schema: { tags, response: { 200: envelopeOf(CrashStateSchema) } } }, async (request) => request.ok(await deps.crash.state()));
  app.get('/play/crash/history', { schema: { tags, response: { 200: envelopeOf(CrashStateSchema.shape.history) } } }, async (request) => request.ok((await deps.crash.state()).history));
  app.post('/play/crash/bet', { schema: { tags, body: CrashBetRequestSchema, response: { 200: envelopeOf(RoundPlaySchema) } }, config: { rateLimit: PLAY_RATE_LIMIT } }, async (request) =>
    request.ok(await deps.crash.bet(gameSessionOf(request), request.body)),
  );
  app.post('/play/crash/cashout', { schema: { tags, response: { 200: envelopeOf(RoundPlaySchema) } }, config: { rateLimit: PLAY_RATE_LIMIT } }, async (request) => request.ok(await deps.crash.cashout(gameSessionOf(request))));
  app.get('/fair/crash', { schema: { tags, response: { 200: envelopeOf(CrashChainSchema.nullable()) } } }, async (request) => request.ok(await deps.crash.chainInfo()));

  app.get('/fair/seeds', { schema: { tags, response: { 200: envelopeOf(SeedsSchema) } }, config: { access: 'player' } }, async (request) => request.ok(await fair.seeds(playerIdOf(request))));

  app.post('/fair/rotate', { schema: { tags, body: ClientSeedRequestSchema.partial().prefault({}), response: { 200: envelopeOf(SeedsSchema) } }, config: { access: 'player', rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) =>
    request.ok(await fair.rotate(playerIdOf(request), request.body.clientSeed), 'seed_rotated'),
  );

  app.post('/play/fair/rotate', { schema: { tags, body: ClientSeedRequestSchema.partial().prefault({}), response: { 200: envelopeOf(SeedsSchema) } }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) =>
    request.ok(await inhouse.rotateSeeds(gameSessionOf(request), request.body.clientSeed), 'seed_rotated'),
  );

  app.get('/fair/verify', { schema: { tags, querystring: VerifyQuerySchema, response: { 200: envelopeOf(VerifySchema) } }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request) =>
    request.ok(verifyRound(request.query, request.query.hash && !request.query.salt ? await deps.crash.saltOf(request.query.hash) : null)),
  );

  app.get('/player/gameRounds', { schema: { tags, querystring: RoundsQuerySchema, response: { 200: envelopeOf(RoundHistorySchema) } }, config: { access: 'player' } }, async (request) =>
    request.ok(await rounds.history(playerIdOf(request), request.query)),
  );

  app.get('/player/gameRounds/:id', { schema: { tags, params: z.object({ id: z.uuid({ error: 'invalid_value' }) }), response: { 200: envelopeOf(RoundHistoryItemSchema) } }, config: { access: 'player' } }, async (request) =>
    request.ok(await rounds.detail(playerIdOf(request), request.params.id)),
  );

  app.get('/casinoLatestData', { schema: { tags, response: { 200: envelopeOf(CasinoLatestDataSchema) } } }, async (request) => request.ok(await rounds.latestData()));
};

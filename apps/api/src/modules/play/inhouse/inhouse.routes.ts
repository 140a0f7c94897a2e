import {
  ClientSeedRequestSchema,
  DiceRequestSchema,
  envelopeOf,
  FreeSpinsAvailableSchema,
  KenoRequestSchema,
  LimboRequestSchema,
  MinesCashoutRequestSchema,
  MinesRevealRequestSchema,
  MinesStartRequestSchema,
  OpenRoundSchema,
  PlinkoRequestSchema,
  RoundPlaySchema,
  SeedsSchema,
  SlotSpinRequestSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameSessionOf } from '../launch/game-session-header.ts';
import type { InhouseService } from './inhouse.service.ts';

const tags = ['play'];

/** Bets on Orca's own games (instant games and mines), and a game session's own seed change. */
export const inhouseRoutes: FastifyPluginAsyncZod<{
  inhouse: InhouseService;
  betsPerMinute: number;
}> = async (app, deps) => {
  const { inhouse } = deps;
  const PLAY_RATE_LIMIT = { max: deps.betsPerMinute, timeWindow: '1 minute' };

  const instant = [
    ['/play/slot/spin', SlotSpinRequestSchema, 'slot'],
    ['/play/dice', DiceRequestSchema, 'dice'],
    ['/play/limbo', LimboRequestSchema, 'limbo'],
    ['/play/keno', KenoRequestSchema, 'keno'],
    ['/play/plinko', PlinkoRequestSchema, 'plinko'],
  ] as const;
  for (const [url, schema, kind] of instant) {
    app.post(
      url,
      {
        schema: { tags, body: schema, response: { 200: envelopeOf(RoundPlaySchema) } },
        config: { access: 'game_session', rateLimit: PLAY_RATE_LIMIT },
      },
      async (request) =>
        request.ok(
          await inhouse.playInstant(gameSessionOf(request), {
            kind,
            input: request.body,
          } as Parameters<InhouseService['playInstant']>[1]),
        ),
    );
  }

  app.get(
    '/play/slot/free-spins',
    {
      schema: { tags, response: { 200: envelopeOf(FreeSpinsAvailableSchema) } },
      config: { access: 'game_session' },
    },
    async (request) => request.ok({ freeSpins: await inhouse.freeSpinsOf(gameSessionOf(request)) }),
  );

  app.get(
    '/play/round/open',
    {
      schema: { tags, response: { 200: envelopeOf(OpenRoundSchema) } },
      config: { access: 'game_session' },
    },
    async (request) => request.ok(await inhouse.openRound(gameSessionOf(request))),
  );

  app.post(
    '/play/mines/start',
    {
      schema: {
        tags,
        body: MinesStartRequestSchema,
        response: { 200: envelopeOf(RoundPlaySchema) },
      },
      config: { access: 'game_session', rateLimit: PLAY_RATE_LIMIT },
    },
    async (request) => request.ok(await inhouse.minesStart(gameSessionOf(request), request.body)),
  );
  app.post(
    '/play/mines/reveal',
    {
      schema: {
        tags,
        body: MinesRevealRequestSchema,
        response: { 200: envelopeOf(RoundPlaySchema) },
      },
      config: { access: 'game_session', rateLimit: PLAY_RATE_LIMIT },
    },
    async (request) => request.ok(await inhouse.minesReveal(gameSessionOf(request), request.body)),
  );
  app.post(
    '/play/mines/cashout',
    {
      schema: {
        tags,
        body: MinesCashoutRequestSchema,
        response: { 200: envelopeOf(RoundPlaySchema) },
      },
      config: { access: 'game_session', rateLimit: PLAY_RATE_LIMIT },
    },
    async (request) => request.ok(await inhouse.minesCashout(gameSessionOf(request), request.body)),
  );

  app.post(
    '/play/fair/rotate',
    {
      schema: {
        tags,
        body: ClientSeedRequestSchema.partial().prefault({}),
        response: { 200: envelopeOf(SeedsSchema) },
      },
      config: { access: 'game_session', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      request.ok(
        await inhouse.rotateSeeds(gameSessionOf(request), request.body.clientSeed),
        'seed_rotated',
      ),
  );
};

import {
  EUR_EQUIVALENT,
  envelopeOf,
  formatMinor,
  GameBalanceSchema,
  GameIdParamsSchema,
  GameSessionRequestSchema,
  GameSessionSchema,
  isCurrency,
  LaunchQuerySchema,
  LaunchSchema,
} from '@orca/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CatalogueService } from '../../games/catalogue.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { InhouseService } from '../inhouse/inhouse.service.ts';
import { gameSessionOf } from './game-session-header.ts';
import type { LaunchService } from './launch.service.ts';

const tags = ['play'];

/** Launching a game, trading its launch token for a game session, and the session's balance. */
export const launchRoutes: FastifyPluginAsyncZod<{
  launch: LaunchService;
  inhouse: InhouseService;
  catalogue: CatalogueService;
  wallet: WalletService;
}> = async (app, deps) => {
  const { launch, inhouse } = deps;

  // Play for fun stays open everywhere; real money is geo-blocked like registration and deposits.
  const isRealMoneyLaunch = (request: FastifyRequest) =>
    !(request.query as z.output<typeof LaunchQuerySchema>).play_for_fun;
  app.get(
    '/player/game/:id',
    {
      schema: {
        tags,
        params: GameIdParamsSchema,
        querystring: LaunchQuerySchema,
        response: { 200: envelopeOf(LaunchSchema) },
      },
      config: {
        access: 'public',
        rateLimit: { max: 60, timeWindow: '1 minute' },
        isGeoBlocked: isRealMoneyLaunch,
      },
    },
    async (request) =>
      request.ok(
        await launch.launch({
          gameId: request.params.id,
          playerId: request.playerSession?.playerId ?? null,
          playerSessionId: request.playerSession?.id ?? null,
          isFun: request.query.play_for_fun,
          language: request.language,
          homeUrl: request.query.homeUrl,
          cashierUrl: request.query.cashierUrl,
          isMobile: request.query.mobile,
        }),
      ),
  );

  app.post(
    '/play/session',
    {
      schema: {
        tags,
        body: GameSessionRequestSchema,
        response: { 200: envelopeOf(GameSessionSchema) },
      },
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
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
        bonusMaxBet: await bonusMaxBetOf(session),
        fair: await inhouse.fairStateOf(session),
        homeUrl: session.homeUrl,
        cashierUrl: session.cashierUrl,
      });
    },
  );

  async function balanceOf(session: {
    mode: 'real' | 'fun';
    playerId: bigint | null;
    currency: string;
    id: string;
  }): Promise<bigint> {
    if (session.mode === 'fun' || session.playerId === null)
      return (await launch.byId(session.id))?.funBalanceMinor ?? 0n;
    const { cashMinor, bonusMinor } = await deps.wallet.balance(session.playerId, session.currency);
    return cashMinor + bonusMinor;
  }

  async function bonusMaxBetOf(session: {
    mode: 'real' | 'fun';
    playerId: bigint | null;
    currency: string;
  }): Promise<string | null> {
    if (session.mode === 'fun' || session.playerId === null) return null;
    const maxBet = await deps.wallet.maxBetOf(session.playerId, session.currency);
    return maxBet === null ? null : formatMinor(maxBet);
  }

  app.get(
    '/play/balance',
    {
      schema: { tags, response: { 200: envelopeOf(GameBalanceSchema) } },
      config: { access: 'game_session' },
    },
    async (request) => {
      const session = await launch.resolve(gameSessionOf(request));
      return request.ok({
        balance: formatMinor(await balanceOf(session)),
        currency: session.currency,
        bonusMaxBet: await bonusMaxBetOf(session),
      });
    },
  );
};

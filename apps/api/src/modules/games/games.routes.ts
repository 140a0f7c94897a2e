import {
  CategorizedGamesSchema,
  envelopeOf,
  FavoriteRequestSchema,
  FavoritesQuerySchema,
  FavoritesSchema,
  GameFilterParamsSchema,
  GameFilterQuerySchema,
  GameIdParamsSchema,
  GameListSchema,
  GameSchema,
  GameSearchLimitParamsSchema,
  GameSearchParamsSchema,
  GameSearchQuerySchema,
  GamesOverviewQuerySchema,
  GamesOverviewSchema,
  MostPlayedParamsSchema,
  RecentPlayedRequestSchema,
  type GameSection,
} from '@orca/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlayerService } from '../profile/player.service.ts';
import { playerIdOf } from '../session/session.guard.ts';
import type { CatalogueService, Viewer } from './catalogue.service.ts';

const tags = ['games'];
const DEFAULT_CURRENCY = 'EUR';
/** The spec's /games/{a}/{b}[/{c}] shorthands fill the rest of a filter with these. */
const SHORTHAND_PAGE = 40;

function sectionOf(flags: z.output<typeof GameFilterQuerySchema>): GameSection {
  if (flags['crash-and-fast']) return 'crash-and-fast';
  if (flags.livecasino) return 'livecasino';
  if (flags['game-shows']) return 'game-shows';
  return 'casino';
}

export const gamesRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  players: PlayerService;
}> = async (app, { catalogue, players }) => {
  /** Visitors see prices in EUR; players in their own currency. */
  async function viewerOf(request: FastifyRequest): Promise<Viewer> {
    const playerId = request.playerSession?.playerId ?? null;
    if (playerId === null) return { playerId: null, currency: DEFAULT_CURRENCY };
    return { playerId, currency: (await players.get(playerId)).currency };
  }
  async function playerViewerOf(request: FastifyRequest): Promise<Viewer & { playerId: bigint }> {
    const playerId = playerIdOf(request);
    return { playerId, currency: (await players.get(playerId)).currency };
  }

  app.get(
    '/games',
    {
      schema: {
        tags,
        querystring: GamesOverviewQuerySchema,
        response: { 200: envelopeOf(GamesOverviewSchema) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const overview = await catalogue.overview({ isMobile: request.query.mobile });
      reply.header('x-games-total', String(overview.total));
      return request.ok(overview);
    },
  );

  app.get(
    '/games/filter/:category/:provider/:sort/:limit/:offset',
    {
      schema: {
        tags,
        params: GameFilterParamsSchema,
        querystring: GameFilterQuerySchema,
        response: { 200: envelopeOf(GameListSchema) },
      },
      config: { access: 'public' },
    },
    async (request) =>
      request.ok(
        await catalogue.filter(await viewerOf(request), {
          ...request.params,
          section: sectionOf(request.query),
          isMobile: request.query.mobile,
        }),
      ),
  );

  app.get(
    '/games/search/:title',
    {
      schema: {
        tags,
        params: GameSearchParamsSchema,
        querystring: GameSearchQuerySchema,
        response: { 200: envelopeOf(GameListSchema) },
      },
      config: { access: 'public' },
    },
    async (request) =>
      request.ok(
        await catalogue.search(
          await viewerOf(request),
          request.params.title,
          request.query.limit,
          request.query.offset,
        ),
      ),
  );

  app.get(
    '/games/search/:title/:limit',
    {
      schema: {
        tags,
        params: GameSearchLimitParamsSchema,
        response: { 200: envelopeOf(GameListSchema) },
      },
      config: { access: 'public' },
    },
    async (request) =>
      request.ok(
        await catalogue.search(
          await viewerOf(request),
          request.params.title,
          request.params.limit,
          0,
        ),
      ),
  );

  app.get(
    '/games/mostPlayed/:section/:limit',
    {
      schema: {
        tags,
        params: MostPlayedParamsSchema,
        response: { 200: envelopeOf(z.array(GameSchema)) },
      },
      config: { access: 'public' },
    },
    async (request) =>
      request.ok(
        await catalogue.mostPlayed(
          await viewerOf(request),
          request.params.section,
          request.params.limit,
        ),
      ),
  );

  app.get(
    '/games/mobile/categorized',
    {
      schema: { tags, response: { 200: envelopeOf(CategorizedGamesSchema) } },
      config: { access: 'public' },
    },
    async (request) => request.ok(await catalogue.categorized(await viewerOf(request))),
  );

  app.get(
    '/games/:id',
    {
      schema: { tags, params: GameIdParamsSchema, response: { 200: envelopeOf(GameSchema) } },
      config: { access: 'public' },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      return request.ok(
        catalogue.toGame(await catalogue.visible(request.params.id), viewer.currency),
      );
    },
  );

  const shorthand = GameFilterParamsSchema.pick({ category: true, provider: true });
  app.get(
    '/games/:category/:provider',
    {
      schema: {
        tags,
        params: shorthand,
        querystring: GameFilterQuerySchema,
        response: { 200: envelopeOf(GameListSchema) },
      },
      config: { access: 'public' },
    },
    async (request) =>
      request.ok(
        await catalogue.filter(await viewerOf(request), {
          ...request.params,
          sort: 'popular',
          limit: SHORTHAND_PAGE,
          offset: 0,
          section: sectionOf(request.query),
          isMobile: request.query.mobile,
        }),
      ),
  );
  app.get(
    '/games/:category/:provider/:sort',
    {
      schema: {
        tags,
        params: GameFilterParamsSchema.pick({ category: true, provider: true, sort: true }),
        querystring: GameFilterQuerySchema,
        response: { 200: envelopeOf(GameListSchema) },
      },
      config: { access: 'public' },
    },
    async (request) =>
      request.ok(
        await catalogue.filter(await viewerOf(request), {
          ...request.params,
          limit: SHORTHAND_PAGE,
          offset: 0,
          section: sectionOf(request.query),
          isMobile: request.query.mobile,
        }),
      ),
  );

  app.post(
    '/player/addFavoriteGame',
    {
      schema: {
        tags,
        body: FavoriteRequestSchema,
        response: { 200: envelopeOf(z.array(z.string())) },
      },
      config: { access: 'player' },
    },
    async (request) =>
      request.ok(await catalogue.addFavorite(playerIdOf(request), request.body.gameid)),
  );

  app.delete(
    '/player/removeFavoriteGame',
    {
      schema: {
        tags,
        body: FavoriteRequestSchema,
        response: { 200: envelopeOf(z.array(z.string())) },
      },
      config: { access: 'player' },
    },
    async (request) =>
      request.ok(await catalogue.removeFavorite(playerIdOf(request), request.body.gameid)),
  );

  app.get(
    '/player/favoriteGames',
    {
      schema: {
        tags,
        querystring: FavoritesQuerySchema,
        response: { 200: envelopeOf(FavoritesSchema) },
      },
      config: { access: 'player' },
    },
    async (request) =>
      request.ok(
        await catalogue.favorites(
          await playerViewerOf(request),
          request.query.limit,
          request.query.offset,
        ),
      ),
  );

  app.post(
    '/player/addRecentPlayedGame',
    { schema: { tags, body: RecentPlayedRequestSchema }, config: { access: 'player' } },
    async (request) => {
      await catalogue.addRecent(playerIdOf(request), request.body.gameid);
      return request.ok(null);
    },
  );

  app.get(
    '/player/recentGames',
    {
      schema: { tags, response: { 200: envelopeOf(z.array(GameSchema)) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await catalogue.recent(await playerViewerOf(request))),
  );
};

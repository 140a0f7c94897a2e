import {
  BonusForfeitParamsSchema,
  BonusForfeitRequestSchema,
  BonusHistorySchema,
  BonusPlayStateSchema,
  envelopeOf,
  PlayerBonusesSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerIdOf } from '../session/session.guard.ts';
import type { BonusEngine } from './bonus.engine.ts';
import type { BonusReads } from './bonus.reads.ts';

const tags = ['bonus'];
/** A forfeit moves money: a few a minute is every honest use. */
const forfeitLimit = { max: 20, timeWindow: '1 minute' };

/** A player's bonuses: the list with the active one's wagering, the history, the game page's state, and a confirmed forfeit. */
export const bonusRoutes: FastifyPluginAsyncZod<{
  engine: BonusEngine;
  reads: BonusReads;
  currencyOf: (playerId: bigint) => Promise<string>;
}> = async (app, { engine, reads, currencyOf }) => {
  app.get(
    '/player/bonuses',
    {
      schema: { tags, response: { 200: envelopeOf(PlayerBonusesSchema) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await reads.bonuses(playerIdOf(request), request.language)),
  );

  app.get(
    '/player/bonuses/history',
    {
      schema: { tags, response: { 200: envelopeOf(BonusHistorySchema) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await reads.history(playerIdOf(request), request.language)),
  );

  app.get(
    '/player/bonuses/play-state',
    {
      schema: {
        tags,
        querystring: z.object({ gameId: z.string().min(1).max(100).optional() }),
        response: { 200: envelopeOf(BonusPlayStateSchema) },
      },
      config: { access: 'player' },
    },
    async (request) => {
      const playerId = playerIdOf(request);
      return request.ok(
        await reads.playState(playerId, await currencyOf(playerId), request.query.gameId),
      );
    },
  );

  app.post(
    '/player/bonuses/:id/forfeit',
    {
      schema: {
        tags,
        params: BonusForfeitParamsSchema,
        body: BonusForfeitRequestSchema,
        response: { 200: envelopeOf(PlayerBonusesSchema) },
      },
      config: { access: 'player', rateLimit: forfeitLimit },
    },
    async (request) => {
      const playerId = playerIdOf(request);
      await engine.forfeit(BigInt(request.params.id), playerId);
      return request.ok(await reads.bonuses(playerId, request.language));
    },
  );
};

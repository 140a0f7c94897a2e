import {
  CashbackClaimResultSchema,
  CashbackSchema,
  envelopeOf,
  LevelRewardClaimResultSchema,
  LevelRewardClaimSchema,
  LevelRewardsSchema,
  VipLevelSchema,
  VipTableSchema,
  VipTiersSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerIdOf } from '../session/session.guard.ts';
import type { RewardsService } from './rewards.service.ts';

const tags = ['rewards'];
/** Claims move money: a few a minute is every honest use. */
const claimLimit = { max: 20, timeWindow: '1 minute' };

/** The VIP club's tables, a player's level, level rewards and daily cashback. */
export const rewardsRoutes: FastifyPluginAsyncZod<{ rewards: RewardsService }> = async (
  app,
  { rewards },
) => {
  app.get(
    '/vip/table',
    {
      schema: { tags, response: { 200: envelopeOf(VipTableSchema) } },
      config: { access: 'public' },
    },
    async (request) => request.ok(rewards.vipTable()),
  );

  app.get(
    '/vip/tiers',
    {
      schema: { tags, response: { 200: envelopeOf(VipTiersSchema) } },
      config: { access: 'public' },
    },
    async (request) => request.ok(rewards.vipTiers()),
  );

  app.get(
    '/player/vip/level',
    {
      schema: { tags, response: { 200: envelopeOf(VipLevelSchema) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await rewards.vipLevel(playerIdOf(request))),
  );

  app.get(
    '/player/cashback',
    {
      schema: { tags, response: { 200: envelopeOf(CashbackSchema) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await rewards.cashback(playerIdOf(request))),
  );

  app.post(
    '/player/cashback/claim',
    {
      schema: { tags, response: { 200: envelopeOf(CashbackClaimResultSchema) } },
      config: { access: 'player', rateLimit: claimLimit },
    },
    async (request) => request.ok(await rewards.claimCashback(playerIdOf(request))),
  );

  app.get(
    '/player/rewards',
    {
      schema: { tags, response: { 200: envelopeOf(LevelRewardsSchema) } },
      config: { access: 'player' },
    },
    async (request) => request.ok(await rewards.levelRewards(playerIdOf(request))),
  );

  app.post(
    '/player/rewards/claim',
    {
      schema: {
        tags,
        body: LevelRewardClaimSchema,
        response: { 200: envelopeOf(LevelRewardClaimResultSchema) },
      },
      config: { access: 'player', rateLimit: claimLimit },
    },
    async (request) =>
      request.ok(await rewards.claimLevelReward(playerIdOf(request), request.body.level)),
  );
};

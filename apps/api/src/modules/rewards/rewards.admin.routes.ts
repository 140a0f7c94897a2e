import {
  CpAdjustmentSchema,
  CpHistorySchema,
  envelopeOf,
  PlayerIdParamsSchema,
  resolveReportRange,
  RewardCostsQuerySchema,
  RewardCostsSchema,
  VipHostAssignSchema,
  VipHostsSchema,
  VipMemberSchema,
  VipMembersSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf } from '../admin/operator.guard.ts';
import { rewardsPolicy } from './rewards.policy.ts';
import type { RewardsService } from './rewards.service.ts';

const tags = ['admin'];
const manage = { access: { operator: rewardsPolicy.manage } };

/** The back office's rewards: VIP members and their hosts, players' CP history and corrections, the programme's cost. */
export const rewardsAdminRoutes: FastifyPluginAsyncZod<{ rewards: RewardsService }> = async (app, { rewards }) => {
  const playerIdOf = (request: { params: { playerId: string } }) => BigInt(request.params.playerId);

  app.get('/admin/rewards/vip-members', { schema: { tags, response: { 200: envelopeOf(VipMembersSchema) } }, config: manage }, async (request) => request.ok(await rewards.vipMembers()));

  app.get('/admin/rewards/hosts', { schema: { tags, response: { 200: envelopeOf(VipHostsSchema) } }, config: manage }, async (request) => request.ok(await rewards.hosts()));

  app.put(
    '/admin/rewards/vip-members/:playerId/host',
    { schema: { tags, params: PlayerIdParamsSchema, body: VipHostAssignSchema, response: { 200: envelopeOf(VipMemberSchema) } }, config: manage },
    async (request) => request.ok(await rewards.assignHost(operatorOf(request), playerIdOf(request), BigInt(request.body.hostId))),
  );

  app.get(
    '/admin/rewards/players/:playerId/cp',
    { schema: { tags, params: PlayerIdParamsSchema, response: { 200: envelopeOf(CpHistorySchema) } }, config: manage },
    async (request) => request.ok(await rewards.cpHistory(playerIdOf(request))),
  );

  app.post(
    '/admin/rewards/players/:playerId/cp-adjustments',
    { schema: { tags, params: PlayerIdParamsSchema, body: CpAdjustmentSchema, response: { 200: envelopeOf(CpHistorySchema) } }, config: manage },
    async (request) => request.ok(await rewards.adjustCp(operatorOf(request), playerIdOf(request), request.body)),
  );

  app.get('/admin/rewards/costs', { schema: { tags, querystring: RewardCostsQuerySchema, response: { 200: envelopeOf(RewardCostsSchema) } }, config: manage }, async (request) => {
    const { from, to } = resolveReportRange(request.query);
    return request.ok(await rewards.costs(from, to));
  });
};

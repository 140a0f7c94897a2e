import {
  CpAdjustmentResultSchema,
  CpAdjustmentSchema,
  CpHistorySchema,
  envelopeOf,
  GRANT_APPROVAL_STATUSES,
  GrantApprovalDecisionSchema,
  GrantApprovalParamsSchema,
  GrantApprovalsSchema,
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
import { z } from 'zod';
import { operatorOf } from '../admin/operator.guard.ts';
import { rewardsPolicy } from './rewards.policy.ts';
import type { RewardsService } from './rewards.service.ts';

const tags = ['admin'];
const manage = { access: { operator: rewardsPolicy.manage } };
const readPlayer = { access: { operator: rewardsPolicy.readPlayer } };
const approvalsQuery = z.object({
  status: z.enum(GRANT_APPROVAL_STATUSES, { error: 'invalid_value' }).default('pending'),
});

/** The back office's rewards: VIP members and their hosts, players' CP history and corrections, the programme's cost. */
export const rewardsAdminRoutes: FastifyPluginAsyncZod<{ rewards: RewardsService }> = async (
  app,
  { rewards },
) => {
  const playerIdOf = (request: { params: { playerId: string } }) => BigInt(request.params.playerId);

  app.get(
    '/admin/rewards/vip-members',
    { schema: { tags, response: { 200: envelopeOf(VipMembersSchema) } }, config: manage },
    async (request) => request.ok(await rewards.vipMembers()),
  );

  app.get(
    '/admin/rewards/hosts',
    { schema: { tags, response: { 200: envelopeOf(VipHostsSchema) } }, config: manage },
    async (request) => request.ok(await rewards.hosts()),
  );

  app.put(
    '/admin/rewards/vip-members/:playerId/host',
    {
      schema: {
        tags,
        params: PlayerIdParamsSchema,
        body: VipHostAssignSchema,
        response: { 200: envelopeOf(VipMemberSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await rewards.assignHost(
          operatorOf(request),
          playerIdOf(request),
          BigInt(request.body.hostId),
        ),
      ),
  );

  app.get(
    '/admin/rewards/players/:playerId/cp',
    // A player's CP history is part of their record: for those who may open it, not for every rewards manager.
    {
      schema: {
        tags,
        params: PlayerIdParamsSchema,
        response: { 200: envelopeOf(CpHistorySchema) },
      },
      config: readPlayer,
    },
    async (request) => request.ok(await rewards.cpHistory(playerIdOf(request))),
  );

  app.post(
    '/admin/rewards/players/:playerId/cp-adjustments',
    {
      schema: {
        tags,
        params: PlayerIdParamsSchema,
        body: CpAdjustmentSchema,
        response: { 200: envelopeOf(CpAdjustmentResultSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(await rewards.adjustCp(operatorOf(request), playerIdOf(request), request.body)),
  );

  // CP adjustments above the four-eyes amount wait here for a second operator (decision 019).
  app.get(
    '/admin/rewards/cp-approvals',
    {
      schema: {
        tags,
        querystring: approvalsQuery,
        response: { 200: envelopeOf(GrantApprovalsSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok({
        approvals: await rewards.cpApprovals(request.query.status),
        fourEyesEur: rewards.fourEyesEur(),
      }),
  );

  app.post(
    '/admin/rewards/cp-approvals/:id/decision',
    {
      schema: {
        tags,
        params: GrantApprovalParamsSchema,
        body: GrantApprovalDecisionSchema,
        response: { 200: envelopeOf(CpAdjustmentResultSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await rewards.decideCp(
          operatorOf(request),
          request.params.id,
          request.body.decision,
          request.body.note,
        ),
      ),
  );

  app.get(
    '/admin/rewards/costs',
    {
      schema: {
        tags,
        querystring: RewardCostsQuerySchema,
        response: { 200: envelopeOf(RewardCostsSchema) },
      },
      config: manage,
    },
    async (request) => {
      const { from, to } = resolveReportRange(request.query);
      return request.ok(await rewards.costs(from, to));
    },
  );
};

import {
  BonusCostsSchema,
  BonusGrantResultSchema,
  BonusGrantSchema,
  BonusHistorySchema,
  CampaignInputSchema,
  CampaignSchema,
  CampaignsSchema,
  CampaignStatusChangeSchema,
  envelopeOf,
  GRANT_APPROVAL_STATUSES,
  GrantApprovalDecisionSchema,
  GrantApprovalParamsSchema,
  GrantApprovalsSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../admin/operator.guard.ts';
import type { BonusReads } from './bonus.reads.ts';
import { bonusPolicy } from './bonus.policy.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import type { CampaignsService } from './campaigns.service.ts';
import type { OffersService } from './offers.service.ts';

const tags = ['admin'];
const manage = { access: { operator: bonusPolicy.manage } };
const readPlayer = { access: { operator: bonusPolicy.readPlayer } };
const approvalsQuery = z.object({
  status: z.enum(GRANT_APPROVAL_STATUSES, { error: 'invalid_value' }).default('pending'),
});
const idParams = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, { error: 'invalid_value' }) });
const playerParams = z.object({
  playerId: z.string().regex(/^[1-9]\d{0,17}$/, { error: 'invalid_value' }),
});
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' });
const costsQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { error: 'date_range_invalid', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    error: 'date_range_too_long',
    path: ['to'],
  });

/** The back office's Bonuses section: campaigns checked against the jurisdiction profile, grants to players, costs; each change audited. */
export const bonusAdminRoutes: FastifyPluginAsyncZod<{
  campaigns: CampaignsService;
  offers: OffersService;
  reads: BonusReads;
  costs: Pick<ReportsService, 'bonusCosts'>;
}> = async (app, { campaigns, offers, reads, costs }) => {
  app.get(
    '/admin/bonus/campaigns',
    { schema: { tags, response: { 200: envelopeOf(CampaignsSchema) } }, config: manage },
    async (request) =>
      request.ok({ campaigns: await campaigns.list(), profile: campaigns.profile }),
  );

  app.post(
    '/admin/bonus/campaigns',
    {
      schema: { tags, body: CampaignInputSchema, response: { 200: envelopeOf(CampaignSchema) } },
      config: manage,
    },
    async (request) => request.ok(await campaigns.create(operatorOf(request), request.body)),
  );

  app.put(
    '/admin/bonus/campaigns/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: CampaignInputSchema,
        response: { 200: envelopeOf(CampaignSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await campaigns.update(operatorOf(request), BigInt(request.params.id), request.body),
      ),
  );

  app.patch(
    '/admin/bonus/campaigns/:id/status',
    {
      schema: {
        tags,
        params: idParams,
        body: CampaignStatusChangeSchema,
        response: { 200: envelopeOf(CampaignSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await campaigns.setStatus(
          operatorOf(request),
          BigInt(request.params.id),
          request.body.status,
        ),
      ),
  );

  app.post(
    '/admin/bonus/players/:playerId/grants',
    {
      schema: {
        tags,
        params: playerParams,
        body: BonusGrantSchema,
        response: { 200: envelopeOf(BonusGrantResultSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await offers.grantByOperator(
          operatorOf(request),
          BigInt(request.params.playerId),
          request.body,
          request.language,
        ),
      ),
  );

  // Grants above the four-eyes amount wait here for a second operator (decision 019).
  app.get(
    '/admin/bonus/grant-approvals',
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
        approvals: await offers.grantApprovals(request.query.status),
        fourEyesEur: offers.fourEyesEur(),
      }),
  );

  app.post(
    '/admin/bonus/grant-approvals/:id/decision',
    {
      schema: {
        tags,
        params: GrantApprovalParamsSchema,
        body: GrantApprovalDecisionSchema,
        response: { 200: envelopeOf(BonusGrantResultSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await offers.decideGrant(
          operatorOf(request),
          request.params.id,
          request.body.decision,
          request.body.note,
          request.language,
        ),
      ),
  );

  app.get(
    '/admin/bonus/players/:playerId/bonuses',
    // A player's bonus history is part of their record: for those who may open it, not for every campaign manager.
    {
      schema: { tags, params: playerParams, response: { 200: envelopeOf(BonusHistorySchema) } },
      config: readPlayer,
    },
    async (request) => {
      const playerId = BigInt(request.params.playerId);
      await offers.assertPlayer(playerId);
      return request.ok(await reads.history(playerId, request.language));
    },
  );

  app.get(
    '/admin/bonus/costs',
    {
      schema: { tags, querystring: costsQuery, response: { 200: envelopeOf(BonusCostsSchema) } },
      config: manage,
    },
    async (request) =>
      request.ok({
        days: await costs.bonusCosts(request.query.from, request.query.to),
        campaigns: await campaigns.costEstimates(),
      }),
  );
};

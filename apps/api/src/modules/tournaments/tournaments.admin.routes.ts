import {
  AdminLeaderboardSchema,
  AdminTournamentPayoutsSchema,
  AdminTournamentSchema,
  AdminTournamentsSchema,
  envelopeOf,
  GRANT_APPROVAL_STATUSES,
  GrantApprovalDecisionSchema,
  GrantApprovalParamsSchema,
  GrantApprovalSchema,
  GrantApprovalsSchema,
  TournamentInputSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../admin/operator.guard.ts';
import { tournamentsPolicy } from './tournaments.policy.ts';
import type { TournamentsService } from './tournaments.service.ts';

const tags = ['admin'];
const manage = { access: { operator: tournamentsPolicy.manage } };
const params = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, { error: 'invalid_value' }) });
const approvalsQuery = z.object({
  status: z.enum(GRANT_APPROVAL_STATUSES, { error: 'invalid_value' }).default('pending'),
});

/** The back office's slot races: list, create, change while scheduled, cancel, leaderboard, payouts; each change audited. */
export const tournamentsAdminRoutes: FastifyPluginAsyncZod<{
  tournaments: TournamentsService;
}> = async (app, { tournaments }) => {
  app.get(
    '/admin/tournaments',
    { schema: { tags, response: { 200: envelopeOf(AdminTournamentsSchema) } }, config: manage },
    async (request) => request.ok({ tournaments: await tournaments.adminList() }),
  );

  // Races whose cash prizes are above the four-eyes amount wait here for a second operator (decision 019).
  app.get(
    '/admin/tournaments/prize-approvals',
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
        approvals: await tournaments.prizeApprovals(request.query.status),
        fourEyesEur: tournaments.fourEyesEur(),
      }),
  );

  app.post(
    '/admin/tournaments/prize-approvals/:id/decision',
    {
      schema: {
        tags,
        params: GrantApprovalParamsSchema,
        body: GrantApprovalDecisionSchema,
        response: {
          200: envelopeOf(
            z.object({ tournament: AdminTournamentSchema, approval: GrantApprovalSchema }),
          ),
        },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await tournaments.decidePrizes(
          operatorOf(request),
          request.params.id,
          request.body.decision,
          request.body.note,
        ),
      ),
  );

  app.get(
    '/admin/tournaments/:id',
    {
      schema: { tags, params, response: { 200: envelopeOf(AdminTournamentSchema) } },
      config: manage,
    },
    async (request) => request.ok(await tournaments.adminGet(BigInt(request.params.id))),
  );

  app.post(
    '/admin/tournaments',
    {
      schema: {
        tags,
        body: TournamentInputSchema,
        response: { 200: envelopeOf(AdminTournamentSchema) },
      },
      config: manage,
    },
    async (request) => request.ok(await tournaments.create(operatorOf(request), request.body)),
  );

  app.put(
    '/admin/tournaments/:id',
    {
      schema: {
        tags,
        params,
        body: TournamentInputSchema,
        response: { 200: envelopeOf(AdminTournamentSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await tournaments.update(operatorOf(request), BigInt(request.params.id), request.body),
      ),
  );

  app.post(
    '/admin/tournaments/:id/cancel',
    {
      schema: { tags, params, response: { 200: envelopeOf(AdminTournamentSchema) } },
      config: manage,
    },
    async (request) =>
      request.ok(await tournaments.cancel(operatorOf(request), BigInt(request.params.id))),
  );

  app.get(
    '/admin/tournaments/:id/leaderboard',
    {
      schema: { tags, params, response: { 200: envelopeOf(AdminLeaderboardSchema) } },
      config: manage,
    },
    async (request) => request.ok(await tournaments.adminLeaderboard(BigInt(request.params.id))),
  );

  app.get(
    '/admin/tournaments/:id/payouts',
    {
      schema: { tags, params, response: { 200: envelopeOf(AdminTournamentPayoutsSchema) } },
      config: manage,
    },
    async (request) => request.ok(await tournaments.adminPayouts(BigInt(request.params.id))),
  );
};

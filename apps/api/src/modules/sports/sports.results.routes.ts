import {
  envelopeOf,
  GrantApprovalDecisionSchema,
  GrantApprovalParamsSchema,
  ManualSportResultSchema,
  SportEventParamsSchema,
  SportResultOutcomeSchema,
  SportResultStateSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf } from '../admin/operator.guard.ts';
import type { SportsResults } from './sports-results.service.ts';
import { sportsPolicy } from './sports.policy.ts';

const tags = ['admin'];
const read = { access: { operator: sportsPolicy.read } };
const manage = { access: { operator: sportsPolicy.manage } };

/**
 * Manual results (issue 24): an event whose feed failed resulted by hand, a settled one resettled, each with a
 * reason; above the four-eyes amount held for a second trader's decision. Trading the book (sports.manage)
 * does it; reading the sportsbook (sports.read) sees the state.
 */
export const sportsResultsRoutes: FastifyPluginAsyncZod<{ sportsResults: SportsResults }> = async (
  app,
  { sportsResults },
) => {
  app.get(
    '/admin/sports/events/:id/result',
    {
      schema: {
        tags,
        params: SportEventParamsSchema,
        response: { 200: envelopeOf(SportResultStateSchema) },
      },
      config: read,
    },
    async (request) => request.ok(await sportsResults.state(request.params.id)),
  );

  app.post(
    '/admin/sports/events/:id/result',
    {
      schema: {
        tags,
        params: SportEventParamsSchema,
        body: ManualSportResultSchema,
        response: { 200: envelopeOf(SportResultOutcomeSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(await sportsResults.result(operatorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/admin/sports/events/:id/resettle',
    {
      schema: {
        tags,
        params: SportEventParamsSchema,
        body: ManualSportResultSchema,
        response: { 200: envelopeOf(SportResultOutcomeSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await sportsResults.resettle(operatorOf(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/admin/sports/results/:id/decision',
    {
      schema: {
        tags,
        params: GrantApprovalParamsSchema,
        body: GrantApprovalDecisionSchema,
        response: { 200: envelopeOf(SportResultOutcomeSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await sportsResults.decide(
          operatorOf(request),
          request.params.id,
          request.body.decision,
          request.body.note,
        ),
      ),
  );
};

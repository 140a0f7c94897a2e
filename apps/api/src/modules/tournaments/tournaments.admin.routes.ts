import { AdminLeaderboardSchema, AdminTournamentPayoutsSchema, AdminTournamentSchema, AdminTournamentsSchema, envelopeOf, TournamentInputSchema } from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../admin/operator.guard.ts';
import { tournamentsPolicy } from './tournaments.policy.ts';
import type { TournamentsService } from './tournaments.service.ts';

const tags = ['admin'];
const manage = { access: { operator: tournamentsPolicy.manage } };
const params = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, { error: 'invalid_value' }) });

/** The back office's slot races: list, create, change while scheduled, cancel, leaderboard, payouts; each change audited. */
export const tournamentsAdminRoutes: FastifyPluginAsyncZod<{ tournaments: TournamentsService }> = async (app, { tournaments }) => {
  app.get('/admin/tournaments', { schema: { tags, response: { 200: envelopeOf(AdminTournamentsSchema) } }, config: manage }, async (request) =>
    request.ok({ tournaments: await tournaments.adminList() }),
  );

  app.get('/admin/tournaments/:id', { schema: { tags, params, response: { 200: envelopeOf(AdminTournamentSchema) } }, config: manage }, async (request) =>
    request.ok(await tournaments.adminGet(BigInt(request.params.id))),
  );

  app.post('/admin/tournaments', { schema: { tags, body: TournamentInputSchema, response: { 200: envelopeOf(AdminTournamentSchema) } }, config: manage }, async (request) =>
    request.ok(await tournaments.create(operatorOf(request), request.body)),
  );

  app.put('/admin/tournaments/:id', { schema: { tags, params, body: TournamentInputSchema, response: { 200: envelopeOf(AdminTournamentSchema) } }, config: manage }, async (request) =>
    request.ok(await tournaments.update(operatorOf(request), BigInt(request.params.id), request.body)),
  );

  app.post('/admin/tournaments/:id/cancel', { schema: { tags, params, response: { 200: envelopeOf(AdminTournamentSchema) } }, config: manage }, async (request) =>
    request.ok(await tournaments.cancel(operatorOf(request), BigInt(request.params.id))),
  );

  app.get('/admin/tournaments/:id/leaderboard', { schema: { tags, params, response: { 200: envelopeOf(AdminLeaderboardSchema) } }, config: manage }, async (request) =>
    request.ok(await tournaments.adminLeaderboard(BigInt(request.params.id))),
  );

  app.get('/admin/tournaments/:id/payouts', { schema: { tags, params, response: { 200: envelopeOf(AdminTournamentPayoutsSchema) } }, config: manage }, async (request) =>
    request.ok(await tournaments.adminPayouts(BigInt(request.params.id))),
  );
};

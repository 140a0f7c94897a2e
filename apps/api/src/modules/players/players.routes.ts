import {
  AdjustmentCreateSchema,
  AdjustmentDecisionSchema,
  AdjustmentIdParamsSchema,
  AdjustmentListQuerySchema,
  AdjustmentPolicySchema,
  AdjustmentSchema,
  envelopeOf,
  PlayerActionSchema,
  PlayerDocumentsSchema,
  PlayerCardParamsSchema,
  PlayerLedgerPageSchema,
  PlayerNoteCreateSchema,
  PlayerNoteSchema,
  PlayerOverviewSchema,
  PlayerSearchPageSchema,
  PlayerSearchSchema,
  PlayerSessionsSchema,
  PlayerTabPageSchema,
  RoundHistorySchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../admin/operator.guard.ts';
import { playersPolicy } from './players.policy.ts';
import type { PlayersAdminService } from './players.service.ts';

const tags = ['admin'];
const read = { access: { operator: playersPolicy.read } };
const block = { access: { operator: playersPolicy.block } };
const adjust = { access: { operator: playersPolicy.adjustBalance } };

/** The back office's players: search, the card's tabs, the account actions and balance adjustments with four-eyes. */
export const playersRoutes: FastifyPluginAsyncZod<{ playersAdmin: PlayersAdminService }> = async (
  app,
  { playersAdmin },
) => {
  const params = PlayerCardParamsSchema;
  const idOf = (request: { params: { id: string } }) => BigInt(request.params.id);

  app.get(
    '/admin/players',
    {
      schema: {
        tags,
        querystring: PlayerSearchSchema,
        response: { 200: envelopeOf(PlayerSearchPageSchema) },
      },
      config: read,
    },
    async (request) => request.ok(await playersAdmin.search(request.query)),
  );

  app.get(
    '/admin/players/:id',
    { schema: { tags, params, response: { 200: envelopeOf(PlayerOverviewSchema) } }, config: read },
    async (request) => request.ok(await playersAdmin.overview(idOf(request))),
  );

  app.get(
    '/admin/players/:id/transactions',
    {
      schema: {
        tags,
        params,
        querystring: PlayerTabPageSchema,
        response: { 200: envelopeOf(PlayerLedgerPageSchema) },
      },
      config: read,
    },
    async (request) =>
      request.ok(await playersAdmin.transactions(idOf(request), request.query.page)),
  );

  app.get(
    '/admin/players/:id/rounds',
    {
      schema: {
        tags,
        params,
        querystring: PlayerTabPageSchema,
        response: { 200: envelopeOf(RoundHistorySchema) },
      },
      config: read,
    },
    async (request) => request.ok(await playersAdmin.rounds(idOf(request), request.query.page)),
  );

  app.get(
    '/admin/players/:id/sessions',
    { schema: { tags, params, response: { 200: envelopeOf(PlayerSessionsSchema) } }, config: read },
    async (request) => request.ok(await playersAdmin.sessions(idOf(request))),
  );

  app.get(
    '/admin/players/:id/documents',
    {
      schema: { tags, params, response: { 200: envelopeOf(PlayerDocumentsSchema) } },
      config: read,
    },
    async (request) => request.ok(await playersAdmin.documents(idOf(request))),
  );

  app.get(
    '/admin/players/:id/notes',
    {
      schema: { tags, params, response: { 200: envelopeOf(z.array(PlayerNoteSchema)) } },
      config: read,
    },
    async (request) => request.ok(await playersAdmin.notes(idOf(request))),
  );

  app.post(
    '/admin/players/:id/notes',
    {
      schema: {
        tags,
        params,
        body: PlayerNoteCreateSchema,
        response: { 200: envelopeOf(z.array(PlayerNoteSchema)) },
      },
      config: read,
    },
    async (request) =>
      request.ok(await playersAdmin.addNote(operatorOf(request), idOf(request), request.body.body)),
  );

  const actions = [
    ['block', playersAdmin.block],
    ['unblock', playersAdmin.unblock],
    ['close', playersAdmin.close],
    ['sessions/end', playersAdmin.endSessions],
  ] as const;
  for (const [path, action] of actions) {
    app.post(
      `/admin/players/:id/${path}`,
      {
        schema: {
          tags,
          params,
          body: PlayerActionSchema,
          response: { 200: envelopeOf(PlayerOverviewSchema) },
        },
        config: block,
      },
      async (request) =>
        request.ok(await action(operatorOf(request), idOf(request), request.body.reason)),
    );
  }

  app.get(
    '/admin/players/:id/adjustments',
    {
      schema: { tags, params, response: { 200: envelopeOf(z.array(AdjustmentSchema)) } },
      config: read,
    },
    async (request) => request.ok(await playersAdmin.adjustmentsOf(idOf(request))),
  );

  app.post(
    '/admin/players/:id/adjustments',
    {
      schema: {
        tags,
        params,
        body: AdjustmentCreateSchema,
        response: { 200: envelopeOf(AdjustmentSchema) },
      },
      config: adjust,
    },
    async (request) =>
      request.ok(
        await playersAdmin.requestAdjustment(operatorOf(request), idOf(request), request.body),
      ),
  );

  app.get(
    '/admin/adjustments',
    {
      schema: {
        tags,
        querystring: AdjustmentListQuerySchema,
        response: { 200: envelopeOf(z.array(AdjustmentSchema)) },
      },
      config: adjust,
    },
    async (request) =>
      request.ok(await playersAdmin.listAdjustments(request.query.status, request.query.limit)),
  );

  app.get(
    '/admin/adjustments/policy',
    { schema: { tags, response: { 200: envelopeOf(AdjustmentPolicySchema) } }, config: adjust },
    async (request) => request.ok(playersAdmin.policy()),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/adjustments/:id/${decision}`,
      {
        schema: {
          tags,
          params: AdjustmentIdParamsSchema,
          body: AdjustmentDecisionSchema,
          response: { 200: envelopeOf(AdjustmentSchema) },
        },
        config: adjust,
      },
      async (request) =>
        request.ok(
          await playersAdmin.decideAdjustment(
            operatorOf(request),
            request.params.id,
            decision,
            request.body.note,
          ),
        ),
    );
  }
};

import {
  AdminChallengeSchema,
  AdminChallengesSchema,
  ChallengeCreateSchema,
  ChallengeStatusChangeSchema,
  envelopeOf,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../admin/operator.guard.ts';
import type { ChallengesService } from './challenges.service.ts';
import { rewardsPolicy } from './rewards.policy.ts';

const tags = ['admin'];
const manage = { access: { operator: rewardsPolicy.manage } };
const params = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, { error: 'invalid_value' }) });

/** The back office's challenges: every one with its winner, create, pause and reopen; each change audited. */
export const challengesAdminRoutes: FastifyPluginAsyncZod<{
  challenges: ChallengesService;
}> = async (app, { challenges }) => {
  app.get(
    '/admin/rewards/challenges',
    { schema: { tags, response: { 200: envelopeOf(AdminChallengesSchema) } }, config: manage },
    async (request) => request.ok({ challenges: await challenges.adminList() }),
  );

  app.post(
    '/admin/rewards/challenges',
    {
      schema: {
        tags,
        body: ChallengeCreateSchema,
        response: { 200: envelopeOf(AdminChallengeSchema) },
      },
      config: manage,
    },
    async (request) => request.ok(await challenges.create(operatorOf(request), request.body)),
  );

  app.patch(
    '/admin/rewards/challenges/:id',
    {
      schema: {
        tags,
        params,
        body: ChallengeStatusChangeSchema,
        response: { 200: envelopeOf(AdminChallengeSchema) },
      },
      config: manage,
    },
    async (request) =>
      request.ok(
        await challenges.setStatus(
          operatorOf(request),
          BigInt(request.params.id),
          request.body.status,
        ),
      ),
  );
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { operatorAccessOf } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { Operator, OperatorService } from './operator.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator | null;
  }
}

/** The operator of a request that passed the operator guard. */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw new AppError('login_required');
  return request.operator;
}

/**
 * Enforces `config.access: { operator: permission }` as a request arrives, so a back-office route
 * states what it needs on its declaration and its handler never checks. The permission is also
 * written into the route's OpenAPI operation (`x-operator-permission`) for clients and tests.
 */
export const operatorGuard = fp(
  async (app: FastifyInstance, options: { operators: OperatorService }) => {
    app.decorateRequest('operator', null);

    app.addHook('onRoute', (route) => {
      const permission = operatorAccessOf(route.config?.access);
      if (permission)
        route.schema = Object.assign({}, route.schema, { 'x-operator-permission': permission });
    });

    // Before the body is parsed or validated: a caller without the permission learns nothing about
    // what the route would accept, and costs no parsing.
    app.addHook('onRequest', async (request) => {
      const permission = operatorAccessOf(request.routeOptions.config.access);
      if (permission) request.operator = await options.operators.authorize(request, permission);
    });
  },
);

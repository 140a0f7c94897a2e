import type { Permission } from '@orca/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may call a route, declared on the route as `config.access` and enforced before the handler
 * by one guard per kind of caller: the session guard for visitors and players, the operator guard
 * for the back office, the game-session guard for in-house game clients (their own `x-game-session`
 * token, apart from the site's session), the provider guard for game providers' signed calls. Every API route
 * declares one ('public' included): `accessDeclarations` refuses to start otherwise.
 */
export type Access =
  'public' | 'anon' | 'player' | 'game_session' | OperatorAccess | ProviderAccess;

/** A game provider's server-to-server call, signed with that provider's own secret. */
export interface ProviderAccess {
  provider: 'wallet';
}

/**
 * A back-office route: an operator with a live, second-factor session whose role grants the
 * permission; 'signed_in' asks for the session alone (the operator's own profile, log-out).
 */
export interface OperatorAccess {
  operator: Permission | 'signed_in';
}

/** What a route asks of operators, or null when it is not a back-office route. */
export function operatorAccessOf(access: Access | undefined): OperatorAccess['operator'] | null {
  return typeof access === 'object' && 'operator' in access ? access.operator : null;
}

/** What a route asks of providers, or null when it is not a provider route. */
export function providerAccessOf(access: Access | undefined): ProviderAccess['provider'] | null {
  return typeof access === 'object' && 'provider' in access ? access.provider : null;
}

/** The declaration as one word for the OpenAPI document: 'public', 'player', 'operator:kyc.review', 'provider:wallet'. */
export function describeAccess(access: Access): string {
  if (typeof access === 'string') return access;
  return 'operator' in access ? `operator:${access.operator}` : `provider:${access.provider}`;
}

/**
 * Every route of the scope must say who may call it. A route added without a declaration stops
 * the server at start-up, naming it, rather than quietly being public; the declaration is
 * written into the OpenAPI operation (`x-access`) for clients and the tests that walk them.
 */
export const accessDeclarations = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined)
      throw new Error(
        `${String(route.method)} ${route.url} declares no config.access: say who may call it ('public' if anyone may)`,
      );
    route.schema = Object.assign({}, route.schema, { 'x-access': describeAccess(access) });
  });
});

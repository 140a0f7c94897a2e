import type { Permission } from '@orca/contracts';

/**
 * Who may call a route, declared on the route as `config.access` and enforced before the handler
 * by one guard per kind of caller: the session guard for visitors and players, the operator guard
 * for the back office. A route without a declaration is public (the api key still applies).
 */
export type Access = 'public' | 'anon' | 'player' | OperatorAccess;

/**
 * A back-office route: an operator with a live, second-factor session whose role grants the
 * permission; 'signed_in' asks for the session alone (the operator's own profile, log-out).
 */
export interface OperatorAccess {
  operator: Permission | 'signed_in';
}

/** What a route asks of operators, or null when it is not a back-office route. */
export function operatorAccessOf(access: Access | undefined): OperatorAccess['operator'] | null {
  return typeof access === 'object' ? access.operator : null;
}

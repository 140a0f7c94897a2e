import {
  hasPermission,
  OPERATOR_ROLES,
  PERMISSIONS,
  type OperatorRole,
  type Permission,
} from '@orca/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorSession, signUp, type TestApp } from '../../../test/harness.ts';

/**
 * Walks every back-office route in the OpenAPI document, so a route added later is checked
 * without anyone listing it here: each declares the permission it needs, and refuses a visitor,
 * a player and an operator whose role lacks that permission.
 */

/** The only back-office routes reachable without an operator session: the steps of logging in. */
const LOGIN_ROUTES = new Set(['POST /api/v1/admin/login', 'POST /api/v1/admin/login/code']);

interface BackOfficeRoute {
  method: string;
  url: string;
  /** What the route asks: a permission, 'signed_in' (any operator), or null for a log-in step. */
  permission: Permission | 'signed_in' | null;
}

let t: TestApp;
let player: string;
let routes: BackOfficeRoute[];
const operators = new Map<OperatorRole, string>();

beforeAll(async () => {
  t = await createTestApp();
  ({ sessionid: player } = await signUp(t, 'Bystander01'));
  for (const role of OPERATOR_ROLES) operators.set(role, await operatorSession(t, role));
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { 'x-operator-permission'?: Permission | 'signed_in' }>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/admin'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        // Well-formed ids, so a refusal can only come from the guard, never from validation.
        url: path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000000'),
        permission: operation['x-operator-permission'] ?? null,
      })),
    );
});
afterAll(() => t.close());

const call = (route: BackOfficeRoute, headers: Record<string, string>, player?: string) =>
  t.request({
    method: route.method,
    url: route.url,
    headers,
    ...(player ? { player } : {}),
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

describe('back-office access', () => {
  it('finds the back-office routes, each declaring a permission from the catalogue unless it is a log-in step', () => {
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      if (LOGIN_ROUTES.has(name)) continue;
      expect(route.permission, name).not.toBeNull();
      expect([...PERMISSIONS, 'signed_in'], name).toContain(route.permission);
    }
  });

  it('refuses a visitor, a player session and an operator without the permission on every route', async () => {
    const guarded = routes.filter((route) => route.permission !== null);
    for (const route of guarded) {
      const name = `${route.method} ${route.url} (${route.permission})`;
      const visitor = await call(route, {});
      expect([visitor.status, visitor.body.info.resultCode], `${name} as visitor`).toEqual([
        401,
        'login_required',
      ]);

      const asPlayer = await call(route, {}, player);
      expect([asPlayer.status, asPlayer.body.info.resultCode], `${name} as player`).toEqual([
        401,
        'login_required',
      ]);

      // A player's token sent as an operator's is no operator session either.
      const playerToken = await call(route, { 'x-operator-session': player });
      expect(
        [playerToken.status, playerToken.body.info.resultCode],
        `${name} with a player token`,
      ).toEqual([401, 'session_expired']);

      const permission = route.permission;
      if (permission === null || permission === 'signed_in') continue;
      const refusedRoles = OPERATOR_ROLES.filter((role) => !hasPermission(role, permission));
      expect(refusedRoles.length, `${name}: some role lacks the permission`).toBeGreaterThan(0);
      for (const role of refusedRoles) {
        const refused = await call(route, { 'x-operator-session': operators.get(role)! });
        expect([refused.status, refused.body.info.resultCode], `${name} as ${role}`).toEqual([
          403,
          'forbidden',
        ]);
      }
      // And the permission does let its holders through (to validation or a not_found at worst).
      for (const role of OPERATOR_ROLES.filter((role) => hasPermission(role, permission))) {
        const allowed = await call(route, { 'x-operator-session': operators.get(role)! });
        expect([401, 403], `${name} as ${role}`).not.toContain(allowed.status);
      }
    }
  });
});

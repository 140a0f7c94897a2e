import { OPERATOR_SESSION_IDLE_MINUTES } from '@orca/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { operatorSessions } from '../../db/schema/index.ts';
import { createTestApp, operatorSession, type TestApp } from '../../../test/harness.ts';
import { hashToken } from '../../platform/tokens.ts';
import { createOperatorService } from './operator.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const requestWith = (token: string) =>
  ({ headers: { 'x-operator-session': token }, ip: '127.0.0.1' }) as unknown as FastifyRequest;

describe('operator idle clock', () => {
  it('is restarted by a request but not by a check that does not touch it (the back office socket), so an unattended session still idles out', async () => {
    const token = await operatorSession(t, 'support');
    const operators = createOperatorService(t.database.db, {
      secretKey: t.config.OPERATOR_SECRET_KEY,
    });
    const ageBy = (minutes: number) =>
      t.database.db.execute(
        sql`update ${operatorSessions} set last_seen_at = now() - make_interval(mins => ${minutes}) where token_hash = ${hashToken(token)}`,
      );

    const idleMinutes = async () => {
      const [row] = await queryRows<{ minutes: string }>(
        t.database.db,
        sql`select extract(epoch from now() - last_seen_at) / 60 as minutes from ${operatorSessions} where token_hash = ${hashToken(token)}`,
      );
      return Number(row?.minutes);
    };

    await ageBy(OPERATOR_SESSION_IDLE_MINUTES - 1);
    await expect(
      operators.authorize(requestWith(token), 'support.answer', { touch: false }),
    ).resolves.toMatchObject({ role: 'support' });
    expect(await idleMinutes()).toBeGreaterThan(OPERATOR_SESSION_IDLE_MINUTES - 2);
    await ageBy(OPERATOR_SESSION_IDLE_MINUTES + 1);
    await expect(
      operators.authorize(requestWith(token), 'support.answer', { touch: false }),
    ).rejects.toMatchObject({ code: 'session_expired' });

    // A real request a minute before the limit restarts the clock.
    await ageBy(OPERATOR_SESSION_IDLE_MINUTES - 1);
    await operators.authorize(requestWith(token), 'support.answer');
    expect(await idleMinutes()).toBeLessThan(1);
  });
});

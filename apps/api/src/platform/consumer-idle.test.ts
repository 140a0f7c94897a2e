import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fundedPlayer, type TestApp } from '../../test/harness.ts';
import { createEventProcessor, type EventConsumer } from './domain-events.ts';

/**
 * What an idle consumer's check costs, counted: one read-only statement per source, its cursor
 * known from its own last batch; a cursor another instance moved is learnt, nothing handled twice.
 */
let t: TestApp;
let recording: string[] | null = null;
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (query) => recording?.push(query) });
  await t.jobs.stop();
});
afterAll(() => t.close());

const handled: string[] = [];
const consumer: EventConsumer<'ledger.transfer' | 'player.notice'> = {
  name: 'test.idle-check',
  sources: ['ledger.transfer', 'player.notice'],
  async handle(_tx, events) {
    for (const e of events)
      handled.push(e.type === 'ledger.transfer' ? `t${e.transferId}` : `n${e.noticeId}`);
  },
};

async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  recording = [];
  try {
    await work();
    return recording;
  } finally {
    recording = null;
  }
}

/**
 * The statements of a run that found nothing to handle. Drained first; on PostgreSQL events become
 * readable only once every older transaction of the server has ended (other test files' too), so
 * a run may still find some, and is then tried again.
 */
async function idleRun(processor: ReturnType<typeof createEventProcessor>): Promise<string[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await processor.drain();
    let count = 0;
    const statements = await statementsOf(async () => (count = await processor.runBatch()));
    if (count === 0) return statements;
  }
  throw new Error('the consumer never caught up');
}

describe('an idle consumer', () => {
  it('checks each source with one statement and no cursor read, and learns a cursor another processor moved', async () => {
    const here = createEventProcessor(t.database.db, consumer);
    await fundedPlayer(t, 'IdleCheck01', '20');
    const idle = await idleRun(here);
    expect(handled.length).toBeGreaterThan(0);
    expect(idle).toHaveLength(consumer.sources.length);
    expect(idle.some((statement) => /event_cursors/.test(statement))).toBe(false);

    // Another instance's processor of the same consumer handles the next events.
    const elsewhere = createEventProcessor(t.database.db, consumer);
    const count = handled.length;
    await fundedPlayer(t, 'IdleCheck02', '20');
    await idleRun(elsewhere);
    expect(handled.length).toBeGreaterThan(count);
    // This one, behind, finds its cursor moved on: nothing handled twice, and idle again after.
    expect(await idleRun(here)).toHaveLength(consumer.sources.length);
    expect(new Set(handled).size).toBe(handled.length);
  });
});

import { describe, expect, it } from 'vitest';
import {
  createProducerHealth,
  PRODUCER_INACTIVITY_MS,
  withDownProducers,
} from './producer-health.ts';

const alive = (producer: number, subscribed = true) =>
  ({ type: 'alive', producer, timestamp: 0, subscribed }) as const;

describe('a producer’s health from its heartbeats', () => {
  it('starts down, is up from its first alive, and is down again once silent past the limit', () => {
    let clock = 1_000_000;
    const health = createProducerHealth({ producers: [1], now: () => clock });
    expect(health.downReason(1)).toBe('never_alive');
    expect(health.alive(alive(1))).toBe(true);
    expect(health.isDown(1)).toBe(false);
    clock += PRODUCER_INACTIVITY_MS;
    expect(health.isDown(1)).toBe(false);
    clock += 1;
    expect(health.downReason(1)).toBe('alive_missing');
    expect(health.alive(alive(1))).toBe(true);
    expect(health.isDown(1)).toBe(false);
    // An alive while up brings nothing back.
    expect(health.alive(alive(1))).toBe(false);
  });

  it('is down while the producer says it is not subscribed (it lost its state), and any other producer is down', () => {
    const health = createProducerHealth({ producers: [1], now: () => 0 });
    health.alive(alive(1));
    expect(health.alive(alive(1, false))).toBe(false);
    expect(health.downReason(1)).toBe('not_subscribed');
    expect(health.alive(alive(1))).toBe(true);
    expect(health.downReason(3)).toBe('never_alive');
  });

  it('tells each change once, for the pushes', () => {
    let clock = 0;
    const health = createProducerHealth({ producers: [1], inactivityMs: 10_000, now: () => clock });
    // Down from the start: nothing to tell until it speaks.
    expect(health.changes()).toEqual([]);
    health.alive(alive(1));
    expect(health.changes()).toEqual([{ producer: 1, isDown: false, reason: null }]);
    clock += 10_001;
    expect(health.changes()).toEqual([{ producer: 1, isDown: true, reason: 'alive_missing' }]);
    expect(health.changes()).toEqual([]);
  });

  it('suspends the whole of every event of a producer that is down, keeping the operator’s blocks', () => {
    const health = createProducerHealth({ producers: [1, 3], now: () => 0 });
    health.alive(alive(1));
    const blocks = new Map([['a', new Set(['18?total=2.5'])]]);
    const merged = withDownProducers(
      blocks,
      [
        { id: 'a', producer: 1 },
        { id: 'b', producer: 3 },
      ],
      health,
    );
    expect(merged.get('a')).toEqual(new Set(['18?total=2.5']));
    expect(merged.get('b')).toEqual(new Set(['*']));
  });
});

import { WHOLE_EVENT_KEY, type AliveMessage } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import * as repo from './sports.repository.ts';

/** A producer silent this long is down (the UOF SDK's default inactivity limit; it allows 10–180 s). */
export const PRODUCER_INACTIVITY_MS = 20_000;
/** How often a producer says it is alive (UOF producers send one about every 10 s). */
export const ALIVE_INTERVAL_MS = 10_000;

export type DownReason = 'never_alive' | 'alive_missing' | 'not_subscribed';

/**
 * Whether each producer is up, from its `alive` heartbeats, as UOF consumers do: a producer starts down, is
 * up from its first `alive` with `subscribed` true, and is down again when no `alive` came for
 * `inactivityMs` or one came with `subscribed` false (it lost its state). While a producer is down every
 * market of its events shows suspended and takes no bet (research A5). Nothing here reads the database: down
 * is worked out from the last heartbeat when asked, so it holds without a timer, and `changes` tells a
 * watcher what moved since it last asked (for the pushes).
 */
export function createProducerHealth(options: {
  /** The producers this book takes events from; any other is down. */
  producers: readonly number[];
  inactivityMs?: number;
  now?: () => number;
}) {
  const inactivityMs = options.inactivityMs ?? PRODUCER_INACTIVITY_MS;
  const now = options.now ?? Date.now;
  const heard = new Map<number, { at: number; subscribed: boolean }>();
  const reported = new Map<number, boolean>(options.producers.map((id) => [id, true]));

  function downReason(producer: number): DownReason | null {
    const last = heard.get(producer);
    if (!last) return 'never_alive';
    if (!last.subscribed) return 'not_subscribed';
    return now() - last.at > inactivityMs ? 'alive_missing' : null;
  }

  return {
    /** Records a heartbeat; answers whether it brought the producer back up. */
    alive(message: AliveMessage): boolean {
      const wasDown = downReason(message.producer) !== null;
      heard.set(message.producer, { at: now(), subscribed: message.subscribed });
      return wasDown && message.subscribed;
    },
    isDown: (producer: number): boolean => downReason(producer) !== null,
    downReason,
    /** The producers whose state changed since the last call, with their state now. */
    changes(): { producer: number; isDown: boolean; reason: DownReason | null }[] {
      const changed = [];
      for (const [producer, wasDown] of reported) {
        const reason = downReason(producer);
        if ((reason !== null) === wasDown) continue;
        reported.set(producer, reason !== null);
        changed.push({ producer, isDown: reason !== null, reason });
      }
      return changed;
    },
  };
}

export type ProducerHealth = ReturnType<typeof createProducerHealth>;

/**
 * The operator's blocks with the whole event (`*`) added for every event whose producer is down, so a view
 * shows its markets suspended and a bet on them is refused exactly as under an operator's suspension.
 */
export function withDownProducers(
  blocks: Map<string, Set<string>>,
  events: Iterable<{ id: string; producer: number }>,
  health: Pick<ProducerHealth, 'isDown'>,
): Map<string, Set<string>> {
  for (const event of events) {
    if (!health.isDown(event.producer)) continue;
    const keys = new Set(blocks.get(event.id));
    keys.add(WHOLE_EVENT_KEY);
    blocks.set(event.id, keys);
  }
  return blocks;
}

/** The operator's blocks of these events read, with the whole of each event whose producer is down added. */
export async function blocksOf(
  db: Executor,
  events: readonly { id: string; producer: number }[],
  health: Pick<ProducerHealth, 'isDown'>,
): Promise<Map<string, Set<string>>> {
  const blocks = await repo.blocksOf(
    db,
    events.map((event) => event.id),
  );
  return withDownProducers(blocks, events, health);
}

import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Live events (winners, crash rounds) fanned out to every WebSocket of every instance: in process
 * for one server, through Redis pub/sub when REDIS_URL is set and several instances share the load.
 */
export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, handler: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL_PREFIX = 'orca:events:';

export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (topic, payload) => void emitter.emit(topic, payload),
    subscribe(topic, handler) {
      emitter.on(topic, handler);
      return () => emitter.off(topic, handler);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

export function createRedisEventBus(url: string, onError: (error: Error) => void): EventBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const local = createLocalEventBus();
  const channels = new Set<string>();
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    void local.publish(channel.slice(CHANNEL_PREFIX.length), JSON.parse(message) as unknown);
  });
  return {
    async publish(topic, payload) {
      await publisher.publish(CHANNEL_PREFIX + topic, JSON.stringify(payload));
    },
    subscribe(topic, handler) {
      if (!channels.has(topic)) {
        channels.add(topic);
        void subscriber.subscribe(CHANNEL_PREFIX + topic).catch(onError);
      }
      return local.subscribe(topic, handler);
    },
    async close() {
      await local.close();
      subscriber.disconnect();
      await publisher.quit();
    },
  };
}

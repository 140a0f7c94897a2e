import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import path from 'node:path';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { onEventCommits } from './commits.ts';
import type { Config } from './config.ts';
import { createLocalEventBus, createRedisEventBus, type EventBus } from './events.ts';
import { createJobRunner, type JobRunner } from './jobs.ts';
import { createMailer, type Mailer } from './mail.ts';
import { createPlayerChannel, type PlayerChannel } from './realtime.ts';

/** What every domain may be given: storage, the event bus, mail and the one job runner. */
export interface Infrastructure {
  handle: DatabaseHandle;
  db: Database;
  redis: Redis | null;
  events: EventBus;
  channel: PlayerChannel;
  mailer: Mailer;
  jobs: JobRunner;
}

/** Opens (or adopts) the database, Redis and the event bus, each closed with the server. */
export async function openInfrastructure(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle | undefined,
): Promise<Infrastructure> {
  const handle =
    database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: path.join(config.DATA_DIR, 'db'),
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  if (!database) app.addHook('onClose', () => handle.close());

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  const events = config.REDIS_URL
    ? createRedisEventBus(config.REDIS_URL, (error) =>
        app.log.warn({ err: error }, 'event bus error'),
      )
    : createLocalEventBus();
  app.addHook('onClose', () => events.close());

  // Background work runs through one runner (bounded, logged one way, one instance at a time):
  // it starts once the app is ready and stops before it closes. Event consumers wake when events
  // commit, and otherwise only poll slowly (an idle server idles).
  const jobs = createJobRunner({ database: handle, log: app.log });
  onEventCommits(handle, () => jobs.wake());
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', () => jobs.stop());

  return {
    handle,
    db: handle.db,
    redis,
    events,
    channel: createPlayerChannel(events),
    mailer: createMailer(handle.db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    jobs,
  };
}

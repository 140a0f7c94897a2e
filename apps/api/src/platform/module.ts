import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { DomainEventType } from '@orca/contracts';
import { consumerJob, createEventProcessor, type EventConsumer } from './domain-events.ts';
import type { Job, JobRunner } from './jobs.ts';

/**
 * What one domain contributes to the server (decision 011). `app.ts` builds the services and
 * composes a list of these; a new domain is its folder and one line in that list.
 */
export interface AppModule {
  /** The domain's name, as its folder is called. */
  name: string;
  /**
   * Routes under /api/v1, for players, operators and providers alike: each declares who may call
   * it in `config.access`, so the guards registered before the modules decide.
   */
  api?: (api: FastifyInstance) => PromiseLike<unknown>;
  /** Pages outside the API (a sandbox provider's checkout). */
  site?: (app: FastifyInstance) => PromiseLike<unknown>;
  /** Background work, run by the one job runner (bounded, logged one way, one instance at a time). */
  jobs?: readonly Job[];
  /** Domain event consumers (decision 007): each follows the event log from its own cursor. */
  consumers?: readonly EventConsumer<DomainEventType>[];
  /** Before the server answers: seeding what the domain needs to exist. */
  start?: () => Promise<void>;
  /** Before the server closes, while the database is still open: flushing buffered writes. */
  stop?: () => Promise<void>;
}

/** Starts each module's work in list order; the API routes go in `registerApi` (inside the /api/v1 scope). */
export async function startModules(
  app: FastifyInstance,
  modules: readonly AppModule[],
  deps: { db: Database; jobs: JobRunner },
): Promise<void> {
  for (const module of modules) {
    await module.start?.();
    if (module.stop) app.addHook('preClose', module.stop);
    for (const job of module.jobs ?? []) deps.jobs.add(job);
    for (const consumer of module.consumers ?? [])
      deps.jobs.add(consumerJob(createEventProcessor(deps.db, consumer)));
  }
}

/** Registers every module's API routes, inside the /api/v1 scope the guards already cover. */
export async function registerApi(
  api: FastifyInstance,
  modules: readonly AppModule[],
): Promise<void> {
  for (const module of modules) await module.api?.(api);
}

/** Registers every module's pages outside the API. */
export async function registerSites(
  app: FastifyInstance,
  modules: readonly AppModule[],
): Promise<void> {
  for (const module of modules) await module.site?.(app);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Task = () => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Runs work once the response has been sent (and only if it succeeded): the answer neither
     * waits for the work nor depends on it. Failures are logged; the work is not retried.
     */
    afterResponse(task: Task): void;
  }
  interface FastifyInstance {
    /** Resolves when the work started after responses so far has finished (shutdown, tests). */
    afterResponseSettled(): Promise<void>;
  }
}

/**
 * Work a request causes but whose cost must not show in its answer, such as mailing a reset link
 * only to addresses that belong to a player: done in the request, it would make known addresses
 * measurably slower than unknown ones. The work is in memory, so a crash at that instant loses it;
 * only work the client can ask for again belongs here.
 */
export const afterResponsePlugin = fp(async (app: FastifyInstance) => {
  const pending = new Set<Promise<void>>();
  // The release of each task waiting for its request's response, so none is left waiting at close.
  const waiting = new Map<FastifyRequest, ((shouldRun: boolean) => void)[]>();

  function release(request: FastifyRequest, shouldRun: boolean) {
    const releases = waiting.get(request);
    waiting.delete(request);
    for (const go of releases ?? []) go(shouldRun);
  }

  app.decorateRequest('afterResponse', function afterResponse(this: FastifyRequest, task: Task) {
    let go: (shouldRun: boolean) => void = () => undefined;
    const gate = new Promise<boolean>((resolve) => {
      go = resolve;
    });
    // Registered at once, so whoever waits for the settled state sees it even before the response is out.
    const done: Promise<void> = gate
      .then((shouldRun) => (shouldRun ? task() : undefined))
      .catch((error: unknown) => this.log.error({ err: error }, 'work after the response failed'))
      .finally(() => pending.delete(done));
    pending.add(done);
    waiting.set(this, [...(waiting.get(this) ?? []), go]);
  });

  app.decorate('afterResponseSettled', async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  });

  app.addHook('onResponse', async (request, reply) => release(request, reply.statusCode < 400));
  // The client left before its answer, but the handler had decided on the work: it still happens.
  app.addHook('onRequestAbort', async (request) => release(request, true));
  app.addHook('onClose', async () => {
    for (const request of [...waiting.keys()]) release(request, false);
    while (pending.size > 0) await Promise.allSettled([...pending]);
  });
});

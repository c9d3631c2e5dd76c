import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown began: /readyz answers 503 so a load balancer sends no more traffic here. */
    readonly draining: boolean;
    /** Starts draining (decision 059): called by main.ts on SIGTERM, before the server stops accepting. */
    startDraining(): void;
  }
}

/**
 * Graceful shutdown's first step. While draining, the app still answers every request, but tells keep-alive clients
 * to close their connection after the answer, so the next request of theirs opens one to another instance.
 */
async function lifecyclePlugin(app: FastifyInstance) {
  let draining = false;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

export default fp(lifecyclePlugin, { name: 'lifecycle' });

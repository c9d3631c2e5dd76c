import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../lib/context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

async function contextPlugin(app: FastifyInstance, options: { ctx: Omit<AppContext, 'log'> }) {
  app.decorate('ctx', { ...options.ctx, log: app.log });
}

export default fp(contextPlugin, { name: 'context' });

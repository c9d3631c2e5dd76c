import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventJoinSchema, listEntryResultSchema } from '@noite/shared';
import { answers } from '../../lib/responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';
import doorListRoutes from './door-list.routes.ts';

export default async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = fastify.ctx;

  app.post(
    '/user/event-join-request',
    {
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        body: eventJoinSchema,
        response: answers(listEntryResultSchema),
      },
      onRequest: app.requireRole('user'),
    },
    async (request, reply) => {
      const result = await service.setListEntry(ctx, currentUser(request).id, request.body);
      return reply.envelope(200, result.isExist ? 'api.nameAdded' : 'api.nameRemoved', result);
    },
  );

  // The door list: its own routes file (door-list.routes.ts).
  await fastify.register(doorListRoutes);
}

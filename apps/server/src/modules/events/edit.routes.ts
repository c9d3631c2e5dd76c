import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteEventResultSchema, deleteEventSchema, editEventResultSchema, editEventSchema } from '@noite/shared';
import { answers } from '../../lib/responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './edit.service.ts';

/** The owner's event edits: `edit-event` (spec §7) and `delete-event` (extra). Owners of the venue and admins. */
export default async function eventEditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = fastify.ctx;

  app.post(
    '/establishment/edit-event',
    {
      schema: {
        tags: ['establishment'],
        security: [{ bearer: [] }],
        body: editEventSchema,
        response: { ...answers(editEventResultSchema), ...answers(editEventResultSchema, 201) },
      },
      onRequest: app.requireRole('owner', 'admin'),
    },
    async (request, reply) => {
      const { created, event } = await service.editEvent(ctx, currentUser(request), request.body);
      return reply.envelope(created ? 201 : 200, created ? 'api.eventCreated' : 'api.eventUpdated', event);
    },
  );

  app.post(
    '/establishment/delete-event',
    {
      schema: {
        tags: ['establishment'],
        security: [{ bearer: [] }],
        body: deleteEventSchema,
        response: answers(deleteEventResultSchema),
      },
      onRequest: app.requireRole('owner', 'admin'),
    },
    async (request, reply) =>
      reply.envelope(200, 'api.eventDeleted', await service.deleteEvent(ctx, currentUser(request), request.body)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptJoinRequestSchema,
  eventRequestListQuerySchema,
  eventRequestListSchema,
  eventUserSchema,
} from '@noite/shared';
import { answers } from '../../lib/responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './door-list.service.ts';

/** The door list (issue 9 part 5): the owner reads an event's name list and confirms the people at the door. */
export default async function doorListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = fastify.ctx;

  app.post(
    '/establishment/event-request-list',
    {
      schema: {
        tags: ['establishment'],
        security: [{ bearer: [] }],
        body: eventRequestListQuerySchema,
        response: answers(eventRequestListSchema),
      },
      onRequest: app.requireRole('owner', 'admin'),
    },
    async (request, reply) =>
      reply.envelope(200, 'api.requestListLoaded', await service.requestList(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/establishment/accept-join-request',
    {
      schema: {
        tags: ['establishment'],
        security: [{ bearer: [] }],
        body: acceptJoinRequestSchema,
        response: answers(eventUserSchema),
      },
      onRequest: app.requireRole('owner', 'admin'),
    },
    async (request, reply) =>
      reply.envelope(
        200,
        'api.joinRequestAccepted',
        await service.acceptJoinRequest(ctx, currentUser(request), request.body),
      ),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { establishmentDetailsQuerySchema, homePageSchema, homeQuerySchema, venueDetailsSchema } from '@noite/shared';
import { answers } from '../../lib/responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

export default async function venueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = fastify.ctx;

  app.post(
    '/user/home',
    {
      schema: { tags: ['user'], security: [{ bearer: [] }], body: homeQuerySchema, response: answers(homePageSchema) },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      reply.envelope(200, 'api.venuesLoaded', await service.home(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/establishment/details',
    {
      schema: {
        tags: ['establishment'],
        security: [{ bearer: [] }],
        body: establishmentDetailsQuerySchema,
        response: answers(venueDetailsSchema),
      },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      reply.envelope(200, 'api.detailsLoaded', await service.details(ctx, currentUser(request), request.body)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { establishmentLikeSchema, favouriteResultSchema } from '@noite/shared';
import { answers } from '../../lib/responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

export default async function favouriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = fastify.ctx;

  app.post(
    '/user/establishment-like',
    {
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        body: establishmentLikeSchema,
        response: answers(favouriteResultSchema),
      },
      onRequest: app.requireRole('user'),
    },
    async (request, reply) => {
      const result = await service.setFavourite(ctx, currentUser(request).id, request.body);
      return reply.envelope(200, result.isFavourite ? 'api.favouriteAdded' : 'api.favouriteRemoved', result);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { editItemsSchema, editMenuSchema, venueMenuCategorySchema, venueMenuSchema } from '@noite/shared';
import { answers } from '../../lib/responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/** The owner's menu edits (spec §7 "Establishment"): the venue's owner or an admin. */
export default async function menuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = fastify.ctx;
  const secured = { tags: ['establishment'], security: [{ bearer: [] }] };
  const onRequest = app.requireRole('owner', 'admin');

  app.post(
    '/establishment/edit-menu',
    {
      schema: {
        ...secured,
        description: "Switches the listed categories on or off; answers the venue's whole menu.",
        body: editMenuSchema,
        response: answers(venueMenuSchema),
      },
      onRequest,
    },
    async (request, reply) =>
      reply.envelope(200, 'api.menuUpdated', await service.editMenu(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/establishment/edit-items',
    {
      schema: {
        ...secured,
        description: "Replaces a category's items (empty ones dropped); answers the category.",
        body: editItemsSchema,
        response: answers(venueMenuCategorySchema),
      },
      onRequest,
    },
    async (request, reply) =>
      reply.envelope(200, 'api.menuItemsUpdated', await service.editItems(ctx, currentUser(request), request.body)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditLogPageSchema,
  auditLogQuerySchema,
  adminOwnerSchema,
  adminVenueSchema,
  blockOwnerSchema,
  createEstablishmentSchema,
  deleteOwnerSchema,
  editOwnerSchema,
  establishmentIdSchema,
  noDataSchema,
  ownerDetailSchema,
  ownerListPageSchema,
  ownerListQuerySchema,
  ownerSignUpSchema,
  userIdSchema,
} from '@noite/shared';
import { answers } from '../../lib/responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/**
 * The admin console's calls (spec §7 "Admin"): admins only, but for creating and deleting a venue, which owners
 * may do for their own venues (contract "Who may call what", decision 032).
 */
export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = fastify.ctx;
  const secured = { tags: ['admin'], security: [{ bearer: [] }] };
  const onRequest = app.requireRole('admin');
  const ownVenues = app.requireRole('admin', 'owner');

  app.post(
    '/admin/owner-sign-up',
    { schema: { ...secured, body: ownerSignUpSchema, response: answers(adminOwnerSchema, 201) }, onRequest },
    async (request, reply) => reply.envelope(201, 'api.ownerCreated', await service.signUpOwner(ctx, request.body)),
  );

  app.post(
    '/admin/owner-list',
    { schema: { ...secured, body: ownerListQuerySchema, response: answers(ownerListPageSchema) }, onRequest },
    async (request, reply) => reply.envelope(200, 'api.ownersLoaded', await service.listOwners(ctx, request.body)),
  );

  app.post(
    '/admin/owner-detail',
    { schema: { ...secured, body: userIdSchema, response: answers(ownerDetailSchema) }, onRequest },
    async (request, reply) =>
      reply.envelope(200, 'api.ownerLoaded', await service.ownerDetail(ctx, request.body.userId)),
  );

  app.post(
    '/admin/edit-owner',
    { schema: { ...secured, body: editOwnerSchema, response: answers(ownerDetailSchema) }, onRequest },
    async (request, reply) =>
      reply.envelope(200, 'api.ownerUpdated', await service.editOwner(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/admin/block-owner',
    { schema: { ...secured, body: blockOwnerSchema, response: answers(adminOwnerSchema) }, onRequest },
    async (request, reply) => {
      const owner = await service.blockOwner(ctx, currentUser(request), request.body);
      return reply.envelope(200, owner.isBlocked ? 'api.ownerBlocked' : 'api.ownerUnblocked', owner);
    },
  );

  app.post(
    '/admin/delete-owner',
    {
      schema: {
        ...secured,
        description: 'Deletes the owner with everything of theirs; answers the list page of the query given.',
        body: deleteOwnerSchema,
        response: answers(ownerListPageSchema),
      },
      onRequest,
    },
    async (request, reply) =>
      reply.envelope(200, 'api.ownerDeleted', await service.deleteOwner(ctx, currentUser(request), request.body)),
  );

  app.get(
    '/admin/audit-log',
    {
      schema: {
        ...secured,
        description: 'What admins did (decision 055): newest first, `offset` and `limit` (at most 100).',
        querystring: auditLogQuerySchema,
        response: answers(auditLogPageSchema),
      },
      onRequest,
    },
    async (request, reply) => reply.envelope(200, 'api.auditLogLoaded', await service.auditLog(ctx, request.query)),
  );

  app.post(
    '/admin/create-establishment',
    {
      schema: {
        ...secured,
        description:
          'An admin names the owner and the plan. For an owner, `owner` is the caller and `plan` is basico, whatever the body says.',
        body: createEstablishmentSchema,
        response: answers(adminVenueSchema, 201),
      },
      onRequest: ownVenues,
      // Before validation, so an owner may leave out the two fields the server sets for them.
      preValidation: async (request) => service.forceOwnVenueFields(currentUser(request), request.body),
    },
    async (request, reply) =>
      reply.envelope(
        201,
        'api.establishmentCreated',
        await service.createEstablishment(ctx, currentUser(request), request.body),
      ),
  );

  app.post(
    '/admin/delete-establishment',
    {
      schema: { ...secured, body: establishmentIdSchema, response: answers(noDataSchema) },
      onRequest: ownVenues,
    },
    async (request, reply) => {
      await service.deleteEstablishment(ctx, currentUser(request), request.body.establishmentId);
      return reply.envelope(200, 'api.establishmentDeleted');
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { editProfileSchema, noDataSchema, profileSchema, savedLocationSchema, setLocationSchema } from '@noite/shared';
import { readMultipart } from '../../lib/multipart.ts';
import { answers } from '../../lib/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = fastify.ctx;
  const secured = { tags: ['user'], security: [{ bearer: [] }] };

  app.get(
    '/user/profile',
    { schema: { ...secured, response: answers(profileSchema) }, onRequest: app.authenticate },
    async (request, reply) =>
      reply.envelope(200, 'api.profileLoaded', await service.getProfile(ctx, currentUser(request).id)),
  );

  app.post(
    '/user/edit-profile',
    {
      schema: {
        ...secured,
        consumes: ['multipart/form-data'],
        description: 'multipart: profileImage?, name, countryCode, phone, password?',
        response: answers(profileSchema),
      },
      onRequest: app.authenticate,
      config: { rateLimit: { max: ctx.config.RATE_LIMIT_UPLOAD, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { fields, file } = await readMultipart(request, 'profileImage');
      const input = parseInput(editProfileSchema, fields);
      return reply.envelope(200, 'api.profileUpdated', await service.editProfile(ctx, caller, input, file));
    },
  );

  app.get(
    '/user/delete-account',
    { schema: { ...secured, response: answers(noDataSchema) }, onRequest: app.requireRole('user') },
    async (request, reply) => {
      await service.deleteAccount(ctx, currentUser(request).id);
      return reply.envelope(200, 'api.accountDeleted');
    },
  );

  app.get(
    '/user/export',
    {
      schema: {
        ...secured,
        description:
          "LGPD (decision 056): the caller's data as a JSON file (Content-Disposition: attachment), not an envelope.",
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const data = await service.exportData(ctx, currentUser(request));
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="noite-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/user/set-location',
    {
      schema: { ...secured, body: setLocationSchema, response: answers(savedLocationSchema) },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      reply.envelope(200, 'api.locationSaved', await service.setLocation(ctx, currentUser(request).id, request.body)),
  );
}

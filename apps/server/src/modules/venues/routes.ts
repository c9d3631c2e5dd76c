import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addWifiResultSchema,
  addWifiSchema,
  editAboutResultSchema,
  editAboutSchema,
  editPaymentSchema,
  establishmentDetailsQuerySchema,
  homePageSchema,
  homeQuerySchema,
  venueDetailsSchema,
  venuePaymentsSchema,
} from '@noite/shared';
import { answers } from '../../lib/responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

/**
 * The texts' UTF-8 bytes (and the parts given as bytes already), one after the other, in one buffer. Joined first
 * (`+`, `join`), a page's ~300 KB would be copied whole into one string on the heap (decision 094).
 */
function utf8(parts: (string | Uint8Array)[]): Buffer {
  const bytes = Buffer.allocUnsafe(
    parts.reduce((sum, part) => sum + (typeof part === 'string' ? Buffer.byteLength(part) : part.length), 0),
  );
  let offset = 0;
  for (const part of parts) {
    if (typeof part === 'string') {
      offset += bytes.write(part, offset);
      continue;
    }
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

export default async function venueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = fastify.ctx;

  app.post(
    '/user/home',
    {
      schema: { tags: ['user'], security: [{ bearer: [] }], body: homeQuerySchema, response: answers(homePageSchema) },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      // The envelope `reply.envelope` writes, around the cards as the database wrote them (decision 080), sent as
      // bytes: they go out as they are, past the response serializer. The schema above still documents the answer,
      // and home-cards.test.ts holds the two to the same bytes. (The typed reply only takes the schema's object.)
      const { cards, total } = await service.home(ctx, currentUser(request), request.body);
      const message = JSON.stringify(request.t('api.venuesLoaded'));
      const items = cards.parts.flatMap((part, index) => (index ? [',', part] : [part]));
      const written: FastifyReply = reply;
      return written
        .code(200)
        .type('application/json; charset=utf-8')
        .send(utf8([`{"status":200,"message":${message},"data":{"items":[`, ...items, `],"total":${total}}}`]));
    },
  );

  app.post(
    '/establishment/details',
    {
      schema: {
        tags: ['establishment'],
        security: [{ bearer: [] }],
        description:
          'Extra to the contract: each event also carries isAccepted, the caller is on its name list and the owner confirmed them.',
        body: establishmentDetailsQuerySchema,
        response: answers(venueDetailsSchema),
      },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      reply.envelope(200, 'api.detailsLoaded', await service.details(ctx, currentUser(request), request.body)),
  );

  // ---------------------------------------------------------------- owner edits: about, wifi, payments
  // The venue's owner or an admin (service: loadVenueFor 'manage'); each answers the part it changed.
  const ownerEdit = { tags: ['establishment'], security: [{ bearer: [] }] };

  app.post(
    '/establishment/edit-about',
    {
      schema: { ...ownerEdit, body: editAboutSchema, response: answers(editAboutResultSchema) },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      reply.envelope(200, 'api.aboutUpdated', await service.editAbout(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/establishment/add-wifi',
    {
      schema: { ...ownerEdit, body: addWifiSchema, response: answers(addWifiResultSchema) },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      reply.envelope(200, 'api.wifiUpdated', await service.addWifi(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/establishment/edit-payment',
    {
      schema: { ...ownerEdit, body: editPaymentSchema, response: answers(venuePaymentsSchema) },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      reply.envelope(200, 'api.paymentUpdated', await service.editPayment(ctx, currentUser(request), request.body)),
  );
}

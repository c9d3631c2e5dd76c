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
      const head = `{"status":200,"message":${message},"data":{"items":[`;
      const tail = `],"total":${total}}}`;
      // One buffer for the whole answer, the cards written straight into it (decision 133).
      const bytes = Buffer.allocUnsafe(Buffer.byteLength(head) + cards.byteLength + Buffer.byteLength(tail));
      bytes.write(tail, cards.writeTo(bytes, bytes.write(head)));
      const written: FastifyReply = reply;
      return written.code(200).type('application/json; charset=utf-8').send(bytes);
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

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  geoPlacesSchema,
  geoSearchQuerySchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeResultSchema,
} from '@noite/shared';
import { answers } from '../../lib/responses.ts';
import * as service from './service.ts';

/** Reverse geocoding for the home header's location text, and place search for address autocomplete. */
export default async function geoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const geocoder = service.createGeocoder(fastify.ctx.config, fastify.log);
  const secured = { tags: ['geo'], security: [{ bearer: [] }] };

  app.get(
    '/geo/reverse',
    {
      schema: {
        ...secured,
        querystring: reverseGeocodeQuerySchema,
        description: 'The address (or the nearest place) of a position: data `{ formattedAddress }`.',
        response: answers(reverseGeocodeResultSchema),
      },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      reply.envelope(
        200,
        'api.locationFound',
        await service.reverseGeocode(geocoder, request.query, request.language, request.log),
      ),
  );

  app.get(
    '/geo/search',
    {
      schema: {
        ...secured,
        querystring: geoSearchQuerySchema,
        description:
          'Places in Brazil matching `q`, best first (at most 10): data `[{ formattedAddress, latitude, longitude }]`.',
        response: answers(geoPlacesSchema),
      },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      reply.envelope(
        200,
        'api.locationFound',
        await service.searchPlaces(geocoder, request.query.q, request.language, request.log),
      ),
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerAddedSchema,
  deleteBannerSchema,
  reorderBannersSchema,
  venueBannersSchema,
  venueLogoSchema,
  venuePictureFieldsSchema,
} from '@noite/shared';
import { readMultipart } from '../../lib/multipart.ts';
import { answers } from '../../lib/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

const imageFile = z.instanceof(Buffer, { message: 'validation.imageRequired' });
const uploadSchemas = {
  logo: venuePictureFieldsSchema.extend({ logo: imageFile }),
  banner: venuePictureFieldsSchema.extend({ banner: imageFile }),
};

/** The multipart fields and the file (named `fileField`), every invalid one listed at once. */
async function readPictureUpload(request: FastifyRequest, fileField: keyof typeof uploadSchemas) {
  const { fields, file } = await readMultipart(request, fileField);
  const parsed = parseInput(uploadSchemas[fileField], { ...fields, [fileField]: file });
  return { fields: { establishmentId: parsed.establishmentId }, image: 'logo' in parsed ? parsed.logo : parsed.banner };
}

export default async function pictureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = fastify.ctx;
  const secured = { tags: ['establishment'], security: [{ bearer: [] }] };
  const upload = {
    onRequest: app.requireRole('owner', 'admin'),
    config: { rateLimit: { max: ctx.config.RATE_LIMIT_UPLOAD, timeWindow: '1 minute' } },
  };

  app.post(
    '/establishment/add-logo',
    {
      schema: {
        ...secured,
        consumes: ['multipart/form-data'],
        description: 'multipart: establishmentId, logo (an image of at most 5,000,000 bytes)',
        response: answers(venueLogoSchema),
      },
      ...upload,
    },
    async (request, reply) => {
      const { fields, image } = await readPictureUpload(request, 'logo');
      return reply.envelope(200, 'api.logoUpdated', await service.addLogo(ctx, currentUser(request), fields, image));
    },
  );

  app.post(
    '/establishment/edit-banners',
    {
      schema: {
        ...secured,
        consumes: ['multipart/form-data'],
        description: 'multipart: establishmentId, banner (an image of at most 5,000,000 bytes); at most 5 banners',
        response: answers(bannerAddedSchema),
      },
      ...upload,
    },
    async (request, reply) => {
      const { fields, image } = await readPictureUpload(request, 'banner');
      return reply.envelope(200, 'api.bannerAdded', await service.addBanner(ctx, currentUser(request), fields, image));
    },
  );

  app.post(
    '/establishment/delete-banners',
    {
      schema: { ...secured, body: deleteBannerSchema, response: answers(venueBannersSchema) },
      onRequest: app.requireRole('owner', 'admin'),
    },
    async (request, reply) =>
      reply.envelope(200, 'api.bannerDeleted', await service.deleteBanner(ctx, currentUser(request), request.body)),
  );

  app.post(
    '/establishment/reorder-banners',
    {
      schema: {
        ...secured,
        description:
          'Extra to the spec: every banner of the venue once, in the new order (the first is the card picture).',
        body: reorderBannersSchema,
        response: answers(venueBannersSchema),
      },
      onRequest: app.requireRole('owner', 'admin'),
    },
    async (request, reply) =>
      reply.envelope(
        200,
        'api.bannersReordered',
        await service.reorderBanners(ctx, currentUser(request), request.body),
      ),
  );
}

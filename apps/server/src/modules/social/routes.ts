import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResultSchema, socialProvidersSchema, socialSignUpSchema } from '@noite/shared';
import { answers } from '../../lib/responses.ts';
import * as service from './service.ts';

/** Social sign-in (decision 036): the login page's provider settings and the token exchange. */
export default async function socialRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = fastify.ctx;

  app.get(
    '/user/social-providers',
    { schema: { tags: ['user'], response: answers(socialProvidersSchema) } },
    async (_request, reply) => reply.envelope(200, 'api.socialProvidersLoaded', service.socialProviders(ctx)),
  );

  app.post(
    '/user/social-sign-up',
    {
      schema: {
        tags: ['user'],
        description:
          'Signs in with a Google or Facebook access token, checked with the provider; creates or links the visitor.',
        body: socialSignUpSchema,
        response: answers(loginResultSchema),
      },
      // Limited as login is: it signs people in.
      config: { rateLimit: { max: ctx.config.RATE_LIMIT_LOGIN, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply.envelope(200, 'api.loginSuccess', await service.socialSignUp(ctx, request.log, request.body)),
  );
}

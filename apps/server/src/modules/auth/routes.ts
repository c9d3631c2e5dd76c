import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  loginResultSchema,
  loginSchema,
  noDataSchema,
  resetPasswordSchema,
  resetTokenSchema,
  signUpResultSchema,
  signUpSchema,
} from '@noite/shared';
import { answers } from '../../lib/responses.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx, config } = { ctx: fastify.ctx, config: fastify.ctx.config };
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
  fastify.mailJobs.set(service.PASSWORD_RESET_JOB, (trx, job) => service.passwordResetMail(ctx, trx, job));

  app.post(
    '/user/sign-up',
    {
      schema: { tags: ['user'], body: signUpSchema, response: answers(signUpResultSchema, 201) },
      config: perMinute(config.RATE_LIMIT_SIGN_UP),
    },
    async (request, reply) => reply.envelope(201, 'api.signUpSuccess', await service.signUp(ctx, request.body)),
  );

  app.post(
    '/user/login',
    {
      schema: { tags: ['user'], body: loginSchema, response: answers(loginResultSchema) },
      config: perMinute(config.RATE_LIMIT_LOGIN),
    },
    async (request, reply) =>
      reply.envelope(200, 'api.loginSuccess', await service.login(ctx, request.body, request.language)),
  );

  app.get(
    '/user/log-out',
    {
      schema: { tags: ['user'], security: [{ bearer: [] }], response: answers(noDataSchema) },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await service.logout(ctx, currentUser(request).sessionId);
      return reply.envelope(200, 'api.logoutSuccess');
    },
  );

  app.post(
    '/user/forgot-password',
    {
      schema: { tags: ['user'], body: forgotPasswordSchema, response: answers(noDataSchema) },
      config: perMinute(config.RATE_LIMIT_FORGOT_PASSWORD),
    },
    async (request, reply) => {
      await service.forgotPassword(ctx, request.body, request.language);
      return reply.envelope(200, 'api.forgotPasswordSent');
    },
  );

  app.post(
    '/user/forgot-password-link',
    { schema: { tags: ['user'], body: resetTokenSchema, response: answers(noDataSchema) } },
    async (request, reply) => {
      await service.checkResetToken(ctx, request.body.token);
      return reply.envelope(200, 'api.linkValid');
    },
  );

  app.post(
    '/user/reset-password',
    { schema: { tags: ['user'], body: resetPasswordSchema, response: answers(noDataSchema) } },
    async (request, reply) => {
      await service.resetPassword(ctx, request.body);
      return reply.envelope(200, 'api.passwordReset');
    },
  );
}

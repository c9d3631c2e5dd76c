import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE, LANGUAGES, translate, type FieldError, type Language, type MessageKey } from '@noite/shared';
import { AppError } from '../lib/errors.ts';
import { InputValidationError } from '../lib/validation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    t(key: string, values?: Record<string, string>): string;
  }
  interface FastifyReply {
    /** Sends `{ status, message, data }` with the message translated to the request's language. */
    envelope(status: number, messageKey: MessageKey, data?: unknown, values?: Record<string, string>): FastifyReply;
  }
}

function pickLanguage(header: unknown): Language {
  const value = typeof header === 'string' ? header.trim().toLowerCase().slice(0, 2) : '';
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;
}

/** Turns validation issues into the contract's field list, every invalid field at once, messages translated. */
function toFieldErrors(
  request: FastifyRequest,
  issues: { field: string; message: string | undefined }[],
): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    if (seen.has(issue.field)) continue;
    seen.add(issue.field);
    const key = issue.message ?? '';
    errors.push({ field: issue.field, message: request.t(key.startsWith('validation.') ? key : 'validation.invalid') });
  }
  return errors;
}

function issuesOf(error: unknown): { field: string; message: string | undefined }[] | undefined {
  if (error instanceof InputValidationError) {
    return error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((issue) => ({
      field:
        issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
        String((issue.params.issue as { path?: PropertyKey[] } | undefined)?.path?.[0] ?? ''),
      message: issue.message,
    }));
  }
  return undefined;
}

const STATUS_KEYS: Partial<Record<number, MessageKey>> = {
  400: 'api.invalidInput',
  401: 'api.unauthorized',
  403: 'api.forbidden',
  404: 'api.notFound',
  409: 'api.conflict',
  413: 'api.payloadTooLarge',
  415: 'api.notAnImage',
  429: 'api.tooManyRequests',
};

async function envelopePlugin(app: FastifyInstance) {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.decorateRequest('t', function (this: FastifyRequest, key: string, values?: Record<string, string>) {
    return translate(this.language, key, values);
  });
  app.decorateReply(
    'envelope',
    function (
      this: FastifyReply,
      status: number,
      messageKey: MessageKey,
      data: unknown = null,
      values?: Record<string, string>,
    ) {
      return this.code(status).send({ status, message: this.request.t(messageKey, values), data });
    },
  );

  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers.language);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.headers(error.headers).envelope(error.status, error.messageKey, error.data, error.values);
    }

    const issues = issuesOf(error);
    if (issues) {
      const errors = toFieldErrors(request, issues);
      return reply.code(400).send({
        status: 400,
        message: errors[0]?.message ?? request.t('api.invalidInput'),
        data: { errors },
      });
    }

    const status = error.statusCode ?? 500;

    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.envelope(413, 'api.imageTooLarge');
    const key = STATUS_KEYS[status];
    if (status < 500 && key) return reply.envelope(status, key);
    if (status < 500) return reply.envelope(status, 'api.invalidInput');

    request.log.error({ err: error }, 'unhandled error');
    return reply.envelope(500, 'api.internalError');
  });
}

export default fp(envelopePlugin, { name: 'envelope' });

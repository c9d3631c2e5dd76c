import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';
import { InputValidationError } from './validation.ts';

/** The client's own failures carry a 4xx status (a file over the limit: 413); anything else is a broken body. */
const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * Reads a multipart body: text fields into an object, and at most one file (the named field) into memory. A
 * body cut short or malformed is a 400 (never a 500); an empty file in the named field is refused by name.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, string>; file: Buffer | undefined }> {
  if (!request.isMultipart()) throw badRequest('api.invalidInput');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== fileField) continue;
        if (bytes.length === 0) {
          throw new InputValidationError([
            { code: 'custom', path: [fileField], message: 'validation.emptyFile', input: '' },
          ]);
        }
        file = bytes;
        continue;
      }
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof InputValidationError || isClientError(error)) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw badRequest('api.invalidInput');
  }
  return { fields, file };
}

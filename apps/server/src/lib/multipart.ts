import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** Reads a multipart body: text fields into an object, and at most one file (the named field) into memory. */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, string>; file: Buffer | undefined }> {
  if (!request.isMultipart()) throw badRequest('api.invalidInput');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === fileField && bytes.length > 0) file = bytes;
      continue;
    }
    if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return { fields, file };
}

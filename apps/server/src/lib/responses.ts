import type { z } from 'zod';
import { envelopeSchema } from '@noite/shared';

/**
 * A route's `schema.response`: the envelope around `data` for the success status (200 unless told). The API
 * reference shows it, and fastify-type-provider-zod's serializer writes the answer through it, dropping any field
 * it does not name (docs/decisions/013-response-schemas.md).
 */
export function answers<T extends z.ZodType>(data: T, status: 200 | 201 = 200) {
  return { [status]: envelopeSchema(data) } as Record<typeof status, ReturnType<typeof envelopeSchema<T>>>;
}

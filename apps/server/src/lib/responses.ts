import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import { envelopeSchema } from '@noite/shared';

/**
 * A route's `schema.response`: the envelope around `data` for the success status (200 unless told). The API
 * reference shows it, and `responseSerializerCompiler` writes the answer through it.
 */
export function answers<T extends z.ZodType>(data: T, status: 200 | 201 = 200) {
  return { [status]: envelopeSchema(data) } as Record<typeof status, ReturnType<typeof envelopeSchema<T>>>;
}

/** What a schema names, compiled once per route: whether a value holds only named fields, and a copy that does. */
interface Shape {
  /** True when `value` holds no field the schema does not name, at any depth. */
  exact(value: unknown): boolean;
  /** A copy of `value` with only the named fields. */
  pick(value: unknown): unknown;
}

const LEAF: Shape = { exact: () => true, pick: (value) => value };

function shapeOf(schema: z.core.$ZodType): Shape {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object': {
      const fields = Object.entries((def as z.core.$ZodObjectDef).shape).map(
        ([key, child]) => [key, shapeOf(child)] as const,
      );
      const named = new Map(fields);
      return {
        exact(value) {
          if (value === null || typeof value !== 'object') return true;
          for (const key in value) {
            const field = named.get(key);
            if (!field || !field.exact((value as Record<string, unknown>)[key])) return false;
          }
          return true;
        },
        pick(value) {
          if (value === null || typeof value !== 'object') return value;
          const copy: Record<string, unknown> = {};
          for (const [key, field] of fields) {
            const item = (value as Record<string, unknown>)[key];
            if (item !== undefined) copy[key] = field.pick(item);
          }
          return copy;
        },
      };
    }
    case 'array': {
      const element = shapeOf((def as z.core.$ZodArrayDef).element);
      return {
        exact: (value) => !Array.isArray(value) || value.every((item) => element.exact(item)),
        pick: (value) => (Array.isArray(value) ? value.map((item) => element.pick(item)) : value),
      };
    }
    case 'nullable':
    case 'optional': {
      const inner = shapeOf((def as z.core.$ZodNullableDef).innerType);
      return {
        exact: (value) => value == null || inner.exact(value),
        pick: (value) => (value == null ? value : inner.pick(value)),
      };
    }
    default:
      return LEAF;
  }
}

/**
 * Writes answers with `JSON.stringify`, dropping every field the response schema does not name, at any depth.
 * The usual answer names nothing more (presenters and the home query build exactly the schema's fields) and goes
 * out as it is after a walk that allocates nothing; only an answer with extra fields is copied first. Types are
 * not checked here: presenters are typed against the same schemas. zod's own serializer (a checked copy of every
 * answer) or fast-json-stringify made the home list's garbage, and its CPU p95, grow (decision 013).
 * Schemas are walked through objects, arrays, nullable and optional; anything else is written as it is.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.core.$ZodType> = ({ schema }) => {
  const shape = shapeOf(schema);
  return (data) => JSON.stringify(shape.exact(data) ? data : shape.pick(data));
};

import fc from 'fast-check';
import { z } from 'zod';

/* The bodies fuzz.test.ts sends: shaped by each route's zod schema (as JSON Schema), then broken on purpose. */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  default?: unknown;
};

/** The JSON Schema of a zod schema as input (what a client sends), anything zod cannot say in it left open. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values a field should never accept, or should take safely: wrong types, edges, injections, odd unicode. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 53 + 1,
    '',
    ' ',
    '0x10',
    '1e9',
    'NaN',
    '-0',
    [],
    {},
    [null],
    'a\u0000b',
    '\u0007\u001b[31m',
    '\u202eevil',
    '\ud800',
    'ﷺ'.repeat(50),
    '😀'.repeat(300),
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '"; drop table users; --',
    '../../../../etc/passwd',
    '%00',
    '${7*7}{{7*7}}',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.integer({ min: 1000, max: 300_000 }).map((length) => 'x'.repeat(length)),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 20, max: 3000 }).map((depth) => nested(depth)),
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** An object with the prototype-pollution key as an own, enumerable (so JSON-encoded) property. */
function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const pollution = fc.constantFrom<[string, unknown]>(
  ['__proto__', { polluted: 'yes', isAdmin: true, type: 'admin' }],
  ['constructor', { prototype: { polluted: 'yes' } }],
  ['prototype', { polluted: 'yes' }],
  ['type', 'admin'],
  ['isBlocked', false],
  ['owner_id', '00000000-0000-0000-0000-000000000000'],
);

/** A value valid in shape for `schema` (refinements aside), ids drawn from `ids` as often as not. */
export function validValue(schema: JsonSchema | undefined, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => validValue(v, ids, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return validValue(schema.allOf[0], ids, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = validValue(value, ids, depth + 1);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case 'array':
      return fc.array(validValue(schema.items, ids, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'string':
      return stringValue(schema, ids);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringValue(schema: JsonSchema, ids: string[]): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  const plain = fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60) });
  if (schema.pattern) {
    try {
      return fc.oneof(
        fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= 200),
        plain,
      );
    } catch {
      return plain;
    }
  }
  return plain;
}

/** A valid-looking value with one thing broken: a field replaced, removed, or a key added that must do nothing. */
export function broken(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.constantFrom('replace', 'remove', 'pollute', 'wrap'), fc.nat(), hostileValue, pollution)
    .map(([value, how, index, hostile, [key, payload]]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return hostile;
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record);
      const target = keys.length > 0 ? keys[index % keys.length]! : 'field';
      if (how === 'replace') return { ...record, [target]: hostile };
      if (how === 'remove') {
        const { [target]: _removed, ...rest } = record;
        return rest;
      }
      if (how === 'pollute') return withOwnKey(record, key, payload);
      return [record];
    });
}

/** Valid bodies, broken ones, and anything at all. */
export function bodyArbitrary(schema: JsonSchema | undefined, ids: string[]): fc.Arbitrary<unknown> {
  const valid = validValue(schema, ids);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 5, arbitrary: broken(valid) },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** Field values of a multipart form or a query string: text always, sometimes hostile text. */
export function textFields(names: string[], schema: JsonSchema | undefined, ids: string[]) {
  const shaped = schema ? validValue(schema, ids) : fc.constant({});
  return fc
    .tuple(
      shaped,
      fc.dictionary(fc.constantFrom(...names, '__proto__', 'constructor', 'x'), hostileValue, { maxKeys: 3 }),
    )
    .map(([valid, extra]) => {
      const fields: Record<string, string> = {};
      const source = { ...(typeof valid === 'object' && valid !== null ? valid : {}), ...extra };
      for (const [key, value] of Object.entries(source)) {
        fields[key] = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
      }
      return fields;
    });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { answers } from './responses.ts';

interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
}
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    configure: (app: FastifyInstance) => {
      app.get(
        '/test/extra-fields',
        {
          schema: {
            hide: true,
            response: answers(
              z.object({
                named: z.string(),
                nested: z.object({ kept: z.number() }),
                list: z.array(z.object({ kept: z.number() })),
                maybe: z.object({ kept: z.number() }).nullable().optional(),
              }),
            ),
          },
        },
        async (_request, reply) =>
          reply.envelope(200, 'api.detailsLoaded', {
            named: 'shown',
            secret: 'never sent',
            nested: { kept: 1, hidden: true },
            list: [{ kept: 2 }, { kept: 3, hidden: 'x' }],
            maybe: { kept: 4, hidden: null },
          }),
      );
    },
  });
});

afterAll(async () => {
  await t?.close();
});

function operations(): Record<string, Record<string, Operation>> {
  return (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
}

/** The `data` schema of an operation's success answer in the OpenAPI document. */
function dataSchema(path: string, method: string, status = '200'): JsonSchema | undefined {
  const envelope = operations()[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
  expect(envelope?.properties && Object.keys(envelope.properties).sort()).toEqual(['data', 'message', 'status']);
  return envelope?.properties?.data;
}

describe('response schemas', () => {
  it('documents the answer of every API route', async () => {
    await t.app.ready();
    const missing = Object.entries(operations())
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => !operation.responses?.['200'] && !operation.responses?.['201'])
          .map(([method]) => `${method} ${path}`),
      );
    expect(missing).toEqual([]);
  });

  it('shows the venue page and the home cards with their fields', () => {
    const details = dataSchema('/api/v1/establishment/details', 'post');
    expect(Object.keys(details?.properties ?? {})).toEqual(
      expect.arrayContaining(['_id', 'name', 'menu', 'about', 'wifi', 'events', 'isFavourite', 'distance', 'cnpj']),
    );
    expect(details?.required).not.toContain('cnpj');
    const home = dataSchema('/api/v1/user/home', 'post');
    expect(Object.keys(home?.properties ?? {}).sort()).toEqual(['items', 'total']);
    expect(Object.keys(home?.properties?.items?.items?.properties ?? {}).sort()).toEqual(
      ['_id', 'address', 'distance', 'establishmentType', 'image', 'isFavourite', 'logo', 'name'].sort(),
    );
    expect(dataSchema('/api/v1/user/sign-up', 'post', '201')?.properties?.type).toBeDefined();
    // OpenAPI 3.0 spells null as a nullable type whose only value is null.
    expect(dataSchema('/api/v1/user/log-out', 'get')).toMatchObject({ nullable: true, enum: [null] });
  });

  it('drops every field the schema does not name, at any depth', async () => {
    const { status, body } = await t.request({ method: 'GET', url: '/test/extra-fields', headers: { language: 'en' } });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      named: 'shown',
      nested: { kept: 1 },
      list: [{ kept: 2 }, { kept: 3 }],
      maybe: { kept: 4 },
    });
  });

  it('leaves error answers as the envelope plugin writes them', async () => {
    const { status, body } = await t.request({ method: 'POST', url: '/api/v1/user/login', payload: {} });
    expect(status).toBe(400);
    expect(body.data.errors.length).toBeGreaterThan(0);
  });
});

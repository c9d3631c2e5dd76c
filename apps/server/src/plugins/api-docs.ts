import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const PREFIX = '/api/docs';
/** Hop-by-hop or recomputed headers: the outer reply sets its own. */
const DROPPED_HEADERS = new Set(['content-length', 'connection', 'transfer-encoding', 'date', 'keep-alive']);

/**
 * The API reference (Scalar) at /api/docs, loaded on its first visit: the package holds a 4 MB page script that
 * costs ~25 MB and ~1 s at start, for a page few ever open (issue 16). Scalar is registered on a small Fastify
 * instance of its own, which this app's routes hand the request to; the OpenAPI document is @fastify/swagger's.
 */
async function apiDocsPlugin(app: FastifyInstance) {
  let docs: Promise<FastifyInstance> | undefined;
  const loadDocs = async () => {
    const { default: scalar } = await import('@scalar/fastify-api-reference');
    const instance = Fastify({ logger: false });
    await instance.register(scalar, {
      routePrefix: PREFIX,
      configuration: { withDefaultFonts: false, title: 'Noite API', content: () => app.swagger() },
    });
    await instance.ready();
    return instance;
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= loadDocs().catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    const response = await (
      await docs
    ).inject({ method: request.method === 'HEAD' ? 'HEAD' : 'GET', url: request.url, headers: request.headers });
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && !DROPPED_HEADERS.has(name.toLowerCase())) reply.header(name, value);
    }
    return reply.code(response.statusCode).send(response.rawPayload);
  };
  app.get(PREFIX, { schema: { hide: true } }, handler);
  app.get(`${PREFIX}/*`, { schema: { hide: true } }, handler);
}

// Named: an anonymous plugin makes fastify-plugin read a stack trace at start, which parses the bundle's whole
// source map and keeps it (~5 MB, issue 16).
export default fp(apiDocsPlugin, { name: 'api-docs' });

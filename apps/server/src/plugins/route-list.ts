import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

/** One route the app registered, as the authorization matrix and the fuzzing tests enumerate them. */
export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, in registration order (the HEAD twins of GET routes left out). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

async function routeListPlugin(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD route beside every GET, with the GET's own handler; the app declares no other.
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
}

export default fp(routeListPlugin, { name: 'route-list' });

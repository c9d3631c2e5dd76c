import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@noite/shared';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { hashToken } from '../lib/tokens.ts';
import { findSessionUser } from '../modules/users/queries.ts';

export interface AuthUser {
  id: string;
  type: Role;
  sessionId: string;
  /**
   * The version of the user's favourites when the request began (decision 137): a process that keeps them knows from
   * it whether they still hold. Absent where no session was read (tests that build a caller).
   */
  favouritesVersion?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook (before the body is read or validated): 401 unless the request carries a live session token. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook: 401 without a session, 403 unless the user has one of the roles. */
    requireRole(...roles: Role[]): onRequestAsyncHookHandler;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-access-token'] ?? request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token && token.length <= 200 ? token : undefined;
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);

  const authenticate: onRequestAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const session = await findSessionUser(app.ctx.db, hashToken(token), new Date());
    if (!session) throw unauthorized();
    if (session.is_blocked) throw forbidden('api.accountBlocked');
    request.user = {
      id: session.userId,
      type: session.type,
      sessionId: session.sessionId,
      favouritesVersion: session.favouritesVersion,
    };
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]): onRequestAsyncHookHandler => {
    return async function (request, reply) {
      await authenticate.call(this, request, reply);
      if (!request.user || !roles.includes(request.user.type)) throw forbidden();
    };
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['context'] });

/** The signed-in user of a route guarded by `authenticate` or `requireRole`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpired } from '../modules/users/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes expired sessions and unused expired reset links when the app is ready, then once a day. The timer does
 * not keep the process alive and stops when the app closes. With several processes each one purges: deleting
 * what is already gone costs nothing.
 */
async function housekeepingPlugin(app: FastifyInstance, options: { everyMs?: number }) {
  let timer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      const purged = await purgeExpired(app.ctx.db);
      app.log.info(purged, 'purged expired sessions and reset links');
    } catch (error) {
      app.log.error({ err: error }, 'could not purge expired sessions and reset links');
    }
  };
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), options.everyMs ?? DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(housekeepingPlugin, { name: 'housekeeping', dependencies: ['context'] });

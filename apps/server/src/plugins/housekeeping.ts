import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimPeriodicRun } from '../lib/periodic.ts';
import { purgeExpired } from '../modules/users/service.ts';
import { purgeCardChanges } from '../modules/venues/cards.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes expired sessions, unused expired reset links and the home cards' day-old changes (decision 114) once a day
 * across all processes (decision 072): when
 * the app is ready and then every hour, each process asks for the day's run, and only the one whose claim
 * succeeds purges. The timer does not keep the process alive and stops when the app closes.
 */
async function housekeepingPlugin(app: FastifyInstance, options: { everyMs?: number; checkMs?: number }) {
  const everyMs = options.everyMs ?? DAY_MS;
  let timer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      if (!(await claimPeriodicRun(app.ctx.db, 'purge-expired', everyMs))) return;
      const purged = { ...(await purgeExpired(app.ctx.db)), cardChanges: await purgeCardChanges(app.ctx.db) };
      app.log.info(purged, 'purged expired sessions, reset links and card changes');
    } catch (error) {
      app.log.error({ err: error }, 'could not purge expired sessions and reset links');
    }
  };
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), options.checkMs ?? Math.min(everyMs, HOUR_MS));
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(housekeepingPlugin, { name: 'housekeeping', dependencies: ['context'] });

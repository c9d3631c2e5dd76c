import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { claimPeriodicRun } from '../lib/periodic.ts';
import { purgeExpired } from '../modules/users/service.ts';
import { purgeCardChanges } from '../modules/venues/cards.ts';
import { rollSearchWeeks } from '../modules/venues/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** How often each process asks whether a time zone's today has passed its week strings (decisions 123, 125). */
const WEEKS_CHECK_MS = 5 * 60 * 1000;

/**
 * Deletes expired sessions, unused expired reset links and the home cards' day-old changes (decision 114) once a day
 * across all processes (decision 072): when
 * the app is ready and then every hour, each process asks for the day's run, and only the one whose claim
 * succeeds purges. Every few minutes each process also rolls the week strings (a search's and the filters') of a
 * time zone whose today has passed them (decisions 123, 125; a roll is done once, whoever asks). The timers do not keep the process alive and
 * stop when the app closes.
 */
async function housekeepingPlugin(
  app: FastifyInstance,
  options: { everyMs?: number; checkMs?: number; weeksCheckMs?: number },
) {
  const everyMs = options.everyMs ?? DAY_MS;
  let timer: NodeJS.Timeout | undefined;
  let weeksTimer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      if (!(await claimPeriodicRun(app.ctx.db, 'purge-expired', everyMs))) return;
      const purged = { ...(await purgeExpired(app.ctx.db)), cardChanges: await purgeCardChanges(app.ctx.db) };
      app.log.info(purged, 'purged expired sessions, reset links and card changes');
    } catch (error) {
      app.log.error({ err: error }, 'could not purge expired sessions and reset links');
    }
  };
  const rollWeeks = async () => {
    try {
      const rolled = await rollSearchWeeks(app.ctx.db);
      if (rolled.length) app.log.info({ timezones: rolled }, 'rolled the search week strings');
    } catch (error) {
      app.log.error({ err: error }, 'could not roll the search week strings');
    }
  };
  // A roll may take seconds in a big city: the app is ready without waiting for it (a search reads the days' strings
  // meanwhile), and closes after it.
  let rolling: Promise<void> | undefined;
  const startRoll = () => {
    rolling ??= rollWeeks().finally(() => {
      rolling = undefined;
    });
  };
  app.addHook('onReady', async () => {
    await purge();
    startRoll();
    timer = setInterval(() => void purge(), options.checkMs ?? Math.min(everyMs, HOUR_MS));
    timer.unref();
    weeksTimer = setInterval(startRoll, options.weeksCheckMs ?? WEEKS_CHECK_MS);
    weeksTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(weeksTimer);
    await rolling;
  });
}

export default fp(housekeepingPlugin, { name: 'housekeeping', dependencies: ['context'] });

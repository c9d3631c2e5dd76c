import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverDueMail } from '../lib/mail-queue.ts';

/**
 * Delivers the queued e-mails (decision 054) every MAIL_POLL_MS while the app runs; one round at a time, and the
 * timer does not keep the process alive. Several processes may run it: the claim keeps each message to one.
 */
async function mailWorkerPlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const round = async () => {
    try {
      // Keep going while full batches come back, so a backlog drains without waiting for the timer.
      for (;;) {
        const { sent, failed } = await deliverDueMail(app.ctx.db, app.ctx.mailer, app.log);
        if (stopped || sent + failed < 20) break;
      }
    } catch (error) {
      app.log.error({ err: error }, 'the mail worker could not read the queue');
    }
  };
  const tick = () => {
    if (running || stopped) return;
    running = round().finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, app.ctx.config.MAIL_POLL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
}

export default fp(mailWorkerPlugin, { name: 'mail-worker', dependencies: ['context'] });

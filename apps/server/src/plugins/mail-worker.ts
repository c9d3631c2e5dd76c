import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverDueMail, MAIL_BATCH, type MailJobHandler } from '../lib/mail-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What turns each kind of queued job into a message; modules add theirs (decision 054). */
    mailJobs: Map<string, MailJobHandler>;
  }
}

/**
 * Delivers the queued e-mails (decision 054) every MAIL_POLL_MS while the app runs; one round at a time, and the
 * timer does not keep the process alive. Several processes may run it: the claim keeps each message to one.
 */
async function mailWorkerPlugin(app: FastifyInstance) {
  app.decorate('mailJobs', new Map<string, MailJobHandler>());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const round = async () => {
    try {
      // Keep going while full batches come back, so a backlog drains without waiting for the timer.
      for (;;) {
        const done = await deliverDueMail(app.ctx.db, app.ctx.mailer, { log: app.log, handlers: app.mailJobs });
        if (stopped || done.sent + done.dropped + done.failed < MAIL_BATCH) break;
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

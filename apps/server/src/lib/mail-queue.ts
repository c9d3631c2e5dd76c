import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema.ts';
import type { Mail, Mailer } from './mailer.ts';

/** How long a claimed message is kept from other workers while it is being sent. */
const LEASE_SECONDS = 300;
/** First retry after 30 s, then doubling, at most an hour apart: a message is never given up (decision 054). */
const RETRY_BASE_SECONDS = 30;
const RETRY_MAX_SECONDS = 3600;
/** Messages taken per round. */
const BATCH = 20;

/**
 * Queues `mail` (decision 054). Pass the transaction of the change that causes the message, so the message exists
 * exactly when the change does; delivery happens later, outside the request.
 */
export async function queueMail(db: Db, mail: Mail): Promise<void> {
  await db.insertInto('mail_outbox').values({ recipient: mail.to, subject: mail.subject, body: mail.text }).execute();
}

/** Seconds until the retry after the `attempts`-th failed attempt. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_SECONDS);
}

interface Claimed {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/**
 * Claims the due messages in one statement: `FOR UPDATE SKIP LOCKED` lets concurrent workers (other processes)
 * pass over rows another is claiming, and the lease moves them out of everyone's reach until delivered or
 * rescheduled. A worker that dies mid-send leaves its messages to be taken again when the lease ends.
 */
async function claimDue(db: Db): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    update mail_outbox
    set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from mail_outbox where next_attempt_at <= now()
      order by next_attempt_at limit ${BATCH}
      for update skip locked
    )
    returning id, recipient, subject, body, attempts
  `.execute(db);
  return rows;
}

/** Delivers what is due once; answers how many were sent and how many failed (and were rescheduled). */
export async function deliverDueMail(
  db: Db,
  mailer: Mailer,
  log?: FastifyBaseLogger,
): Promise<{ sent: number; failed: number }> {
  const claimed = await claimDue(db);
  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      await mailer.send({ to: message.recipient, subject: message.subject, text: message.body });
      await db.deleteFrom('mail_outbox').where('id', '=', message.id).execute();
      sent += 1;
    } catch (error) {
      failed += 1;
      const delay = retryDelaySeconds(message.attempts);
      log?.warn({ err: error, id: message.id, attempts: message.attempts, retryInSeconds: delay }, 'e-mail not sent');
      await sql`
        update mail_outbox
        set next_attempt_at = now() + make_interval(secs => ${delay}), last_error = ${String(error).slice(0, 500)}
        where id = ${message.id}
      `.execute(db);
    }
  }
  return { sent, failed };
}

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
export const MAIL_BATCH = 20;

/** A queued job of some `kind` (not 'mail'): what it was queued with. */
export interface MailJob {
  id: string;
  kind: string;
  recipient: string;
  language: string | null;
}

/**
 * Turns a job into the message to send, in a transaction that also holds the job's own changes (a reset token), or
 * answers null when there is nothing to send.
 */
export type MailJobHandler = (trx: Db, job: MailJob) => Promise<Mail | null>;

/**
 * Queues `mail` (decision 054). Pass the transaction of the change that causes the message, so the message exists
 * exactly when the change does; delivery happens later, outside the request.
 */
export async function queueMail(db: Db, mail: Mail): Promise<void> {
  await db.insertInto('mail_outbox').values({ recipient: mail.to, subject: mail.subject, body: mail.text }).execute();
}

/** Queues a job for the worker's handler of `kind` (e.g. a forgot-password request, whoever it is for). */
export async function queueMailJob(db: Db, job: { kind: string; recipient: string; language: string }): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({ kind: job.kind, recipient: job.recipient, language: job.language, subject: '', body: '' })
    .execute();
}

/** Seconds until the retry after the `attempts`-th failed attempt. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_SECONDS);
}

interface Claimed {
  id: string;
  kind: string;
  language: string | null;
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
      order by next_attempt_at limit ${MAIL_BATCH}
      for update skip locked
    )
    returning id, kind, language, recipient, subject, body, attempts
  `.execute(db);
  return rows;
}

/** A job becomes its message (kept in the row, so a failed send retries the same text) or is dropped. */
async function expandJob(db: Db, row: Claimed, handlers: ReadonlyMap<string, MailJobHandler>): Promise<Mail | null> {
  const handler = handlers.get(row.kind);
  if (!handler) throw new Error(`no handler for queued mail of kind ${row.kind}`);
  return db.transaction().execute(async (trx) => {
    const mail = await handler(trx, { id: row.id, kind: row.kind, recipient: row.recipient, language: row.language });
    if (!mail) {
      await trx.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
      return null;
    }
    await trx
      .updateTable('mail_outbox')
      .set({ kind: 'mail', recipient: mail.to, subject: mail.subject, body: mail.text })
      .where('id', '=', row.id)
      .execute();
    return mail;
  });
}

/** Delivers what is due once; answers how many were sent, dropped (jobs with nothing to send) and failed. */
export async function deliverDueMail(
  db: Db,
  mailer: Mailer,
  options: { log?: FastifyBaseLogger; handlers?: ReadonlyMap<string, MailJobHandler> } = {},
): Promise<{ sent: number; dropped: number; failed: number }> {
  const claimed = await claimDue(db);
  const result = { sent: 0, dropped: 0, failed: 0 };
  for (const row of claimed) {
    try {
      const mail =
        row.kind === 'mail'
          ? { to: row.recipient, subject: row.subject, text: row.body }
          : await expandJob(db, row, options.handlers ?? new Map());
      if (!mail) {
        result.dropped += 1;
        continue;
      }
      await mailer.send(mail);
      await db.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
      result.sent += 1;
    } catch (error) {
      result.failed += 1;
      const delay = retryDelaySeconds(row.attempts);
      options.log?.warn({ err: error, id: row.id, attempts: row.attempts, retryInSeconds: delay }, 'e-mail not sent');
      await sql`
        update mail_outbox
        set next_attempt_at = now() + make_interval(secs => ${delay}), last_error = ${String(error).slice(0, 500)}
        where id = ${row.id}
      `.execute(db);
    }
  }
  return result;
}

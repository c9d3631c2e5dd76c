import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Real delivery through SMTP_URL; without it, each message is written as an .eml file to the outbox
 * so forgot-password works on a laptop with no mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  // nodemailer (~7 MB) is loaded with the first message, not at start (issue 16).
  const { smtpUrl } = options;
  if (smtpUrl) {
    let transport: Promise<Transporter> | undefined;
    return {
      async send(mail) {
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: options.from, ...mail });
      },
    };
  }
  let transport: Promise<Transporter> | undefined;
  let sequence = 0;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      );
      const info = await (await transport).sendMail({ from: options.from, ...mail });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // Time, then a sequence number: names sort in sending order and never collide within a millisecond.
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${String(sequence).padStart(6, '0')}-${safeTo}.eml`);
      // Written aside, then renamed: whoever reads the outbox (the worker delivers while others poll) never sees
      // half a message under an .eml name.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      options.log.info({ file }, 'e-mail written to the outbox (no SMTP_URL set)');
    },
  };
}

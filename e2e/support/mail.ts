import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './env.ts';

export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const char = soft[i] ?? '';
    const hex = soft.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Parses the single-part text e-mails the server's outbox transport writes. */
export function parseEml(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const split = raw.indexOf('\n\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { file, headers, text };
}

/** The outbox file names end in the recipient with unsafe characters replaced, as the server's mailer does. */
function outboxSuffix(email: string): string {
  return `-${email.replace(/[^a-zA-Z0-9@._-]/g, '_')}.eml`;
}

/** Waits for the newest e-mail to `email` written after `since` (ms since epoch) and returns it. */
export async function waitForMail(email: string, since: number, timeoutMs = 15_000): Promise<OutboxMail> {
  const outbox = path.join(dataDir(), 'outbox');
  const suffix = outboxSuffix(email);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((name) => name.endsWith(suffix))
          .map((name) => path.join(outbox, name))
          .filter((file) => fs.statSync(file).mtimeMs >= since - 1_000)
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs || b.localeCompare(a))
      : [];
    const newest = files[0];
    if (newest) return parseEml(newest);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${email} arrived in ${outbox} within ${timeoutMs / 1000} s.`);
}

/** The reset link of a forgot-password e-mail: `<PUBLIC_URL>/reset-password/<token>`. */
export function resetLinkOf(mail: OutboxMail): { url: string; path: string; token: string } {
  const match = /(https?:\/\/[^\s]+?)(\/reset-password\/([A-Za-z0-9_-]+))/.exec(mail.text);
  if (!match?.[2] || !match[3]) throw new Error(`No /reset-password/<token> link in ${mail.file}:\n${mail.text}`);
  return { url: `${match[1]}${match[2]}`, path: match[2], token: match[3] };
}

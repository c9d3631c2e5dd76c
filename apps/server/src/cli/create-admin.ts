/**
 * `npm run create-admin -- --email E --password P [--name N]`: creates an admin account, or resets the
 * password of the account with that e-mail and makes it an admin. Exit code 0 on success, 1 otherwise.
 */
import { parseArgs } from 'node:util';
import { emailField, personNameField, strongPasswordField, translate } from '@noite/shared';
import type { z } from 'zod';
import { loadConfig } from '../config.ts';
import { upsertAdmin } from '../db/seed/accounts.ts';
import { hashPassword } from '../lib/passwords.ts';
import { describeDatabase, runCli, withDatabase } from './database.ts';

const USAGE = 'Usage: npm run create-admin -- --email <e-mail> --password <password> [--name <name>]';

/** The field's value, or its first error translated to English. */
function check<T extends z.ZodType>(schema: T, value: unknown): { value: z.output<T> } | { error: string } {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  return { error: translate('en', result.error.issues[0]?.message ?? 'validation.invalid') };
}

async function main(): Promise<number> {
  let values: { email?: string; password?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.email === undefined || values.password === undefined) {
    console.error(`Both --email and --password are required.\n${USAGE}`);
    return 1;
  }

  const email = check(emailField, values.email);
  const password = check(strongPasswordField, values.password);
  const name = values.name === undefined ? undefined : check(personNameField, values.name);
  if ('error' in email || 'error' in password || (name && 'error' in name)) {
    if ('error' in email) console.error(`--email: ${email.error}`);
    if ('error' in password) console.error(`--password: ${password.error}`);
    if (name && 'error' in name) console.error(`--name: ${name.error}`);
    return 1;
  }

  const config = loadConfig();
  const passwordHash = await hashPassword(password.value);
  return withDatabase(config, async (database) => {
    const result = await upsertAdmin(database.db, {
      email: email.value,
      passwordHash,
      passLen: password.value.length,
      name: name?.value,
    });
    const where = describeDatabase(config, database);
    if (result.action === 'created') {
      console.log(`Created the admin ${email.value} in ${where}.`);
    } else {
      const was = result.previousType === 'admin' ? '' : ` (it was a ${result.previousType} account)`;
      console.log(
        `Reset the password of ${email.value} and made it an admin${was} in ${where}; its sessions were ended.`,
      );
    }
    return 0;
  });
}

runCli(main);

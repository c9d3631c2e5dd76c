import { sql, type Kysely } from 'kysely';

/**
 * Social sign-in (decision 036): an account may sign in with Google, Facebook or both, so the links move from the
 * users' `social_type`/`social_id` columns to a table of their own, one row per provider account. A provider
 * account belongs to one Noite account; deleting the account deletes its links.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table social_accounts (
      user_id uuid not null references users (id) on delete cascade,
      social_type text not null check (social_type in ('google', 'facebook')),
      social_id text not null,
      created_at timestamptz not null default now(),
      primary key (social_type, social_id),
      unique (user_id, social_type)
    )
  `.execute(db);
  await sql`
    insert into social_accounts (user_id, social_type, social_id)
    select id, social_type, social_id from users
    where social_type in ('google', 'facebook') and social_id is not null
  `.execute(db);
  await sql`drop index if exists users_social_key`.execute(db);
  await sql`alter table users drop column social_type, drop column social_id`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * The admin console's owner list (issue 8), fast at 100,000 owners: each sort reads a page straight off a partial
 * B-tree of the owners (tie-broken by id, so pages are stable), the search has a trigram index over name, e-mail
 * and CPF digits, and neither the venue count of a row nor the list's total is counted per request: triggers keep
 * them. CPFs are stored as their 11 digits and are unique.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  // CPF: 11 digits (the demo data stored it masked), one account per CPF (a duplicate answers 409).
  await sql`update users set cpf = nullif(regexp_replace(cpf, '\D', '', 'g'), '') where cpf is not null`.execute(db);
  await sql`create unique index users_cpf_key on users (cpf) where cpf is not null`.execute(db);

  // Each owner's venue count, kept by a trigger on establishments (insert, delete, change of owner).
  await sql`alter table users add column establishment_count integer not null default 0`.execute(db);
  await sql`update users u set establishment_count = c.venues
    from (select owner_id, count(*)::integer as venues from establishments group by owner_id) c
    where c.owner_id = u.id`.execute(db);
  await sql`
    create function users_count_establishments() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.owner_id = new.owner_id then
        return null;
      end if;
      if tg_op <> 'INSERT' then
        update users set establishment_count = establishment_count - 1 where id = old.owner_id;
      end if;
      if tg_op <> 'DELETE' then
        update users set establishment_count = establishment_count + 1 where id = new.owner_id;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger establishments_count_per_owner
    after insert or delete or update of owner_id on establishments
    for each row execute function users_count_establishments()`.execute(db);

  // How many users of each type there are, kept by a trigger: the unfiltered list's total without a count(*).
  await sql`create table user_type_counts (
    type text primary key,
    total integer not null check (total >= 0)
  )`.execute(db);
  await sql`
    create function refresh_user_type_counts() returns void
    language sql as $$
      delete from public.user_type_counts;
      insert into public.user_type_counts (type, total) select type, count(*) from public.users group by type;
    $$
  `.execute(db);
  await sql`select refresh_user_type_counts()`.execute(db);
  await sql`
    create function users_count_type() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.type = new.type then
        return null;
      end if;
      if tg_op <> 'INSERT' then
        update user_type_counts set total = total - 1 where type = old.type;
      end if;
      if tg_op <> 'DELETE' then
        insert into user_type_counts (type, total) values (new.type, 1)
          on conflict (type) do update set total = user_type_counts.total + 1;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger users_count_type after insert or delete or update of type on users
    for each row execute function users_count_type()`.execute(db);

  // One partial B-tree per sort of the owner list, each ending in id (the tie-break), read forwards or backwards.
  // The name sorts case- and accent-free in byte order ("C"), the same on every server; `include (name)` lets the
  // page's ids be read from the index alone (the planner wants the column an expression index uses).
  await sql`create index users_owner_name_idx on users ((immutable_unaccent(lower(name)) collate "C"), id)
    include (name) where type = 'owner'`.execute(db);
  await sql`create index users_owner_cpf_idx on users (cpf collate "C", id) where type = 'owner'`.execute(db);
  await sql`create index users_owner_created_idx on users (created_at, id) where type = 'owner'`.execute(db);
  // Never signed in sorts last in both orders: one index per order.
  await sql`create index users_owner_last_access_idx on users (last_access asc nulls last, id asc)
    where type = 'owner'`.execute(db);
  await sql`create index users_owner_last_access_desc_idx on users (last_access desc nulls last, id desc)
    where type = 'owner'`.execute(db);
  await sql`create index users_owner_venues_idx on users (establishment_count, id) where type = 'owner'`.execute(db);
  // A page skips entries along one of these indexes: a parallel plan only adds the cost of starting workers and
  // merging their streams (75 ms instead of 8 for the middle of 100k owners). No query on users needs one.
  await sql`alter table users set (parallel_workers = 0)`.execute(db);
  // The search: case- and accent-free, over name, e-mail and CPF digits, stored once per owner (a search re-reads
  // each match's text: computing unaccent() for 2,000 matches took 20 ms, reading the stored text 4) and indexed.
  await sql`alter table users add column search_text text generated always as (
    case when type = 'owner'
      then immutable_unaccent(lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(cpf, '')))
    end
  ) stored`.execute(db);
  await sql`create index users_owner_search_idx on users using gin (search_text gin_trgm_ops)
    where type = 'owner'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'users_owner_search_idx',
    'users_owner_venues_idx',
    'users_owner_last_access_desc_idx',
    'users_owner_last_access_idx',
    'users_owner_created_idx',
    'users_owner_cpf_idx',
    'users_owner_name_idx',
    'users_cpf_key',
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`alter table users drop column if exists search_text`.execute(db);
  await sql`alter table users reset (parallel_workers)`.execute(db);
  await sql`drop trigger if exists users_count_type on users`.execute(db);
  await sql`drop function if exists users_count_type()`.execute(db);
  await sql`drop function if exists refresh_user_type_counts()`.execute(db);
  await sql`drop table if exists user_type_counts`.execute(db);
  await sql`drop trigger if exists establishments_count_per_owner on establishments`.execute(db);
  await sql`drop function if exists users_count_establishments()`.execute(db);
  await sql`alter table users drop column if exists establishment_count`.execute(db);
}

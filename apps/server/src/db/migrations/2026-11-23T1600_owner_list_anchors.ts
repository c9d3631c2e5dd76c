import { sql, type Kysely } from 'kysely';

/**
 * Owner-list pages deep in a sort (decision 034): the app keeps,
 * per sort and order, the id found every so many entries (an anchor) and starts a page's walk at the nearest one
 * by key. Anchors hold while `owner_list_versions` holds the version they were read at: a trigger bumps a sort's
 * version whenever an owner comes, goes or changes that sort's key.
 *
 * Key comparisons `(key, id) >= (…)` need keys without nulls: "never signed in" sorts last in both orders, so the
 * last-access indexes now hold it as +infinity (ascending) and -infinity (descending).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_owner_last_access_idx`.execute(db);
  await sql`drop index if exists users_owner_last_access_desc_idx`.execute(db);
  await sql`create index users_owner_last_access_idx on users ((coalesce(last_access, 'infinity')), id)
    where type = 'owner'`.execute(db);
  await sql`create index users_owner_last_access_desc_idx on users ((coalesce(last_access, '-infinity')), id)
    where type = 'owner'`.execute(db);

  await sql`create table owner_list_versions (sort text primary key, version bigint not null default 0)`.execute(db);
  await sql`insert into owner_list_versions (sort)
    values ('name'), ('cpf'), ('createdAt'), ('lastAccess'), ('establishmentCount')`.execute(db);
  await sql`
    create function users_bump_owner_list_versions() returns trigger
    language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.type = 'owner' and new.type = 'owner' then
        update owner_list_versions set version = version + 1
        where (sort = 'name' and new.name is distinct from old.name)
          or (sort = 'cpf' and new.cpf is distinct from old.cpf)
          or (sort = 'createdAt' and new.created_at is distinct from old.created_at)
          or (sort = 'lastAccess' and new.last_access is distinct from old.last_access)
          or (sort = 'establishmentCount' and new.establishment_count is distinct from old.establishment_count);
      elsif (tg_op <> 'INSERT' and old.type = 'owner') or (tg_op <> 'DELETE' and new.type = 'owner') then
        update owner_list_versions set version = version + 1;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger users_owner_list_versions after insert or delete
    or update of type, name, cpf, created_at, last_access, establishment_count on users
    for each row execute function users_bump_owner_list_versions()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists users_owner_list_versions on users`.execute(db);
  await sql`drop function if exists users_bump_owner_list_versions()`.execute(db);
  await sql`drop table if exists owner_list_versions`.execute(db);
  await sql`drop index if exists users_owner_last_access_idx`.execute(db);
  await sql`drop index if exists users_owner_last_access_desc_idx`.execute(db);
  await sql`create index users_owner_last_access_idx on users (last_access asc nulls last, id asc)
    where type = 'owner'`.execute(db);
  await sql`create index users_owner_last_access_desc_idx on users (last_access desc nulls last, id desc)
    where type = 'owner'`.execute(db);
}

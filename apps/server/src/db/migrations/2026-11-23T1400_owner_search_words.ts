import { sql, type Kysely } from 'kysely';

/**
 * The owner list's search by word prefix (decision 017): each owner's words — of the name and of the e-mail,
 * case- and accent-free, and every tail of the CPF's digits, so that any run of its digits is the start of one —
 * are kept by a trigger in `owner_search_words`, read by B-tree ranges. It replaces the trigram index over the
 * stored `users.search_text`, which had to intersect long lists of common trigrams ("mar", "sou") for every search.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  // A text's words: lower-case, accent-free runs of letters and digits. The query's words are made by the same
  // function, so both sides fold alike.
  await sql`
    create function search_words(text) returns text[]
    language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct word), '{}')
      from regexp_split_to_table(public.immutable_unaccent(lower(coalesce($1, ''))), '[^[:alnum:]]+') word
      where word <> ''
    $$
  `.execute(db);
  // An owner's words: those of the name and the e-mail, and each tail of the CPF's digits.
  await sql`
    create function owner_words(name text, email text, cpf text) returns text[]
    language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct word), '{}') from (
        select unnest(public.search_words(coalesce(name, '') || ' ' || coalesce(email, ''))) as word
        union all
        select substr(cpf, i) from generate_series(1, coalesce(length(cpf), 0)) i
      ) words
    $$
  `.execute(db);
  await sql`create table owner_search_words (
    word text collate "C" not null,
    user_id uuid not null,
    primary key (word, user_id)
  )`.execute(db);
  // The other words of a search are checked per candidate owner.
  await sql`create index owner_search_words_user_idx on owner_search_words (user_id, word)`.execute(db);
  await sql`
    create function refresh_owner_search_words() returns void
    language sql as $$
      delete from public.owner_search_words;
      insert into public.owner_search_words (word, user_id)
        select unnest(public.owner_words(name, email, cpf)), id from public.users where type = 'owner';
    $$
  `.execute(db);
  await sql`select refresh_owner_search_words()`.execute(db);
  await sql`
    create function users_keep_search_words() returns trigger
    language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        delete from owner_search_words where user_id = old.id;
      end if;
      if tg_op <> 'DELETE' and new.type = 'owner' then
        insert into owner_search_words (word, user_id)
          select unnest(owner_words(new.name, new.email, new.cpf)), new.id;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`create trigger users_search_words after insert or delete or update of type, name, email, cpf on users
    for each row execute function users_keep_search_words()`.execute(db);

  await sql`drop index if exists users_owner_search_idx`.execute(db);
  await sql`alter table users drop column if exists search_text`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column if not exists search_text text generated always as (
    case when type = 'owner'
      then immutable_unaccent(lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(cpf, '')))
    end
  ) stored`.execute(db);
  await sql`create index if not exists users_owner_search_idx on users using gin (search_text gin_trgm_ops)
    where type = 'owner'`.execute(db);
  await sql`drop trigger if exists users_search_words on users`.execute(db);
  await sql`drop function if exists users_keep_search_words()`.execute(db);
  await sql`drop function if exists refresh_owner_search_words()`.execute(db);
  await sql`drop table if exists owner_search_words`.execute(db);
  await sql`drop function if exists owner_words(text, text, text)`.execute(db);
  await sql`drop function if exists search_words(text)`.execute(db);
}

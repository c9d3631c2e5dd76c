import { sql, type Kysely } from 'kysely';

/** The whole data model of spec §3. Frozen: later changes go in new migrations. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists cube`.execute(db);
  await sql`create extension if not exists earthdistance`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);

  // unaccent() is only STABLE; an IMMUTABLE wrapper with the dictionary named lets it be indexed.
  await sql`
    create or replace function immutable_unaccent(text) returns text
    language sql immutable parallel safe strict
    as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$
  `.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('user', 'owner', 'admin')`))
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('pass_len', 'integer')
    .addColumn('country_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('cpf', 'text')
    .addColumn('gender', 'text')
    .addColumn('age', 'integer')
    .addColumn('profile_image', 'text')
    .addColumn('plan', 'text')
    .addColumn('device_type', 'text')
    .addColumn('device_token', 'text')
    .addColumn('social_type', 'text')
    .addColumn('social_id', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('is_blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_access', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
  await sql`create unique index users_social_key on users (social_type, social_id) where social_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('users_type_idx').on('users').columns(['type', 'created_at']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('remember', 'boolean', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').column('user_id').execute();

  await db.schema
    .createTable('establishments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('fantasy_name', 'text', (c) => c.notNull())
    .addColumn('corporate_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull().defaultTo('+55'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('phone2', 'text')
    .addColumn('ie', 'text')
    .addColumn('cnpj', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull().check(sql`latitude between -90 and 90`))
    .addColumn('longitude', 'double precision', (c) => c.notNull().check(sql`longitude between -180 and 180`))
    .addColumn('establishment_type', sql`text[]`, (c) =>
      c.notNull().check(sql`cardinality(establishment_type) between 1 and 2`),
    )
    .addColumn('plan', 'text', (c) =>
      c
        .notNull()
        .defaultTo('basico')
        .check(sql`plan in ('basico', 'premium', 'platina')`),
    )
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('logo', 'text')
    .addColumn('wifi_name', 'text')
    .addColumn('wifi_description', 'text')
    .addColumn('wifi_password', 'text')
    .addColumn('credit_cards', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('debit_cards', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('meals', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('pix', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pic_pay', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('about_text', 'text')
    .addColumn('about_phone1', 'text')
    .addColumn('about_phone2', 'text')
    .addColumn('is_phone1', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_phone2', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('instagram', 'text')
    .addColumn('facebook', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('America/Sao_Paulo'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('establishments_owner_idx').on('establishments').column('owner_id').execute();
  await sql`create index establishments_earth_idx on establishments using gist (ll_to_earth(latitude, longitude))`.execute(
    db,
  );
  await sql`create index establishments_search_idx on establishments
    using gin (immutable_unaccent(lower(name || ' ' || address)) gin_trgm_ops)`.execute(db);
  await sql`create index establishments_type_idx on establishments using gin (establishment_type)`.execute(db);

  await db.schema
    .createTable('banners')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('establishment_id', 'uuid', (c) => c.notNull().references('establishments.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('banners_establishment_idx')
    .on('banners')
    .columns(['establishment_id', 'position'])
    .execute();

  await db.schema
    .createTable('menu_categories')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('establishment_id', 'uuid', (c) => c.notNull().references('establishments.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_pt', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('items', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await db.schema
    .createIndex('menu_categories_establishment_idx')
    .on('menu_categories')
    .columns(['establishment_id', 'position'])
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('establishment_id', 'uuid', (c) => c.notNull().references('establishments.id').onDelete('cascade'))
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('event_date', 'date', (c) => c.notNull())
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('end_time', 'timestamptz', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('is_free', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_live', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('music_style', 'text', (c) => c.notNull())
    .addColumn('entry', 'text')
    .addColumn('keep_description', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('event_with_list', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('events_time_order', sql`end_time > start_time`)
    .execute();
  await sql`create unique index events_establishment_day_key on events (establishment_id, event_date)`.execute(db);
  await db.schema.createIndex('events_day_idx').on('events').columns(['event_date', 'establishment_id']).execute();

  await db.schema
    .createTable('event_list_entries')
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('accepted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('event_list_entries_pkey', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('event_list_entries_user_idx').on('event_list_entries').column('user_id').execute();

  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('establishment_id', 'uuid', (c) => c.notNull().references('establishments.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favourites_pkey', ['user_id', 'establishment_id'])
    .execute();
  await db.schema.createIndex('favourites_establishment_idx').on('favourites').column('establishment_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'favourites',
    'event_list_entries',
    'events',
    'menu_categories',
    'banners',
    'establishments',
    'password_reset_tokens',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop function if exists immutable_unaccent(text)`.execute(db);
}

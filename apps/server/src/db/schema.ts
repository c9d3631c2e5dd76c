import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Column filled by the database on insert (default or generated) and never written by hand after. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  type: 'user' | 'owner' | 'admin';
  name: string | null;
  email: string | null;
  password_hash: string | null;
  pass_len: number | null;
  country_code: string | null;
  phone: string | null;
  cpf: string | null;
  gender: string | null;
  age: number | null;
  profile_image: string | null;
  plan: string | null;
  device_type: string | null;
  device_token: string | null;
  social_type: string | null;
  social_id: string | null;
  latitude: number | null;
  longitude: number | null;
  is_blocked: Generated<boolean>;
  last_access: Timestamp | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  remember: boolean;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface EstablishmentsTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  fantasy_name: string;
  corporate_name: string;
  email: string;
  country_code: string;
  phone: string;
  phone2: string | null;
  ie: string | null;
  cnpj: string;
  address: string;
  zip_code: string;
  latitude: number;
  longitude: number;
  establishment_type: string[];
  plan: Generated<'basico' | 'premium' | 'platina'>;
  is_active: Generated<boolean>;
  logo: string | null;
  wifi_name: string | null;
  wifi_description: string | null;
  wifi_password: string | null;
  credit_cards: Generated<string[]>;
  debit_cards: Generated<string[]>;
  meals: Generated<string[]>;
  pix: Generated<boolean>;
  pic_pay: Generated<boolean>;
  about_text: string | null;
  about_phone1: string | null;
  about_phone2: string | null;
  is_phone1: Generated<boolean>;
  is_phone2: Generated<boolean>;
  instagram: string | null;
  facebook: string | null;
  timezone: Generated<string>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface BannersTable {
  id: Generated<string>;
  establishment_id: string;
  path: string;
  position: number;
  created_at: CreatedAt;
}

export interface MenuCategoriesTable {
  id: Generated<string>;
  establishment_id: string;
  name: string;
  name_pt: string;
  logo: string | null;
  is_active: Generated<boolean>;
  position: number;
  items: Generated<string[]>;
}

export interface EventsTable {
  id: Generated<string>;
  establishment_id: string;
  event_name: string;
  /** The venue's local calendar day, YYYY-MM-DD. */
  event_date: ColumnType<string, string, string>;
  start_time: Timestamp;
  end_time: Timestamp;
  description: string | null;
  is_free: Generated<boolean>;
  is_live: Generated<boolean>;
  music_style: string;
  entry: string | null;
  keep_description: Generated<boolean>;
  event_with_list: Generated<boolean>;
  created_at: CreatedAt;
}

export interface EventListEntriesTable {
  event_id: string;
  user_id: string;
  accepted: Generated<boolean>;
  created_at: CreatedAt;
}

export interface FavouritesTable {
  user_id: string;
  establishment_id: string;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  establishments: EstablishmentsTable;
  banners: BannersTable;
  menu_categories: MenuCategoriesTable;
  events: EventsTable;
  event_list_entries: EventListEntriesTable;
  favourites: FavouritesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type EstablishmentRow = Selectable<EstablishmentsTable>;
export type NewEstablishment = Insertable<EstablishmentsTable>;
export type NewEvent = Insertable<EventsTable>;

import type { Db, NewEstablishment, NewEvent } from '../src/db/schema.ts';

let counter = 0;

/** A venue's row (an active bar in São Paulo unless overridden), numbered so names and e-mails stay unique. */
export function establishmentRow(ownerId: string, overrides: Partial<NewEstablishment> = {}): NewEstablishment {
  counter += 1;
  return {
    owner_id: ownerId,
    name: `Bar Teste ${counter}`,
    fantasy_name: `Bar Teste ${counter}`,
    corporate_name: `Bar Teste ${counter} Ltda`,
    email: `bar${counter}@example.com`,
    country_code: '+55',
    phone: '11987654321',
    cnpj: '11.222.333/0001-81',
    address: 'Praça da Sé, São Paulo - SP',
    zip_code: '01001-000',
    latitude: -23.5503,
    longitude: -46.6339,
    establishment_type: ['bar'],
    ...overrides,
  };
}

/** Inserts a venue directly (an active bar in São Paulo unless overridden). */
export async function insertEstablishment(db: Db, ownerId: string, overrides: Partial<NewEstablishment> = {}) {
  return db
    .insertInto('establishments')
    .values(establishmentRow(ownerId, overrides))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Inserts an event on `eventDate` (YYYY-MM-DD), 22:00 to 04:00 São Paulo time, with a name list. */
export async function insertEvent(
  db: Db,
  establishmentId: string,
  eventDate: string,
  overrides: Partial<NewEvent> = {},
) {
  const start = new Date(`${eventDate}T22:00:00-03:00`);
  const end = new Date(start.getTime() + 6 * 60 * 60 * 1000);
  return db
    .insertInto('events')
    .values({
      establishment_id: establishmentId,
      event_name: 'Noite Teste',
      event_date: eventDate,
      start_time: start,
      end_time: end,
      music_style: 'Samba',
      entry: 'R$ 20',
      event_with_list: true,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

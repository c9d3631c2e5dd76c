import type { AdminOwner, AdminVenue, OwnerListItem } from '@noite/shared';
import type { EstablishmentRow } from '../../db/schema.ts';
import type { OwnerRow } from './queries.ts';
import { isoInstant } from '../../lib/time.ts';

/* Rows to the admin console's shapes (packages/shared/src/schemas/admin.ts). */

export function presentOwnerListItem(row: OwnerRow): OwnerListItem {
  return {
    _id: row.id,
    name: row.name,
    cpf: row.cpf,
    email: row.email,
    createdAt: isoInstant(row.created_at),
    lastAccess: isoInstant(row.last_access),
    establishmentCount: row.establishment_count,
    isBlocked: row.is_blocked,
  };
}

export function presentAdminOwner(row: OwnerRow): AdminOwner {
  return {
    ...presentOwnerListItem(row),
    countryCode: row.country_code,
    phone: row.phone,
    passLen: row.pass_len,
  };
}

export function presentAdminVenue(row: EstablishmentRow): AdminVenue {
  return {
    _id: row.id,
    owner: row.owner_id,
    plan: row.plan,
    establishmentType: row.establishment_type,
    countryCode: row.country_code,
    phone: row.phone,
    phone2: row.phone2,
    cnpj: row.cnpj,
    ie: row.ie,
    zipCode: row.zip_code,
    address: row.address,
    fantasyName: row.fantasy_name,
    corporateName: row.corporate_name,
    name: row.name,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    isActive: row.is_active,
    logo: row.logo,
    image: row.cover,
    createdAt: isoInstant(row.created_at),
  };
}

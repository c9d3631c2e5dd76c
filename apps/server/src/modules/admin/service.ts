import {
  type AuditAction,
  type AuditLogPage,
  type AuditLogQuery,
  type AuditTarget,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_PLAN,
  type AdminOwner,
  type AdminVenue,
  type OwnerDetail,
  type OwnerListPage,
  type OwnerListQuery,
  type blockOwnerSchema,
  type createEstablishmentSchema,
  type deleteOwnerSchema,
  type editOwnerSchema,
  type ownerSignUpSchema,
} from '@noite/shared';
import type { z } from 'zod';
import type { Db, EstablishmentRow, UserUpdate } from '../../db/schema.ts';
import { audit, differences } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { InputValidationError } from '../../lib/validation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { deleteSessionsOfUser, findUserByEmail, insertUser, updateUser } from '../users/queries.ts';
import { endAccessAfterPasswordChange, passwordColumns } from '../users/service.ts';
import { loadVenueFor } from '../venues/access.ts';
import { findOwnersPage } from './owner-anchors.ts';
import { presentAdminOwner, presentAdminVenue, presentOwnerListItem } from './presenters.ts';
import * as queries from './queries.ts';

/*
 * The admin console's rules (spec §2 "Admin screens", §5, contract "Who may call what"). The routes let admins
 * only, but for the establishment calls, which owners may make for their own venues (decision 032).
 */

/** Which unique index a failed insert or update ran into (two requests racing past the checks). */
function uniqueViolation(error: unknown): 'email' | 'cpf' | undefined {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code !== '23505') return undefined;
  const name = constraint ?? message ?? '';
  if (name.includes('users_email_key')) return 'email';
  if (name.includes('users_cpf_key')) return 'cpf';
  return undefined;
}

function conflictFor(field: 'email' | 'cpf') {
  return conflict(field === 'email' ? 'api.emailTaken' : 'api.cpfTaken');
}

/** 409 when another user than `userId` already has the e-mail or the CPF. */
async function assertEmailAndCpfFree(db: Db, email: string, cpf: string, userId?: string): Promise<void> {
  const [byEmail, byCpf] = await Promise.all([findUserByEmail(db, email), queries.findUserIdByCpf(db, cpf)]);
  if (byEmail && byEmail.id !== userId) throw conflictFor('email');
  if (byCpf && byCpf.id !== userId) throw conflictFor('cpf');
}

/** Runs a write that may hit the e-mail or CPF unique index, answering 409 for it. */
async function withUniqueChecks<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const field = uniqueViolation(error);
    if (field) throw conflictFor(field);
    throw error;
  }
}

async function loadOwner(db: Db, userId: string): Promise<queries.OwnerRow> {
  const owner = await queries.findOwner(db, userId);
  if (!owner) throw notFound();
  return owner;
}

export async function signUpOwner(ctx: AppContext, input: z.output<typeof ownerSignUpSchema>): Promise<AdminOwner> {
  await assertEmailAndCpfFree(ctx.db, input.email, input.cpf);
  const password = await passwordColumns(input.password);
  const user = await withUniqueChecks(() =>
    insertUser(ctx.db, {
      type: 'owner',
      name: input.name,
      email: input.email,
      cpf: input.cpf,
      country_code: input.countryCode,
      phone: input.phone,
      ...password,
      device_type: input.deviceType,
    }),
  );
  return presentAdminOwner(user);
}

/**
 * A page of the owners table with the total the query matches. The page is exactly the one asked for: past the
 * end it is empty (with the total), and the client steps back a page.
 */
export async function listOwners(ctx: AppContext, query: OwnerListQuery): Promise<OwnerListPage> {
  if (query.search) {
    const { rows, total } = await queries.searchOwnersPage(ctx.db, query);
    return { items: rows.map(presentOwnerListItem), total };
  }
  const total = await queries.countOwners(ctx.db, undefined);
  const rows = await findOwnersPage(ctx, query, total);
  return { items: rows.map(presentOwnerListItem), total };
}

export async function ownerDetail(ctx: AppContext, userId: string): Promise<OwnerDetail> {
  const owner = await loadOwner(ctx.db, userId);
  const venues = await queries.findVenuesOfOwner(ctx.db, userId);
  return { owner: presentAdminOwner(owner), establishments: venues.map(presentAdminVenue) };
}

/**
 * Updates the owner and each listed venue's `isActive` and `plan`, all or nothing. A venue that is not the
 * owner's answers 400 on that entry's `_id` (decision 018); a new password ends the owner's sessions.
 */
export async function editOwner(
  ctx: AppContext,
  caller: AuthUser,
  input: z.output<typeof editOwnerSchema>,
): Promise<OwnerDetail> {
  const before = await loadOwner(ctx.db, input.userId);
  const ids = input.establishments.map((venue) => venue._id);
  const owned = await queries.venueIdsOfOwner(ctx.db, input.userId, ids);
  const strangers = ids.flatMap((id, index) => (owned.has(id) ? [] : [index]));
  if (strangers.length) {
    throw new InputValidationError(
      strangers.map((index) => ({
        code: 'custom',
        path: ['establishments', index, '_id'],
        message: 'validation.invalid',
        input: ids[index],
      })),
    );
  }
  await assertEmailAndCpfFree(ctx.db, input.email, input.cpf, input.userId);
  const changes: UserUpdate = {
    name: input.name,
    cpf: input.cpf,
    email: input.email,
    country_code: input.countryCode,
    phone: input.phone,
    ...(input.password ? await passwordColumns(input.password) : {}),
  };
  await withUniqueChecks(() =>
    ctx.db.transaction().execute(async (trx) => {
      await updateUser(trx, input.userId, changes);
      if (input.password) await endAccessAfterPasswordChange(trx, input.userId);
      const venuesBefore = new Map(
        (await queries.findVenuesOfOwner(trx, input.userId)).map((venue) => [venue.id, venue]),
      );
      await queries.updateVenueSettings(trx, input.userId, input.establishments);
      await auditOwnerEdit(trx, caller, before, input, venuesBefore);
    }),
  );
  return ownerDetail(ctx, input.userId);
}

/** A blocked owner cannot sign in (auth service) and their sessions end now; unblocking lets them sign in again. */
export async function blockOwner(
  ctx: AppContext,
  caller: AuthUser,
  input: z.output<typeof blockOwnerSchema>,
): Promise<AdminOwner> {
  const before = await loadOwner(ctx.db, input.userId);
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, input.userId, { is_blocked: input.isBlocked });
    if (input.isBlocked) await deleteSessionsOfUser(trx, input.userId);
    await audit(trx, {
      actorId: caller.id,
      action: input.isBlocked ? 'owner.block' : 'owner.unblock',
      targetType: 'owner',
      targetId: input.userId,
      changes: differences({ isBlocked: before.is_blocked }, { isBlocked: input.isBlocked }),
    });
  });
  return presentAdminOwner(await loadOwner(ctx.db, input.userId));
}

/** Deletes the owner with everything of theirs, rows then files, and answers the list page of `input`'s query. */
export async function deleteOwner(
  ctx: AppContext,
  caller: AuthUser,
  input: z.output<typeof deleteOwnerSchema>,
): Promise<OwnerListPage> {
  const owner = await loadOwner(ctx.db, input.userId);
  const files = await ctx.db.transaction().execute(async (trx) => {
    const venues = await queries.findVenuesOfOwner(trx, input.userId);
    const deleted = await queries.deleteOwnerWithVenues(trx, input.userId);
    // Who was deleted, since the row is gone: the name and e-mail as they were, and their venues.
    await audit(trx, {
      actorId: caller.id,
      action: 'owner.delete',
      targetType: 'owner',
      targetId: input.userId,
      changes: { name: owner.name, email: owner.email, venues: venues.map((venue) => venue.id) },
    });
    return deleted;
  });
  await removeFiles(ctx, files);
  const { userId: _userId, ...query } = input;
  return listOwners(ctx, query);
}

async function removeFiles(ctx: AppContext, files: string[]): Promise<void> {
  const results = await Promise.allSettled(files.map((file) => ctx.storage.remove(file)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  // The rows are gone either way: a file left behind is logged, not answered as a failure.
  if (failed) ctx.log.warn({ failed }, 'some files of a deleted owner or venue could not be removed');
}

/**
 * What an owner's new venue gets whatever the body says (decision 032): the owner is the caller and the plan is
 * the first one; choosing a plan is the admin's (/estabelishment). Writes into the raw body before validation.
 */
export function forceOwnVenueFields(caller: AuthUser, body: unknown): void {
  if (caller.type !== 'owner' || !body || typeof body !== 'object' || Array.isArray(body)) return;
  Object.assign(body, { owner: caller.id, plan: DEFAULT_PLAN });
}

/**
 * A new active venue with the catalogue's menu. An admin names its owner (an existing owner, else 404) and plan;
 * an owner creates it for themselves on the first plan, whatever `owner` and `plan` say.
 */
export async function createEstablishment(
  ctx: AppContext,
  caller: AuthUser,
  input: z.output<typeof createEstablishmentSchema>,
): Promise<AdminVenue> {
  const byOwner = caller.type === 'owner';
  const ownerId = byOwner ? caller.id : input.owner;
  await loadOwner(ctx.db, ownerId);
  const venue = await ctx.db.transaction().execute(async (trx) => {
    const created = await queries.insertVenueWithMenu(trx, {
      owner_id: ownerId,
      name: input.name,
      fantasy_name: input.fantasyName,
      corporate_name: input.corporateName,
      email: input.email,
      country_code: input.countryCode || DEFAULT_COUNTRY_CODE,
      phone: input.phone,
      phone2: input.phone2 || null,
      ie: input.ie ?? null,
      cnpj: input.cnpj,
      address: input.address,
      zip_code: input.zipCode,
      latitude: input.latitude,
      longitude: input.longitude,
      establishment_type: input.establishmentType,
      plan: byOwner ? DEFAULT_PLAN : input.plan,
      is_active: true,
    });
    await audit(trx, {
      actorId: caller.id,
      action: 'venue.create',
      targetType: 'venue',
      targetId: created.id,
      changes: { name: created.name, owner: ownerId, plan: created.plan },
    });
    return created;
  });
  return presentAdminVenue(venue);
}

/** Deletes a venue the caller may manage (404 unknown, 403 another owner's), with its files. */
export async function deleteEstablishment(ctx: AppContext, caller: AuthUser, establishmentId: string): Promise<void> {
  const { venue } = await loadVenueFor(ctx.db, caller, establishmentId, 'manage');
  const files = await ctx.db.transaction().execute(async (trx) => {
    const deleted = await queries.deleteVenue(trx, establishmentId);
    await audit(trx, {
      actorId: caller.id,
      action: 'venue.delete',
      targetType: 'venue',
      targetId: establishmentId,
      changes: { name: venue.name, owner: venue.owner_id },
    });
    return deleted;
  });
  await removeFiles(ctx, files);
}

/**
 * The audit rows of an edit-owner (decision 055): one for the owner's own fields that changed (the CPF and the
 * password only as "changed", never their values) and one per venue whose plan or active state changed.
 */
async function auditOwnerEdit(
  trx: Db,
  caller: AuthUser,
  before: queries.OwnerRow,
  input: z.output<typeof editOwnerSchema>,
  venuesBefore: Map<string, EstablishmentRow>,
): Promise<void> {
  const changes: Record<string, unknown> = differences(
    { name: before.name, email: before.email, countryCode: before.country_code, phone: before.phone },
    { name: input.name, email: input.email, countryCode: input.countryCode, phone: input.phone },
  );
  if ((input.cpf ?? null) !== (before.cpf ?? null)) changes.cpf = true;
  if (input.password) changes.password = true;
  if (Object.keys(changes).length) {
    await audit(trx, {
      actorId: caller.id,
      action: 'owner.edit',
      targetType: 'owner',
      targetId: input.userId,
      changes,
    });
  }
  for (const venue of input.establishments) {
    const old = venuesBefore.get(venue._id);
    if (!old) continue;
    const venueChanges = differences(
      { plan: old.plan, isActive: old.is_active },
      { plan: venue.plan, isActive: venue.isActive },
    );
    if (!Object.keys(venueChanges).length) continue;
    await audit(trx, {
      actorId: caller.id,
      action: 'venue.update',
      targetType: 'venue',
      targetId: venue._id,
      changes: venueChanges,
    });
  }
}

/** `GET /admin/audit-log`: newest first, a page at a time. */
export async function auditLog(ctx: AppContext, query: AuditLogQuery): Promise<AuditLogPage> {
  const [rows, total] = await Promise.all([queries.findAuditPage(ctx.db, query), queries.countAudit(ctx.db)]);
  return {
    items: rows.map((row) => ({
      _id: String(row.id),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      action: row.action as AuditAction,
      targetType: row.target_type as AuditTarget,
      targetId: row.target_id,
      changes: row.changes,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total,
  };
}

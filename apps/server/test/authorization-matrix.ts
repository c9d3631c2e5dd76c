import { randomUUID } from 'node:crypto';
import { ownerBody, venueBody } from './admin.ts';
import { signUpBody } from './helper.ts';
import { VALID_PASSWORD } from './fixtures.ts';
import { smallPng, type Role, type World, type WorldRequest } from './world.ts';

/**
 * THE AUTHORIZATION MATRIX (issue 12 part 5): every route the app registers × every role, with the status each gets
 * for a valid call about the owner's things (test/world.ts says who is who). authorization.matrix.test.ts builds the
 * app, lists its routes and fails on a route missing here, on an entry for a route that is gone, and on any status
 * that differs. fuzz.test.ts sends its hostile bodies as `fuzzAs` (by default the first of owner, admin, visitor,
 * anonymous allowed).
 *
 * To add a route: add `'METHOD /url': { call, expect }` below. `call` builds a valid request (a JSON `body`, a
 * `query`, `multipart` fields and a file, or a `url` for a wildcard route); each role gets a fresh call. `expect`
 * lists all six roles. A role allowed (< 300) gets its own fresh world, so one role's write never changes another's
 * answer.
 */
export type MatrixCall = WorldRequest;

export interface MatrixEntry {
  call?: (world: World) => MatrixCall | Promise<MatrixCall>;
  expect: Record<Role, number>;
  /** Whom fuzz.test.ts signs in as (default: the first of owner, admin, visitor, anonymous allowed). */
  fuzzAs?: Role;
  /** The route reads no input: fuzzing sends it nothing but headers. */
  noInput?: boolean;
}

const all = (status: number): Record<Role, number> => ({
  anonymous: status,
  blocked: status,
  visitor: status,
  otherOwner: status,
  owner: status,
  admin: status,
});
/** Any live session; a blocked account's is refused. */
const signedIn = { anonymous: 401, blocked: 403, visitor: 200, otherOwner: 200, owner: 200, admin: 200 };
/** The venue's owner and admins. */
const manages = { anonymous: 401, blocked: 403, visitor: 403, otherOwner: 403, owner: 200, admin: 200 };
/** Admins only. */
const adminOnly = { anonymous: 401, blocked: 403, visitor: 403, otherOwner: 403, owner: 403, admin: 200 };
/** Visitors only. */
const visitorOnly = { anonymous: 401, blocked: 403, visitor: 200, otherOwner: 403, owner: 403, admin: 403 };

const venueOf = (world: World) => ({ establishmentId: world.venue.id });
const position = { latitude: -23.55, longitude: -46.63 };

export const MATRIX: Record<string, MatrixEntry> = {
  // ------------------------------------------------------------------ not the API
  'GET /healthz': { expect: all(200), noInput: true },
  'GET /readyz': { expect: all(200), noInput: true },
  'GET /uploads/*': { call: () => ({ url: '/uploads/no-such-file.png' }), expect: all(404), noInput: true },
  'GET /api/docs': { expect: all(301), noInput: true },
  'GET /api/docs/*': { call: () => ({ url: '/api/docs/' }), expect: all(200), noInput: true },

  // ------------------------------------------------------------------ sign-up, sign-in, passwords (public)
  'POST /api/v1/user/sign-up': { call: () => ({ body: signUpBody() }), expect: all(201) },
  'POST /api/v1/user/login': {
    call: (world) => ({ body: { email: world.joiner.email, password: VALID_PASSWORD, deviceType: 'web' } }),
    expect: all(200),
  },
  'GET /api/v1/user/log-out': { expect: signedIn, noInput: true },
  'POST /api/v1/user/forgot-password': { call: (world) => ({ body: { email: world.joiner.email } }), expect: all(200) },
  'POST /api/v1/user/forgot-password-link': { call: () => ({ body: { token: randomUUID() } }), expect: all(400) },
  'POST /api/v1/user/reset-password': {
    call: () => ({ body: { token: randomUUID(), password: VALID_PASSWORD } }),
    expect: all(400),
  },
  'GET /api/v1/user/social-providers': { expect: all(200), noInput: true },
  // No provider is configured in tests: the provider is switched off.
  'POST /api/v1/user/social-sign-up': {
    call: () => ({ body: { socialType: 'google', accessToken: 'token', deviceType: 'web' } }),
    expect: all(400),
  },

  // ------------------------------------------------------------------ the signed-in person's account
  'GET /api/v1/user/profile': { expect: signedIn, noInput: true },
  'POST /api/v1/user/edit-profile': {
    call: async () => ({
      multipart: {
        fields: { name: 'Maria Souza', countryCode: '+55', phone: '11987654321' },
        file: { field: 'profileImage', filename: 'me.png', bytes: await smallPng() },
      },
    }),
    expect: signedIn,
  },
  'GET /api/v1/user/delete-account': { expect: visitorOnly, noInput: true },
  // LGPD (decision 056): anyone signed in downloads their own data.
  'GET /api/v1/user/export': { expect: signedIn, noInput: true },
  'POST /api/v1/user/set-location': { call: () => ({ body: position }), expect: signedIn },
  'GET /api/v1/geo/reverse': { call: () => ({ query: { lat: '-23.55', lng: '-46.63' } }), expect: signedIn },
  'GET /api/v1/geo/search': { call: () => ({ query: { q: 'São Paulo' } }), expect: signedIn },

  // ------------------------------------------------------------------ venues, favourites, name lists
  'POST /api/v1/user/home': { call: () => ({ body: position }), expect: signedIn, fuzzAs: 'visitor' },
  'POST /api/v1/establishment/details': {
    call: (world) => ({ body: venueOf(world) }),
    expect: { ...signedIn, otherOwner: 403 },
  },
  'POST /api/v1/user/establishment-like': {
    call: (world) => ({ body: { ...venueOf(world), like: true } }),
    expect: visitorOnly,
  },
  'POST /api/v1/user/event-join-request': {
    call: (world) => ({ body: { eventId: world.eventId, join: true } }),
    expect: visitorOnly,
  },

  // ------------------------------------------------------------------ the owner's edits (owner of the venue, admins)
  'POST /api/v1/establishment/edit-about': {
    call: (world) => ({
      body: { ...venueOf(world), text: 'Samba ao vivo.', phone1: '(11) 98765-4321', isPhone1: true },
    }),
    expect: manages,
  },
  'POST /api/v1/establishment/add-wifi': {
    call: (world) => ({
      body: { ...venueOf(world), wifi: { name: 'Clientes', description: 'Rede', password: 'samba 2026' } },
    }),
    expect: manages,
  },
  'POST /api/v1/establishment/edit-payment': {
    call: (world) => ({ body: { ...venueOf(world), creditCards: ['american'], debitCards: [], meals: [], pix: true } }),
    expect: manages,
  },
  'POST /api/v1/establishment/edit-menu': {
    call: (world) => ({ body: { ...venueOf(world), menu: [{ _id: world.menuId, isActive: true }] } }),
    expect: manages,
  },
  'POST /api/v1/establishment/edit-items': {
    call: (world) => ({ body: { ...venueOf(world), menuId: world.menuId, items: ['Chopp'] } }),
    expect: manages,
  },
  'POST /api/v1/establishment/event-request-list': {
    call: (world) => ({ body: { ...venueOf(world), eventDate: world.eventDate } }),
    expect: manages,
  },
  'POST /api/v1/establishment/accept-join-request': {
    call: (world) => ({ body: { eventId: world.eventId, userId: world.joiner.id } }),
    expect: manages,
  },
  'POST /api/v1/establishment/edit-event': {
    call: (world) => ({
      body: {
        ...venueOf(world),
        eventId: world.eventId,
        eventDate: world.eventDate,
        eventName: 'Noite do Samba',
        startTime: '22:00',
        endTime: '23:30',
        description: 'Roda de samba',
        isFree: true,
        isLive: true,
        musicStyle: 'Samba',
        entry: '',
        keepDescription: false,
        eventWithList: true,
      },
    }),
    expect: manages,
  },
  'POST /api/v1/establishment/delete-event': {
    call: (world) => ({ body: { ...venueOf(world), eventId: world.eventId, dropRequests: true } }),
    expect: manages,
  },
  'POST /api/v1/establishment/add-logo': {
    call: async (world) => ({
      multipart: {
        fields: venueOf(world),
        file: { field: 'logo', filename: 'logo.png', bytes: await smallPng() },
      },
    }),
    expect: manages,
  },
  'POST /api/v1/establishment/edit-banners': {
    call: async (world) => ({
      multipart: {
        fields: venueOf(world),
        file: { field: 'banner', filename: 'banner.png', bytes: await smallPng() },
      },
    }),
    expect: manages,
  },
  'POST /api/v1/establishment/delete-banners': {
    call: (world) => ({ body: { ...venueOf(world), filePath: world.banner } }),
    expect: manages,
  },
  'POST /api/v1/establishment/reorder-banners': {
    call: (world) => ({ body: { ...venueOf(world), banners: [world.banner] } }),
    expect: manages,
  },

  // ------------------------------------------------------------------ the admin console
  'POST /api/v1/admin/owner-sign-up': { call: () => ({ body: ownerBody() }), expect: { ...adminOnly, admin: 201 } },
  'POST /api/v1/admin/owner-list': {
    call: () => ({ body: { offset: 0, limit: 5, sort: 'name', order: 1 } }),
    expect: adminOnly,
  },
  'GET /api/v1/admin/audit-log': { call: () => ({ query: { offset: '0', limit: '20' } }), expect: adminOnly },
  'POST /api/v1/admin/owner-detail': { call: (world) => ({ body: { userId: world.owner.id } }), expect: adminOnly },
  'POST /api/v1/admin/edit-owner': {
    call: (world) => ({
      body: { userId: world.owner.id, ...ownerBody({ name: 'Jo', password: '' }), establishments: [] },
    }),
    expect: adminOnly,
  },
  'POST /api/v1/admin/block-owner': {
    call: (world) => ({ body: { userId: world.owner.id, isBlocked: true } }),
    expect: adminOnly,
  },
  'POST /api/v1/admin/delete-owner': {
    call: (world) => ({ body: { userId: world.owner.id, offset: 0, limit: 5, sort: 'createdAt', order: -1 } }),
    expect: adminOnly,
  },
  // Owners create venues for themselves (decision 032): `owner` is forced to the caller.
  'POST /api/v1/admin/create-establishment': {
    call: (world) => ({ body: venueBody(world.owner.id) }),
    expect: { ...manages, otherOwner: 201, owner: 201, admin: 201 },
  },
  'POST /api/v1/admin/delete-establishment': { call: (world) => ({ body: venueOf(world) }), expect: manages },
};

/** `METHOD /url`, the key of MATRIX. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;

/** Whom fuzzing signs in as for a route. */
export function fuzzRole(entry: MatrixEntry): Role {
  if (entry.fuzzAs) return entry.fuzzAs;
  return (['owner', 'admin', 'visitor', 'anonymous'] as const).find((role) => entry.expect[role] < 300) ?? 'admin';
}

import { useSyncExternalStore } from 'react';
import type { Role } from '@noite/shared';
import { mirrorToCookie, serverValues, SSR_COOKIES } from './server-state.ts';

/**
 * The signed-in session as the spec keeps it (§3): token, type, name and image in web storage.
 * With "remember me" the values live in localStorage (survive the browser), otherwise in
 * sessionStorage (end with the tab). Reads look at both; clearing empties both.
 */
export interface AuthSession {
  token: string;
  type: Role;
  name: string | null;
  image: string | null;
}

const KEYS = { token: 'token', type: 'type', name: 'name', image: 'image' } as const;
const ROLES: readonly string[] = ['user', 'owner', 'admin'];

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string; session: AuthSession | null } | undefined;

function stores(): Storage[] {
  const found: Storage[] = [];
  try {
    found.push(window.localStorage);
  } catch {
    // storage unavailable
  }
  try {
    found.push(window.sessionStorage);
  } catch {
    // storage unavailable
  }
  return found;
}

function storeHoldingToken(): Storage | undefined {
  return stores().find((store) => store.getItem(KEYS.token));
}

/** A session from its stored fields (storage or its cookie): without a token or a known role, there is none. */
function sessionOf(field: (key: keyof typeof KEYS) => unknown): AuthSession | null {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const token = text(field('token'));
  const type = text(field('type'));
  if (!token || !type || !ROLES.includes(type)) return null;
  return { token, type: type as Role, name: text(field('name')), image: text(field('image')) };
}

function readSession(): AuthSession | null {
  const store = storeHoldingToken();
  return store ? sessionOf((key) => store.getItem(KEYS[key])) : null;
}

/** A session mirrored in its cookie (decision 079), as the server render reads it; anything malformed is none. */
export function parseSession(raw: string | null | undefined): AuthSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof typeof KEYS, unknown>> | null;
    return value && typeof value === 'object' ? sessionOf((key) => value[key]) : null;
  } catch {
    return null;
  }
}

function emit() {
  cached = undefined;
  for (const listener of listeners) listener();
}

export function getSession(): AuthSession | null {
  // A server render (decision 079) reads the session the page was asked with.
  if (typeof window === 'undefined') return serverValues()?.session ?? null;
  const session = readSession();
  const raw = JSON.stringify(session);
  if (cached?.raw !== raw) cached = { raw, session };
  return cached.session;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

function write(store: Storage, key: string, value: string | null) {
  if (value === null || value === '') store.removeItem(key);
  else store.setItem(key, value);
}

export function saveSession(session: AuthSession, remember: boolean): void {
  clearSession({ silent: true });
  const store = remember ? window.localStorage : window.sessionStorage;
  write(store, KEYS.token, session.token);
  write(store, KEYS.type, session.type);
  write(store, KEYS.name, session.name);
  write(store, KEYS.image, session.image);
  mirrorToCookie(SSR_COOKIES.session, session, remember);
  emit();
}

/** Writes the session's cookie for the server's first render (decision 079), for a session stored before it. */
export function mirrorSessionCookie(): void {
  const session = getSession();
  mirrorToCookie(SSR_COOKIES.session, session, storeHoldingToken() === window.localStorage);
}

/** Updates the name and picture shown in the header after a profile edit, where the token lives. */
export function updateSessionProfile(profile: { name: string | null; image: string | null }): void {
  const store = storeHoldingToken();
  if (!store) return;
  write(store, KEYS.name, profile.name);
  write(store, KEYS.image, profile.image);
  emit();
  mirrorSessionCookie();
}

export function clearSession(options: { silent?: boolean } = {}): void {
  for (const store of stores()) {
    for (const key of Object.values(KEYS)) store.removeItem(key);
  }
  mirrorToCookie(SSR_COOKIES.session, null);
  if (!options.silent) emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(KEYS) as string[]).includes(event.key)) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session, re-rendering when it changes (sign-in, profile edit, sign-out, other tabs). */
export function useSession(): AuthSession | null {
  // Hydrating a page the server rendered, the first render must see the session the server saw: the stored one.
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

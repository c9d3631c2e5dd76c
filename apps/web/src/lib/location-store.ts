import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './auth-storage.ts';
import { mirrorToCookie, serverValues, SSR_COOKIES } from './server-state.ts';

/** A device position in degrees. */
export interface Position {
  latitude: number;
  longitude: number;
}

/**
 * What the app knows about where the device is, for the whole signed-in session: the position the browser
 * granted and the reverse-geocoded place the header shows. Kept in sessionStorage so a reload or another
 * screen shows it at once; cleared when the session ends.
 */
export interface KnownLocation {
  position: Position | null;
  place: string | null;
}

const STORAGE_KEY = 'noite.location';
const EMPTY: KnownLocation = { position: null, place: null };

type Listener = () => void;
const listeners = new Set<Listener>();
let current: KnownLocation | undefined;

function isPosition(value: unknown): value is Position {
  if (!value || typeof value !== 'object') return false;
  const { latitude, longitude } = value as Record<string, unknown>;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** A stored location (sessionStorage, or its cookie on the server); anything malformed is no location. */
export function parseKnownLocation(raw: string | null | undefined): KnownLocation {
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return {
      position: isPosition(parsed.position)
        ? { latitude: parsed.position.latitude, longitude: parsed.position.longitude }
        : null,
      place: typeof parsed.place === 'string' && parsed.place.trim() ? parsed.place : null,
    };
  } catch {
    return EMPTY;
  }
}

function read(): KnownLocation {
  try {
    return parseKnownLocation(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return EMPTY;
  }
}

function write(next: KnownLocation): void {
  current = next;
  try {
    if (!next.position && !next.place) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused: keep it for this page view only.
  }
  mirrorToCookie(SSR_COOKIES.location, next.position || next.place ? next : null);
  for (const listener of listeners) listener();
}

export function getKnownLocation(): KnownLocation {
  // A server render (decision 079) reads the location the page was asked with.
  if (typeof window === 'undefined') return serverValues()?.location ?? EMPTY;
  current ??= read();
  return current;
}

export function setKnownPosition(position: Position): void {
  const known = getKnownLocation();
  if (known.position?.latitude === position.latitude && known.position.longitude === position.longitude) return;
  write({ ...known, position });
}

export function setKnownPlace(place: string | null): void {
  const known = getKnownLocation();
  if (known.place === place) return;
  write({ ...known, place });
}

export function clearKnownLocation(): void {
  write(EMPTY);
}

// Another visitor signing in on this tab must not inherit the previous one's place.
let signedIn = typeof window !== 'undefined' && getSession() !== null;
if (typeof window !== 'undefined') {
  subscribeSession(() => {
    const now = getSession() !== null;
    if (signedIn && !now) clearKnownLocation();
    signedIn = now;
  });
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The known position and place, re-rendering when either changes. */
export function useKnownLocation(): KnownLocation {
  // Hydrating a page the server rendered, the first render must see the location the server saw: the stored one.
  return useSyncExternalStore(subscribe, getKnownLocation, getKnownLocation);
}

/** The device position when geolocation was granted in this session, else null (for the venue page's distance). */
export function useKnownPosition(): Position | null {
  return useKnownLocation().position;
}

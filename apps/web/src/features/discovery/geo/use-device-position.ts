import { useEffect } from 'react';
import { DEFAULT_POSITION } from '@noite/shared';
import { getSession } from '../../../lib/auth-storage.ts';
import { i18n } from '../../../lib/i18n.ts';
import { notifyWarning } from '../../../lib/notify.ts';
import { geoApi } from './api.ts';
import { GEO_NS } from './i18n.ts';
import {
  getKnownLocation,
  setKnownPlace,
  setKnownPosition,
  useKnownLocation,
  type Position,
} from '../../../lib/location-store.ts';

/** Positions closer than this are the same place: no new save, no new reverse geocode. */
const SAME_PLACE_KM = 0.1;
const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 };

/** 5 decimals ≈ 1 m: enough for distances, and a stable query key. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

function distanceKm(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Spec §8: "Please check you location permissions." in a warning toast. */
export function announceLocationFailure(): void {
  notifyWarning(i18n.t('title', { ns: GEO_NS }), i18n.t('shared:api.locationFailed'));
}

function requestPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('Geolocation is not available.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: round(coords.latitude), longitude: round(coords.longitude) }),
      (error) => reject(new Error(error.message || 'Geolocation failed.')),
      GEOLOCATION_OPTIONS,
    );
  });
}

/** Saves a new device position (visitors) and fills the header's place from the reverse geocoder. */
async function adopt(position: Position, signal: AbortSignal, announce: boolean): Promise<void> {
  const known = getKnownLocation();
  const samePlace = known.position && known.place && distanceKm(known.position, position) < SAME_PLACE_KM;
  setKnownPosition(position);
  if (samePlace) return;
  if (getSession()?.type === 'user') void geoApi.setLocation(position).catch(() => undefined);
  try {
    const place = await geoApi.reverse(position, signal);
    if (signal.aborted) return;
    if (place) setKnownPlace(place);
    else if (announce) announceLocationFailure();
  } catch (error) {
    if (signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
    if (announce) announceLocationFailure();
  }
}

export interface DevicePosition {
  /** The device position once granted in this session, else the default one (São Paulo). */
  position: Position;
  /** True when `position` is the device's. */
  located: boolean;
}

/**
 * Spec §2 /main: asks for geolocation on entry. Until the browser answers (or when it refuses) the default
 * position is used; when it grants, the device position is stored, saved with `/user/set-location` (visitors)
 * and reverse geocoded for the header. A refusal or failure shows the location-permissions warning when
 * `announce` is set.
 */
export function useDevicePosition({ announce = true }: { announce?: boolean } = {}): DevicePosition {
  const { position } = useKnownLocation();

  useEffect(() => {
    const controller = new AbortController();
    requestPosition().then(
      (granted) => {
        if (!controller.signal.aborted) void adopt(granted, controller.signal, announce);
      },
      () => {
        if (!controller.signal.aborted && announce) announceLocationFailure();
      },
    );
    return () => controller.abort();
  }, [announce]);

  return position ? { position, located: true } : { position: DEFAULT_POSITION, located: false };
}

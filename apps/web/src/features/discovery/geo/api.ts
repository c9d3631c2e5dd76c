import type { ReverseGeocodeResultDto, SavedLocation } from '@noite/shared';
import { api } from '../../../lib/api-client.ts';
import type { Position } from '../../../lib/location-store.ts';

export const geoApi = {
  /** `GET /geo/reverse?lat=&lng=` → the place's formatted address. Failures are announced by the caller. */
  reverse: ({ latitude, longitude }: Position, signal?: AbortSignal) =>
    api
      .get<ReverseGeocodeResultDto | null>(
        `/geo/reverse?lat=${encodeURIComponent(latitude)}&lng=${encodeURIComponent(longitude)}`,
        { signal },
      )
      .then((result) => result.data?.formattedAddress?.trim() || null),
  /** `POST /user/set-location { latitude, longitude }`: the visitor's last known position (silent). */
  setLocation: (position: Position) => api.post<SavedLocation>('/user/set-location', position).then(() => undefined),
};

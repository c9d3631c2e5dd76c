const RADIANS = Math.PI / 180;

/** The sphere of PostgreSQL's earthdistance (`earth()` is 6378168 m): distances on it agree with the database's. */
export const EARTHDISTANCE_RADIUS_KM = 6378.168;

/** Great-circle distance in km between two positions on a sphere of `radiusKm` (haversine). */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number, radiusKm: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLng = (lng2 - lng1) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * radiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

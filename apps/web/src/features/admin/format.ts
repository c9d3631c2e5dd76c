/** Spec §9: the admin table's dates as DD/MM/YY, in the device's time zone; no date is "N/A" (the caller's text). */
export function formatShortDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${two(date.getFullYear() % 100)}`;
}

/** Spec §9: the edit screen's password placeholder, passLen asterisks (7 when the length is unknown). */
export function passwordPlaceholder(passLen: number | null | undefined): string {
  return '*'.repeat(passLen && passLen > 0 ? passLen : 7);
}

/** https://www.openstreetmap.org/?mlat=..&mlon=..#map=17/../.. for a position, or null while it is not a number. */
export function mapLink(latitude: unknown, longitude: unknown): string | null {
  const lat = typeof latitude === 'number' ? latitude : Number.parseFloat(String(latitude ?? ''));
  const lon = typeof longitude === 'number' ? longitude : Number.parseFloat(String(longitude ?? ''));
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** A phone as spec §9 shows it: (AA) NNNNN-NNNN for +55 (with an extra suffix after 11 digits), digits otherwise. */
export function formatPhone(countryCode: string | null | undefined, phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D+/g, '');
  const code = countryCode || '+55';
  if (code !== '+55' || digits.length < 10) return `${code} ${digits}`;
  const local = digits.slice(2);
  const split = local.length >= 9 ? 5 : 4;
  return `${code} (${digits.slice(0, 2)}) ${local.slice(0, split)}-${local.slice(split)}`;
}

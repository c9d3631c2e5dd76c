/** Digits only. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** (AA) NNNNN-NNNN or (AA) NNNN-NNNN as spec §9 shows phones; anything else as its digits. */
export function formatPhone(value: string): string {
  const digits = digitsOf(value);
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  if (digits.length > 11)
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7, 11)} ${digits.slice(11)}`;
  return digits || value;
}

/** A WhatsApp chat with a Brazilian number (+55 unless the number already carries it). */
export function whatsappUrl(phone: string): string {
  const digits = digitsOf(phone);
  const national = digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
  return `https://wa.me/55${national}`;
}

export function telUrl(phone: string): string {
  return `tel:+55${digitsOf(phone)}`;
}

/** A profile link from what the owner typed: a full URL as it is, otherwise a handle on the network. */
export function socialUrl(network: 'instagram' | 'facebook', value: string): string {
  const trimmed = value.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const bare = trimmed.replace(/^@/, '').replace(/^(www\.)?(instagram|facebook)\.com\//i, '');
  return `https://${network}.com/${bare}`;
}

/** What to show for a profile: "@handle" when the link names one, otherwise the text as typed. */
export function socialHandle(value: string): string {
  const trimmed = value.trim();
  const match = /^(?:https?:\/\/)?(?:www\.)?(?:instagram|facebook)\.com\/([^/?#]+)/i.exec(trimmed);
  if (match?.[1]) return `@${match[1]}`;
  return trimmed.startsWith('@') || /[/.:]/.test(trimmed) ? trimmed : `@${trimmed}`;
}

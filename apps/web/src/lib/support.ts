/**
 * The WhatsApp chat with the provider, for owners who want their establishment on Noite; undefined when no
 * number is configured (SUPPORT_WHATSAPP, or VITE_SUPPORT_WHATSAPP, at build time): a made-up default could
 * be a stranger's number, so without one the screens show no link at all (decision 063).
 */
export function supportWhatsAppUrl(): string | undefined {
  const configured = import.meta.env.VITE_SUPPORT_WHATSAPP || import.meta.env.SUPPORT_WHATSAPP || '';
  const digits = configured.replace(/\D+/g, '');
  // A country code and a number: at least 10 digits; anything shorter is a typo, not a chat.
  return digits.length >= 10 ? `https://wa.me/${digits}` : undefined;
}

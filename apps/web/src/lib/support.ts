const DEFAULT_SUPPORT_WHATSAPP = '5511999999999';

/** The WhatsApp chat with the provider, for owners who want their establishment on Noite. */
export function supportWhatsAppUrl(): string {
  const digits = (import.meta.env.VITE_SUPPORT_WHATSAPP ?? '').replace(/\D+/g, '') || DEFAULT_SUPPORT_WHATSAPP;
  return `https://wa.me/${digits}`;
}

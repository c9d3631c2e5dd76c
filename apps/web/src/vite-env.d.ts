/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The providers' WhatsApp number (digits, with country code) for establishment registration. */
  readonly VITE_SUPPORT_WHATSAPP?: string;
  /** The same, under the server's name (exposed by vite.config.ts's envPrefix). */
  readonly SUPPORT_WHATSAPP?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

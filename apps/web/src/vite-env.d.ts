/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The providers' WhatsApp number (digits, with country code) for establishment registration. */
  readonly VITE_SUPPORT_WHATSAPP?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * Contact details quoted in the legal texts. Kept in one place so that a change of address
 * reaches the terms, the privacy policy and the about-us text at once.
 */
export const LEGAL_CONTACT = {
  /** General support: accounts, listings, problems using the app. */
  supportEmail: 'suporte@noite.app',
  /** Privacy requests and the data protection officer (encarregado, LGPD art. 41). */
  privacyEmail: 'privacidade@noite.app',
} as const;

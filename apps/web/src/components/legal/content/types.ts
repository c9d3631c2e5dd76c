import type { Language } from '@noite/shared';

/** One long-form text (terms, privacy policy, about us) in one language. */
export interface LegalDocument {
  title: string;
  /** Date of the last change, YYYY-MM-DD. */
  updated: string;
  intro?: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** The same document in every interface language. */
export type LocalizedLegalDocument = Record<Language, LegalDocument>;

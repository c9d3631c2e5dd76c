import { LANGUAGES } from '@noite/shared';
import { describe, expect, it } from 'vitest';

import { aboutUs } from './about-us.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { termsOfUse } from './terms-of-use.ts';
import type { LegalDocument, LocalizedLegalDocument } from './types.ts';

const documents: Record<string, LocalizedLegalDocument> = { termsOfUse, privacyPolicy, aboutUs };

/** Every paragraph of a document, intro included, as separate strings. */
function paragraphsOf(document: LegalDocument): string[] {
  return [...(document.intro ? [document.intro] : []), ...document.sections.flatMap((section) => section.paragraphs)];
}

/** True when at least one single paragraph matches every pattern (so the statement is made in one place). */
function statesTogether(document: LegalDocument, patterns: RegExp[]): boolean {
  return paragraphsOf(document).some((paragraph) => patterns.every((pattern) => pattern.test(paragraph)));
}

describe.each(Object.entries(documents))('%s', (_name, localized) => {
  it('has the same structure in pt and en', () => {
    expect(Object.keys(localized).sort()).toEqual([...LANGUAGES].sort());
    expect(localized.en.sections.length).toBe(localized.pt.sections.length);
    expect(localized.en.sections.length).toBeGreaterThan(0);
    localized.pt.sections.forEach((section, index) => {
      expect(localized.en.sections[index]?.paragraphs.length, `section ${index + 1}`).toBe(section.paragraphs.length);
    });
    expect(localized.en.updated).toBe(localized.pt.updated);
    expect(Boolean(localized.en.intro)).toBe(Boolean(localized.pt.intro));
  });

  it.each(LANGUAGES)('has no empty text in %s', (language) => {
    const document = localized[language];
    expect(document.title.trim()).not.toBe('');
    expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(`${document.updated}T00:00:00Z`))).toBe(false);
    for (const section of document.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of section.paragraphs) expect(paragraph.trim()).not.toBe('');
    }
  });

  it.each(LANGUAGES)('has unique section headings in %s', (language) => {
    const headings = localized[language].sections.map((section) => section.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });
});

describe('terms of use', () => {
  it('states business-hours support', () => {
    expect(statesTogether(termsOfUse.pt, [/segunda a sexta/i, /9h/, /18h/, /horário de Brasília/i])).toBe(true);
    expect(statesTogether(termsOfUse.en, [/Monday to Friday/i, /9:00/, /18:00/, /Brasília time/i])).toBe(true);
  });

  it('states the service is available 24/7', () => {
    expect(statesTogether(termsOfUse.pt, [/24 horas por dia/i, /7 dias por semana/i])).toBe(true);
    expect(statesTogether(termsOfUse.en, [/24 hours a day/i, /7 days a week/i])).toBe(true);
  });

  it('states the account can be cancelled at any time', () => {
    expect(statesTogether(termsOfUse.pt, [/cancelar a sua conta/i, /a qualquer momento/i])).toBe(true);
    expect(statesTogether(termsOfUse.en, [/cancel your account/i, /at any time/i])).toBe(true);
  });

  it('states data is deleted when the account is deleted', () => {
    expect(statesTogether(termsOfUse.pt, [/conta é excluída/i, /dados dela são apagados/i])).toBe(true);
    expect(statesTogether(termsOfUse.en, [/account is deleted/i, /data is deleted/i])).toBe(true);
  });

  it('makes owners responsible for listing accuracy and prices in R$', () => {
    expect(statesTogether(termsOfUse.pt, [/proprietário é o responsável/i, /cardápio/i, /eventos/i])).toBe(true);
    expect(statesTogether(termsOfUse.pt, [/R\$/])).toBe(true);
    expect(statesTogether(termsOfUse.en, [/Owners are responsible/i, /menu/i, /events/i])).toBe(true);
    expect(statesTogether(termsOfUse.en, [/R\$/])).toBe(true);
  });
});

describe('privacy policy', () => {
  it('says data is not sold', () => {
    expect(statesTogether(privacyPolicy.pt, [/não vendemos/i])).toBe(true);
    expect(statesTogether(privacyPolicy.en, [/do not sell/i])).toBe(true);
  });

  it('limits location to sorting venues by distance', () => {
    expect(statesTogether(privacyPolicy.pt, [/localização/i, /apenas para ordenar/i, /distância/i])).toBe(true);
    expect(statesTogether(privacyPolicy.en, [/only to sort venues/i, /distance/i])).toBe(true);
  });

  it('names the LGPD, its legal bases and the data subject rights', () => {
    for (const language of LANGUAGES) {
      const text = paragraphsOf(privacyPolicy[language]).join('\n');
      expect(text).toMatch(/LGPD/);
      expect(text).toMatch(/13[.,]709\/2018/);
      expect(text).toMatch(/ANPD/);
    }
  });

  it('states deletion of data with the account', () => {
    expect(statesTogether(privacyPolicy.pt, [/conta é excluída/i, /dados são apagados/i])).toBe(true);
    expect(statesTogether(privacyPolicy.en, [/account is deleted/i, /data is deleted/i])).toBe(true);
  });
});

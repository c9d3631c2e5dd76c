import { Box, Stack, Text, Title } from '@mantine/core';
import type { Language } from '@noite/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { intlLocale } from '../../lib/locale.ts';
import type { LegalDocument } from './content/types.ts';

/** Keeps a heading reached by an in-page link clear of the signed-in layout's fixed header. */
const SCROLL_MARGIN = { scrollMarginTop: 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))' };

export interface LegalDocumentViewProps {
  document: LegalDocument;
  language: Language;
  /**
   * Level of the document title: 1 when the document is the page (sections are h2), 2 when the
   * page holds several documents under its own h1 (sections are h3).
   */
  headingLevel?: 1 | 2;
  /** Id of the title, for in-page links; section headings get `<id>-<n>`. Generated when absent. */
  id?: string;
}

function formatDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A terms, privacy or about text: one title, the date of its last change, an intro, and a heading per section. */
export function LegalDocumentView({ document, language, headingLevel = 1, id }: LegalDocumentViewProps) {
  const { t } = useTranslation('legal');
  const generatedId = useId();
  const titleId = id ?? `legal-${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const sectionOrder = headingLevel === 1 ? 2 : 3;
  const sectionSize = headingLevel === 1 ? 'h3' : 'h4';

  return (
    <Box component="article" aria-labelledby={titleId} lang={language}>
      <Stack gap="xs" mb="xl">
        <Title order={headingLevel} id={titleId} textWrap="balance" style={SCROLL_MARGIN}>
          {document.title}
        </Title>
        <Text size="sm">
          {t('lastUpdated')}: <time dateTime={document.updated}>{formatDate(document.updated, language)}</time>
        </Text>
      </Stack>

      {document.intro ? (
        <Text component="p" size="lg" lh={1.6} mb="xl">
          {document.intro}
        </Text>
      ) : null}

      <Stack gap="xl">
        {document.sections.map((section, index) => {
          const headingId = `${titleId}-${index + 1}`;
          return (
            <Box component="section" key={headingId} aria-labelledby={headingId}>
              <Title
                order={sectionOrder}
                size={sectionSize}
                id={headingId}
                mb="sm"
                textWrap="balance"
                style={SCROLL_MARGIN}
              >
                {section.heading}
              </Title>
              <Stack gap="sm">
                {section.paragraphs.map((paragraph, paragraphIndex) => (
                  <Text component="p" key={paragraphIndex} lh={1.7} m={0}>
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

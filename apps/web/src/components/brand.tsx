import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The moon-and-star mark of the favicon, drawn inline. */
export function BrandMark({ size = 32 }: { size?: number }) {
  const gradient = `noite-sky-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2b1a63" />
          <stop offset="1" stopColor="#5f3dc4" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
      <path d="M38 13a19 19 0 1 0 13 31A16 16 0 0 1 38 13z" fill="#ffd43b" />
      <path d="M46 14l1.6 4.4L52 20l-4.4 1.6L46 26l-1.6-4.4L40 20l4.4-1.6z" fill="#fff" />
      <circle cx="50" cy="33" r="1.8" fill="#fff" />
    </svg>
  );
}

/** Mark and name; `inverted` for dark backgrounds. */
export function Brand({ inverted = false, size = 32 }: { inverted?: boolean; size?: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <BrandMark size={size} />
      <Text component="span" fw={800} fz={size * 0.7} c={inverted ? 'white' : 'noite.9'} lh={1} lts={-0.5}>
        {t('app.name')}
      </Text>
    </Group>
  );
}

import { Group, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A field's description with its live `x/N` counter on the right (spec §5: event name x/15, about text
 * x/1000). It sits in the field's description, which the input names in `aria-describedby`, so a screen
 * reader reads "12 of 15 characters" with the field instead of on every key.
 */
export function withCounter(description: ReactNode, length: number, max: number | undefined): ReactNode {
  if (max === undefined) return description;
  return <CounterDescription description={description} length={length} max={max} />;
}

function CounterDescription({ description, length, max }: { description: ReactNode; length: number; max: number }) {
  const { t } = useTranslation();
  return (
    <Group component="span" justify="space-between" gap="xs" wrap="nowrap">
      <span>{description}</span>
      <span>
        <span aria-hidden>{`${length}/${max}`}</span>
        <VisuallyHidden component="span">{t('form.counter', { length, max })}</VisuallyHidden>
      </span>
    </Group>
  );
}

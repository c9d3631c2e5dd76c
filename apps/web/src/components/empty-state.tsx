import { Stack, Text, ThemeIcon, type StackProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps extends StackProps {
  icon: Icon;
  children: ReactNode;
}

/** "Nothing here" in a screen or a modal: a gray icon over one line of text. */
export function EmptyState({ icon: Symbol, children, py = 'md', ...stack }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py={py} {...stack}>
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <Symbol size={28} />
      </ThemeIcon>
      <Text>{children}</Text>
    </Stack>
  );
}

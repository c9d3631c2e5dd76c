import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ListPageProps {
  title: string;
  subtitle?: string;
  /** Beside the title (the count of venues). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of the venue list screens (/main for visitors and owners, /favorite): heading, then content. */
export function ListPage({ title, subtitle, aside, children }: ListPageProps) {
  return (
    <Container size="xl" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </div>
          {aside}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

import { Alert, Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Code.css';
import { IconArrowLeft } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry } from '@noite/shared';
import { PageLoader } from '../../components/page-loader.tsx';
import { Pager } from '../../components/pager.tsx';
import { paths } from '../../config/paths.ts';
import { AdminShell } from './admin-shell.tsx';
import { adminApi, adminKeys } from './api.ts';
import { ADMIN_NS } from './i18n.ts';

/** The locale key of each action (a dot in the key would nest it). */
const ACTION_KEYS = {
  'owner.block': 'audit.actions.owner_block',
  'owner.unblock': 'audit.actions.owner_unblock',
  'owner.edit': 'audit.actions.owner_edit',
  'owner.delete': 'audit.actions.owner_delete',
  'venue.create': 'audit.actions.venue_create',
  'venue.update': 'audit.actions.venue_update',
  'venue.edit': 'audit.actions.venue_edit',
  'venue.delete': 'audit.actions.venue_delete',
} as const satisfies Record<AuditAction, string>;

/** What admins did (issue 12 part 7, decision 055): one card per action, newest first, a page at a time. */
export function AuditLogPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [offset, setOffset] = useState(0);
  const log = useQuery({
    queryKey: adminKeys.auditLog(offset),
    queryFn: ({ signal }) => adminApi.auditLog(offset, signal),
    placeholderData: keepPreviousData,
    meta: { title: t('audit.title') },
  });
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.floor(offset / AUDIT_PAGE_SIZE) + 1;

  return (
    <AdminShell
      title={t('audit.title')}
      subtitle={t('audit.subtitle')}
      size="md"
      actions={
        <Button
          component={Link}
          to={paths.administrator}
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {t('audit.back')}
        </Button>
      }
    >
      {log.isPending ? (
        <PageLoader />
      ) : log.isError ? (
        <Alert color="red" title={t('audit.loadError')} />
      ) : log.data.items.length === 0 ? (
        <Text c="dimmed">{t('audit.empty')}</Text>
      ) : (
        <Stack gap="sm">
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {log.data.items.map((entry) => (
              <AuditCard key={entry._id} entry={entry} />
            ))}
          </Stack>
          <Pager
            kind="steps"
            label={t('audit.pagination')}
            page={page}
            pages={pages}
            onChange={(next) => setOffset((next - 1) * AUDIT_PAGE_SIZE)}
            previous={t('audit.previous')}
            next={t('audit.next')}
            info={t('audit.pageInfo', { page, pages })}
          />
        </Stack>
      )}
    </AdminShell>
  );
}

/**
 * One line per changed field, the section first: `field: before → after` for a `[before, after]` pair, else the
 * value (a flag such as `password: true`), each value as compact JSON.
 */
function changeLines(changes: AuditEntry['changes']): string {
  const { section, ...fields } = changes;
  const entries = section === undefined ? Object.entries(fields) : [['section', section], ...Object.entries(fields)];
  return entries
    .map(([field, value]) =>
      Array.isArray(value) && value.length === 2
        ? `${field}: ${JSON.stringify(value[0])} → ${JSON.stringify(value[1])}`
        : `${field}: ${JSON.stringify(value)}`,
    )
    .join('\n');
}

function AuditCard({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(entry.createdAt),
  );
  const changes = Object.keys(entry.changes).length ? changeLines(entry.changes) : null;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{t(ACTION_KEYS[entry.action])}</Text>
          <Text size="sm" c="dimmed" component="time" dateTime={entry.createdAt}>
            {when}
          </Text>
        </Group>
        <Text size="sm">{t('audit.by', { actor: entry.actorEmail ?? t('audit.unknownActor') })}</Text>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {t(`audit.targets.${entry.targetType}`)}
          </Badge>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {entry.targetId}
          </Text>
        </Group>
        {changes ? (
          <Code block aria-label={t('audit.changes')} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {changes}
          </Code>
        ) : null}
      </Stack>
    </Paper>
  );
}

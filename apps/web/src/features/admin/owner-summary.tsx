import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCpf, type AdminOwner } from '@noite/shared';
import { formatPhone, formatShortDate, passwordPlaceholder } from './format.ts';
import { ADMIN_NS } from './i18n.ts';

/** The owner's data, read-only, beside the establishment form (spec §2; stacked above it on a phone). */
export function OwnerSummary({ owner, passLen }: { owner: AdminOwner; passLen: number }) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const none = tApp('common.notAvailable');
  const rows: [string, string][] = [
    [tApp('fields.name'), owner.name || none],
    [tApp('fields.cpf'), owner.cpf ? formatCpf(owner.cpf) : none],
    [tApp('fields.email'), owner.email || none],
    [tApp('fields.phone'), formatPhone(owner.countryCode, owner.phone) ?? none],
    [t('registerVenue.passwordLength'), passwordPlaceholder(passLen || owner.passLen)],
    [t('editOwner.createdAt'), formatShortDate(owner.createdAt) ?? none],
  ];
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xs"
      component="section"
      aria-labelledby="owner-summary"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="owner-summary">
          {t('registerVenue.owner')}
        </Title>
        <Stack component="dl" gap="xs" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
                {label}
              </Text>
              <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

import { Button, CopyButton, Group, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconCheck, IconCopy, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VenueDetails } from '@noite/shared';
import classes from '../venue-detail.module.css';
import { VENUE_DETAIL_NS } from '../i18n.ts';

export interface WifiModalProps {
  opened: boolean;
  onClose(): void;
  wifi: VenueDetails['wifi'];
}

/** The venue's Wi-Fi: name, description and password with a copy button (spec §2 wifi modal). */
export function WifiModal({ opened, onClose, wifi }: WifiModalProps) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  return (
    <Modal opened={opened} onClose={onClose} title={t('wifi.title')}>
      {wifi ? (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
              <IconWifi size={24} />
            </ThemeIcon>
            <Stack gap={2} miw={0}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t('wifi.network')}
              </Text>
              <Text fw={700} size="lg" className={classes.breakAnywhere}>
                {wifi.name}
              </Text>
            </Stack>
          </Group>
          {wifi.description ? (
            <Stack gap={2}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t('wifi.description')}
              </Text>
              <Text className={classes.preLine}>{wifi.description}</Text>
            </Stack>
          ) : null}
          <Stack gap={6}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('wifi.password')}
            </Text>
            {wifi.password ? (
              <Paper withBorder radius="md" p="sm" bg="gray.0">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Text ff="monospace" fw={700} size="lg" className={classes.breakAnywhere} translate="no">
                    {wifi.password}
                  </Text>
                  <CopyButton value={wifi.password} timeout={2500}>
                    {({ copied, copy }) => (
                      <>
                        <Button
                          size="sm"
                          variant={copied ? 'filled' : 'light'}
                          color={copied ? 'teal.9' : undefined}
                          leftSection={
                            copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                          }
                          onClick={copy}
                        >
                          {copied ? t('wifi.copied') : t('wifi.copy')}
                        </Button>
                        <Text
                          size="sm"
                          c="teal.9"
                          role="status"
                          w="100%"
                          className={copied ? undefined : classes.srOnly}
                        >
                          {copied ? t('wifi.copiedMessage') : ''}
                        </Text>
                      </>
                    )}
                  </CopyButton>
                </Group>
              </Paper>
            ) : (
              <Text>{t('wifi.noPassword')}</Text>
            )}
          </Stack>
        </Stack>
      ) : (
        <EmptyState icon={IconWifiOff}>{t('wifi.none')}</EmptyState>
      )}
    </Modal>
  );
}

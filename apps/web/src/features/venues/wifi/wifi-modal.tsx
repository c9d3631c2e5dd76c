import { Button, CopyButton, Group, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconCheck, IconCopy, IconPencil, IconPlus, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueDetails } from '@noite/shared';
import classes from '../venue-detail.module.css';
import { VENUE_DETAIL_NS } from '../i18n.ts';
import { WIFI_NS } from './i18n.ts';
import { WifiForm } from './wifi-form.tsx';

export interface WifiModalProps {
  opened: boolean;
  onClose(): void;
  wifi: VenueDetails['wifi'];
  /** The venue's owner or an admin: may add or edit the Wi-Fi (the venue is `establishmentId`). */
  canEdit?: boolean;
  establishmentId?: string;
}

/**
 * The venue's Wi-Fi: name, description and password with a copy button (spec §2 wifi modal). The owner gets an
 * edit button that turns the modal into the Wi-Fi form; closing the modal leaves the form.
 */
export function WifiModal({ opened, onClose, wifi, canEdit = false, establishmentId }: WifiModalProps) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  const { t: tEdit } = useTranslation(WIFI_NS);
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
    onClose();
  };
  if (canEdit && establishmentId && editing) {
    return (
      <Modal opened={opened} onClose={close} title={wifi ? tEdit('edit') : tEdit('add')}>
        <WifiForm establishmentId={establishmentId} wifi={wifi} onDone={() => setEditing(false)} />
      </Modal>
    );
  }
  const editButton =
    canEdit && establishmentId ? (
      <Button
        size="md"
        variant="light"
        fullWidth
        leftSection={wifi ? <IconPencil size={18} aria-hidden /> : <IconPlus size={18} aria-hidden />}
        onClick={() => setEditing(true)}
      >
        {wifi ? tEdit('edit') : tEdit('add')}
      </Button>
    ) : null;
  return (
    <Modal opened={opened} onClose={close} title={t('wifi.title')}>
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
                          className={copied ? undefined : 'visually-hidden'}
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
          {editButton}
        </Stack>
      ) : (
        <Stack gap="md">
          <EmptyState icon={IconWifiOff}>{t('wifi.none')}</EmptyState>
          {editButton}
        </Stack>
      )}
    </Modal>
  );
}

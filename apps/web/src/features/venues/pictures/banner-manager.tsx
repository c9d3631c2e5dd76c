import { ActionIcon, Badge, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@noite/shared';
import { openConfirmModal } from '../../../lib/confirm.ts';
import { PICTURES_NS } from './i18n.ts';
import classes from './pictures.module.css';
import { usePictureMutations, type ManagedVenue } from './use-picture-mutations.ts';

/** `banners` with the one at `from` moved to `to`. */
export function moveBanner(banners: string[], from: number, to: number): string[] {
  const moved = [...banners];
  const [banner] = moved.splice(from, 1);
  if (banner !== undefined) moved.splice(to, 0, banner);
  return moved;
}

/** The owner's part of the gallery: add (at most 5), delete with a confirmation, move earlier or later. */
export function BannerManager({ venue }: { venue: ManagedVenue }) {
  const { t } = useTranslation(PICTURES_NS);
  const { addBanner, deleteBanner, reorderBanners, pickBanner } = usePictureMutations(venue._id);
  const reasonId = useId();
  const { banners } = venue;
  const count = banners.length;
  const full = count >= LIMITS.bannersMax;
  const busy = deleteBanner.isPending || reorderBanners.isPending;

  const move = (from: number, to: number) => reorderBanners.mutate(moveBanner(banners, from, to));
  const confirmDelete = (banner: string, index: number) =>
    openConfirmModal({
      modalId: 'delete-banner',
      title: t('banners.deleteTitle'),
      children: <Text>{t('banners.deleteMessage', { index: index + 1 })}</Text>,
      labels: { confirm: t('banners.deleteConfirm'), cancel: t('banners.cancel') },
      confirmProps: { color: 'red.9' },
      cancelProps: { variant: 'default' },
      onConfirm: () => deleteBanner.mutate(banner),
    });

  return (
    <Stack gap="sm" mt="md">
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Title order={2} size="h4">
          {t('banners.manage')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('banners.count', { count, max: LIMITS.bannersMax })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {count ? t('banners.hint') : t('banners.none')}
      </Text>
      {count ? (
        <ol className={classes.bannerList} aria-busy={busy || undefined}>
          {banners.map((banner, index) => (
            <li key={banner} className={classes.bannerItem}>
              <img
                src={banner}
                alt={t('banners.thumbnail', { index: index + 1, count })}
                className={classes.bannerThumb}
                loading="lazy"
                decoding="async"
              />
              <Stack gap={2} className={classes.bannerLabel}>
                <Text size="sm" fw={600}>
                  {t('banners.photo', { index: index + 1 })}
                </Text>
                {index === 0 ? (
                  <Badge color="noite.8" variant="filled" size="sm" tt="none">
                    {t('banners.cover')}
                  </Badge>
                ) : null}
              </Stack>
              <div className={classes.bannerActions}>
                <ActionIcon
                  size={44}
                  variant="default"
                  aria-label={t('banners.moveEarlier', { index: index + 1 })}
                  disabled={index === 0 || busy}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp size={20} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  size={44}
                  variant="default"
                  aria-label={t('banners.moveLater', { index: index + 1 })}
                  disabled={index === count - 1 || busy}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={20} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  size={44}
                  variant="light"
                  color="red"
                  aria-label={t('banners.delete', { index: index + 1 })}
                  disabled={busy}
                  onClick={() => confirmDelete(banner, index)}
                >
                  <IconTrash size={20} aria-hidden />
                </ActionIcon>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <FileButton onChange={pickBanner} accept="image/*" disabled={full || addBanner.isPending}>
        {(props) => (
          <Button
            {...props}
            size="md"
            color="noite"
            leftSection={<IconPhotoPlus size={20} aria-hidden />}
            loading={addBanner.isPending}
            disabled={full}
            aria-describedby={full ? reasonId : undefined}
          >
            {t('banners.add')}
          </Button>
        )}
      </FileButton>
      {full ? (
        <Text id={reasonId} size="sm" c="dimmed">
          {t('banners.full', { max: LIMITS.bannersMax })}
        </Text>
      ) : null}
    </Stack>
  );
}

import { Group, Modal, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconCheck, IconCreditCardOff, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueDetails } from '@noite/shared';
import { BrandBadge } from './brand-badge.tsx';
import { PicPayMark, PixMark } from './payment-marks.tsx';
import { PaymentsEditor } from './payments-editor.tsx';
import { cardBrandStyle, mealBrandStyle, type BrandStyle } from './brands.ts';
import classes from '../venue-detail.module.css';
import { VENUE_DETAIL_NS } from '../i18n.ts';

type Payments = Pick<VenueDetails, 'creditCards' | 'debitCards' | 'meals' | 'pix' | 'picPay'>;

export interface PaymentsModalProps {
  opened: boolean;
  onClose(): void;
  payments: Payments;
  /** The venue's owner or an admin: gets the edit flow instead (the venue is `establishmentId`). */
  canEdit?: boolean;
  establishmentId?: string;
}

export function hasPaymentInformation(payments: Payments): boolean {
  return (
    payments.creditCards.length > 0 ||
    payments.debitCards.length > 0 ||
    payments.meals.length > 0 ||
    payments.pix ||
    payments.picPay
  );
}

function BrandGroup({
  title,
  brands,
  styleOf,
}: {
  title: string;
  brands: string[];
  styleOf(name: string): BrandStyle;
}) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  return (
    <Stack gap={8} component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {brands.length ? (
        <ul className={classes.brandList} aria-label={title}>
          {brands.map((brand) => (
            <li key={brand}>
              <BrandBadge brand={styleOf(brand)} />
            </li>
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed">
          {t('payments.noneInGroup')}
        </Text>
      )}
    </Stack>
  );
}

function Indicator({ mark, label, accepted }: { mark: ReactNode; label: string; accepted: boolean }) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  return (
    <li className={classes.indicator}>
      <Group gap="sm" wrap="nowrap">
        {mark}
        <Text fw={700}>{label}</Text>
      </Group>
      <Group gap={4} wrap="nowrap" c={accepted ? 'teal.9' : 'gray.7'}>
        {accepted ? <IconCheck size={18} aria-hidden /> : <IconX size={18} aria-hidden />}
        <Text size="sm" fw={600} c="inherit">
          {accepted ? t('payments.accepted') : t('payments.notAccepted')}
        </Text>
      </Group>
    </li>
  );
}

/** Read-only payment methods for visitors (spec §2 payment methods modal); the owner's edit flow for owners. */
export function PaymentsModal({ opened, onClose, payments, canEdit = false, establishmentId }: PaymentsModalProps) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  if (canEdit && establishmentId) {
    return <PaymentsEditor opened={opened} onClose={onClose} establishmentId={establishmentId} payments={payments} />;
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t('payments.title')} size="lg">
      {hasPaymentInformation(payments) ? (
        <Stack gap="lg">
          <BrandGroup title={t('payments.credit')} brands={payments.creditCards} styleOf={cardBrandStyle} />
          <BrandGroup title={t('payments.debit')} brands={payments.debitCards} styleOf={cardBrandStyle} />
          <BrandGroup title={t('payments.meals')} brands={payments.meals} styleOf={mealBrandStyle} />
          <Stack gap={8} component="section">
            <Title order={3} size="h5">
              {t('payments.others')}
            </Title>
            <ul className={classes.indicatorList}>
              <Indicator mark={<PixMark />} label={t('payments.pix')} accepted={payments.pix} />
              <Indicator mark={<PicPayMark />} label={t('payments.picPay')} accepted={payments.picPay} />
            </ul>
          </Stack>
        </Stack>
      ) : (
        <EmptyState icon={IconCreditCardOff}>{t('payments.none')}</EmptyState>
      )}
    </Modal>
  );
}

import { Group, Modal, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconCheck, IconCreditCardOff, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueDetails } from '@noite/shared';
import { BrandGroup } from './brand-group.tsx';
import { PAYMENT_KINDS } from './payment-kinds.ts';
import { PicPayMark, PixMark } from './payment-marks.tsx';
import { PaymentsEditor } from './payments-editor.tsx';
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
          {PAYMENT_KINDS.map((kind) => (
            <BrandGroup key={kind.kind} kind={kind} brands={payments[kind.field]} />
          ))}
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

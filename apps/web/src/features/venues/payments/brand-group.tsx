import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../venue-detail.module.css';
import { VENUE_DETAIL_NS } from '../i18n.ts';
import { BrandBadge } from './brand-badge.tsx';
import type { PaymentKind } from './payment-kinds.ts';

export interface BrandGroupProps {
  kind: PaymentKind;
  /** The venue's brands of this kind. */
  brands: readonly string[];
  /** Under the list: the owner's choose button in the editor. */
  children?: ReactNode;
}

/**
 * One list of payment brands (credit, debit or meal vouchers) as the payment modal and the owner's editor both
 * show it: titled, each brand's badge, or "none accepted".
 */
export function BrandGroup({ kind, brands, children }: BrandGroupProps) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  const title = t(`payments.${kind.kind}`);
  return (
    <Stack gap={8} component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {brands.length ? (
        <ul className={classes.brandList} aria-label={title}>
          {brands.map((brand) => (
            <li key={brand}>
              <BrandBadge brand={kind.styleOf(brand)} />
            </li>
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed">
          {t('payments.noneInGroup')}
        </Text>
      )}
      {children}
    </Stack>
  );
}

import '@mantine/core/styles/CheckboxCard.css';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandBadge } from './brand-badge.tsx';
import { PAYMENTS_NS } from './i18n.ts';
import type { PaymentKind } from './payment-kinds.ts';
import classes from './payments-editor.module.css';

export interface BrandSelectionModalProps {
  opened: boolean;
  /** Which list is being chosen; the modal shows every brand of it. */
  kind: PaymentKind;
  selected: string[];
  onToggle(brand: string): void;
  /** Keeps the ticked brands and goes back to the payment modal. */
  onAdd(): void;
  /** Goes back to the payment modal without them. */
  onBack(): void;
}

/** The card-selection modal (spec §4 "Payment editing"): every brand of one list with its icon, each checkable. */
export function BrandSelectionModal({ opened, kind, selected, onToggle, onAdd, onBack }: BrandSelectionModalProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  return (
    <Modal opened={opened} onClose={onBack} title={t(`select.${kind.kind}`)} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('select.hint')}
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" role="group" aria-label={t(`select.${kind.kind}`)}>
          {kind.brands.map((brand) => (
            <Checkbox.Card
              key={brand}
              checked={selected.includes(brand)}
              onClick={() => onToggle(brand)}
              radius="md"
              className={classes.brandChoice}
            >
              <Checkbox.Indicator className={classes.choiceTick} />
              <span className={classes.choiceBadge}>
                <BrandBadge brand={kind.styleOf(brand)} />
              </span>
            </Checkbox.Card>
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" grow preventGrowOverflow={false}>
          <Button variant="default" size="md" onClick={onBack}>
            {t('select.back')}
          </Button>
          <Button size="md" onClick={onAdd}>
            {t('select.add')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" ta="right" role="status">
          {t('select.chosen', { count: selected.length })}
        </Text>
      </Stack>
    </Modal>
  );
}

import '@mantine/core/styles/Switch.css';
import { Button, Group, Modal, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenuePayments } from '@noite/shared';
import { api } from '../../../lib/api-client.ts';
import { useVenueMutation } from '../use-venue-mutation.ts';
import { VENUE_DETAIL_NS } from '../i18n.ts';
import { BrandGroup } from './brand-group.tsx';
import { BrandSelectionModal } from './brand-selection-modal.tsx';
import { PAYMENTS_NS } from './i18n.ts';
import { PAYMENT_KINDS, paymentsOf, type PaymentKind } from './payment-kinds.ts';
import { PicPayMark, PixMark } from './payment-marks.tsx';

export interface PaymentsEditorProps {
  opened: boolean;
  onClose(): void;
  establishmentId: string;
  payments: VenuePayments;
}

/** The brands being ticked in the card-selection modal, for one list. */
interface Choosing {
  kind: PaymentKind;
  brands: string[];
}

function KindSection({
  kind,
  brands,
  onChoose,
}: {
  kind: PaymentKind;
  brands: string[];
  onChoose(kind: PaymentKind): void;
}) {
  const { t } = useTranslation(PAYMENTS_NS);
  return (
    <BrandGroup kind={kind} brands={brands}>
      <Button
        variant="light"
        size="md"
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={() => onChoose(kind)}
        aria-haspopup="dialog"
        style={{ alignSelf: 'flex-start' }}
      >
        {t(`choose.${kind.kind}`)}
      </Button>
    </BrandGroup>
  );
}

function FlagSwitch({
  mark,
  label,
  checked,
  onChange,
}: {
  mark: ReactNode;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <Switch
      size="md"
      color="teal.9"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={
        <Group gap="sm" wrap="nowrap" component="span">
          {mark}
          <span>{label}</span>
        </Group>
      }
      py={6}
    />
  );
}

/**
 * The owner's payment methods (spec §2, §4 "Payment editing"): the payment modal shows what is chosen, each list
 * opens the card-selection modal, whose "add" comes back here; Pix and PicPay are switches; save sends it all.
 * Nothing is sent before save, and a refused save keeps every choice.
 */
export function PaymentsEditor({ opened, onClose, establishmentId, payments }: PaymentsEditorProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const { t: tView } = useTranslation(VENUE_DETAIL_NS);
  const [draft, setDraft] = useState<VenuePayments | null>(null);
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  const current = draft ?? paymentsOf(payments);
  const change = (part: Partial<VenuePayments>) => setDraft({ ...current, ...part });

  const save = useVenueMutation({
    establishmentId,
    title: t('action'),
    mutationFn: (body: VenuePayments) =>
      api.post<VenuePayments>('/establishment/edit-payment', { establishmentId, ...body }),
    update: (venue, result) => ({ ...venue, ...paymentsOf(result.data) }),
  });

  const close = () => {
    setDraft(null);
    setChoosing(null);
    onClose();
  };
  const toggle = (brand: string) =>
    setChoosing((open) =>
      open
        ? {
            ...open,
            brands: open.brands.includes(brand) ? open.brands.filter((b) => b !== brand) : [...open.brands, brand],
          }
        : open,
    );
  const add = () => {
    if (choosing) {
      // Shown in the list's own order, as the server keeps it.
      const chosen = choosing.kind.brands.filter((brand) => choosing.brands.includes(brand));
      change({ [choosing.kind.field]: chosen });
    }
    setChoosing(null);
  };

  return (
    <>
      <Modal opened={opened && !choosing} onClose={close} title={tView('payments.title')} size="lg">
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
          {PAYMENT_KINDS.map((kind) => (
            <KindSection
              key={kind.kind}
              kind={kind}
              brands={current[kind.field]}
              onChoose={(chosen) => setChoosing({ kind: chosen, brands: current[chosen.field] })}
            />
          ))}
          <Stack gap={4} component="section">
            <Title order={3} size="h5">
              {tView('payments.others')}
            </Title>
            <FlagSwitch mark={<PixMark />} label={t('pix')} checked={current.pix} onChange={(pix) => change({ pix })} />
            <FlagSwitch
              mark={<PicPayMark />}
              label={t('picPay')}
              checked={current.picPay}
              onChange={(picPay) => change({ picPay })}
            />
          </Stack>
          <Group justify="flex-end" gap="sm" grow preventGrowOverflow={false}>
            <Button variant="default" size="md" onClick={close} disabled={save.isPending}>
              {t('cancel')}
            </Button>
            <Button size="md" loading={save.isPending} onClick={() => save.mutate(current, { onSuccess: close })}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {choosing ? (
        <BrandSelectionModal
          opened={opened}
          kind={choosing.kind}
          selected={choosing.brands}
          onToggle={toggle}
          onAdd={add}
          onBack={() => setChoosing(null)}
        />
      ) : null}
    </>
  );
}

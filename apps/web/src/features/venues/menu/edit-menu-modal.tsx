import { Text, UnstyledButton } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditMenuInput, VenueDetails, VenueMenu } from '@noite/shared';
import { useVenueMutation } from '../use-venue-mutation.ts';
import { editMenu } from './api.ts';
import { CategoryLogo } from './category-logo.tsx';
import { EditModal, EditModalActions } from './edit-parts.tsx';
import { categoryName } from './menu-names.ts';
import classes from './menu.module.css';
import { MENU_NS } from './i18n.ts';

export interface EditMenuModalProps {
  opened: boolean;
  onClose(): void;
  venue: Pick<VenueDetails, '_id' | 'menu'>;
}

/** The owner's "Cardápio" modal (spec §2 menu tab): tiles toggle each category's active state; Salvar saves. */
export function EditMenuModal({ opened, onClose, venue }: EditMenuModalProps) {
  const { t } = useTranslation(MENU_NS);
  return (
    <EditModal opened={opened} onClose={onClose} title={t('title')}>
      <EditMenuForm venue={venue} onSaved={onClose} onCancel={onClose} />
    </EditModal>
  );
}

function EditMenuForm({
  venue,
  onSaved,
  onCancel,
}: {
  venue: EditMenuModalProps['venue'];
  onSaved(): void;
  onCancel(): void;
}) {
  const { t, i18n } = useTranslation(MENU_NS);
  // Toggles stay local until Salvar (spec §4); the modal's content unmounts on close, which drops them.
  const [active, setActive] = useState(() => new Map(venue.menu.map((category) => [category._id, category.isActive])));
  const save = useVenueMutation<VenueMenu, EditMenuInput>({
    establishmentId: venue._id,
    title: t('edit.menuAction'),
    mutationFn: editMenu,
    update: (details, result) => ({ ...details, menu: result.data }),
  });
  const isActive = (id: string) => active.get(id) ?? false;
  const toggle = (id: string) => setActive((current) => new Map(current).set(id, !(current.get(id) ?? false)));
  const submit = () =>
    save.mutate(
      {
        establishmentId: venue._id,
        menu: venue.menu.map((category) => ({ _id: category._id, isActive: isActive(category._id) })),
      },
      { onSuccess: onSaved },
    );
  const activeCount = venue.menu.filter((category) => isActive(category._id)).length;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t('edit.menuHint')}
      </Text>
      <ul className={`${classes.tiles} ${classes.toggleTiles}`} aria-label={t('edit.categories')}>
        {venue.menu.map((category) => {
          const on = isActive(category._id);
          return (
            <li key={category._id}>
              <UnstyledButton
                type="button"
                className={classes.toggle}
                data-active={on || undefined}
                aria-pressed={on}
                onClick={() => toggle(category._id)}
              >
                <span className={classes.toggleMark} aria-hidden>
                  {on ? <IconCircleCheckFilled size={24} /> : <IconCircle size={24} />}
                </span>
                <CategoryLogo category={category} />
                <span className={classes.tileName}>{categoryName(category, i18n.language)}</span>
                <span className={classes.tileCount}>{t('items', { count: category.items.length })}</span>
                <span className={classes.toggleState} aria-hidden>
                  {on ? t('edit.active') : t('edit.inactive')}
                </span>
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
      <EditModalActions
        saving={save.isPending}
        onCancel={onCancel}
        status={
          <Text size="sm" c="dimmed" role="status">
            {t('edit.activeCount', { count: activeCount })}
          </Text>
        }
      />
    </form>
  );
}

import { Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPointFilled, IconToolsKitchenOff } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useTranslation } from 'react-i18next';
import type { VenueDetails } from '@noite/shared';
import { VenueScreen } from '../venue-query.tsx';
import type { VenueRoute } from '../venue-route.ts';
import { VenueSubpage } from '../venue-subpage.tsx';
import { useCanEditMenu } from './can-edit.ts';
import { OwnerEditBar } from './edit-parts.tsx';
import { EditItemsModal } from './edit-items-modal.tsx';
import { categoryName } from './menu-names.ts';
import { MenuTiles } from './menu-tiles.tsx';
import classes from './menu.module.css';
import { MENU_NS } from './i18n.ts';

/** /menu and /favorite-menu: the venue's menu tiles on their own page. */
export function MenuPage() {
  return <VenueScreen>{(venue, route) => <MenuOfVenue venue={venue} route={route} />}</VenueScreen>;
}

function MenuOfVenue({ venue, route }: { venue: VenueDetails; route: VenueRoute }) {
  const { t } = useTranslation(MENU_NS);
  return (
    <VenueSubpage venue={venue} route={route} tab="menu" eyebrow={venue.name} title={t('title')}>
      <MenuTiles venue={venue} fromFavourites={route.fromFavourites} />
    </VenueSubpage>
  );
}

/** /menu-details and /favorite-menu-details (spec §2): the category's name and its items, or "no item found". */
export function MenuDetailsPage() {
  return <VenueScreen>{(venue, route) => <MenuDetails venue={venue} route={route} />}</VenueScreen>;
}

function MenuDetails({ venue, route }: { venue: VenueDetails; route: VenueRoute }) {
  const { t, i18n } = useTranslation(MENU_NS);
  const canEdit = useCanEditMenu(venue);
  const [editing, edit] = useDisclosure(false);
  const category = venue.menu.find((entry) => entry._id === route.menuId);
  // An inactive category is not on the visitor's menu any more; its owner still reaches it to fill it in.
  const shown = category && (category.isActive || canEdit) ? category : undefined;
  const name = shown ? categoryName(shown, i18n.language) : t('notFound');
  return (
    <VenueSubpage venue={venue} route={route} tab="menu" eyebrow={venue.name} title={name}>
      {shown && canEdit ? (
        <OwnerEditBar
          hint={shown.isActive ? t('edit.activeHint') : t('edit.inactiveHint')}
          action={t('edit.itemsButton')}
          onEdit={edit.open}
        />
      ) : null}
      {shown && shown.items.length ? (
        <Paper withBorder radius="lg" className={classes.itemsPaper}>
          <ul className={classes.items} aria-label={t('itemsOf', { name })}>
            {shown.items.map((item, index) => (
              <li key={`${index}-${item}`} className={classes.item}>
                <IconPointFilled size={12} aria-hidden className={classes.itemBullet} />
                <Text className={classes.breakAnywhere}>{item}</Text>
              </li>
            ))}
          </ul>
        </Paper>
      ) : (
        <EmptyState icon={IconToolsKitchenOff} py="xl" className={classes.empty}>
          {shown ? t('noItem') : t('notFound')}
        </EmptyState>
      )}
      {shown && canEdit ? (
        <EditItemsModal
          opened={editing}
          onClose={edit.close}
          establishmentId={venue._id}
          category={shown}
          name={name}
        />
      ) : null}
    </VenueSubpage>
  );
}

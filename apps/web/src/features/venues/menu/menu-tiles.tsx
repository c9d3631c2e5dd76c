import { Badge, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconToolsKitchenOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VenueDetails } from '@noite/shared';
import { EmptyState } from '../../../components/empty-state.tsx';
import { venueLink, venuePaths } from '../venue-route.ts';
import { useCanEditMenu } from './can-edit.ts';
import { OwnerEditBar } from './edit-parts.tsx';
import { CategoryLogo } from './category-logo.tsx';
import { EditMenuModal } from './edit-menu-modal.tsx';
import { categoryName, visibleCategories } from './menu-names.ts';
import classes from './menu.module.css';
import { MENU_NS } from './i18n.ts';

export interface MenuTilesProps {
  venue: Pick<VenueDetails, '_id' | 'menu' | 'owner'>;
  /** Opened from favourites: the tiles go to /favorite-menu-details. */
  fromFavourites: boolean;
}

/**
 * Tiles of the menu categories, each opening its /menu-details (spec §2). Visitors see the active categories that
 * have items; the owner sees every category, the ones visitors do not see marked, and the edit-menu button
 * (docs/decisions/022).
 */
export function MenuTiles({ venue, fromFavourites }: MenuTilesProps) {
  const { t, i18n } = useTranslation(MENU_NS);
  const canEdit = useCanEditMenu(venue);
  const [editing, edit] = useDisclosure(false);
  const categories = canEdit ? venue.menu : visibleCategories(venue.menu);
  const target = venuePaths(fromFavourites).menuDetails;

  return (
    <>
      {canEdit ? <OwnerEditBar hint={t('edit.tabHint')} action={t('edit.menuButton')} onEdit={edit.open} /> : null}
      {categories.length ? (
        <ul className={classes.tiles} aria-label={t('title')}>
          {categories.map((category) => {
            const link = venueLink(target, { establishmentId: venue._id, menuId: category._id, fromFavourites });
            const hidden = !category.isActive;
            return (
              <li key={category._id}>
                <UnstyledButton
                  component={Link}
                  to={link.to}
                  state={link.state}
                  className={classes.tile}
                  data-inactive={hidden || undefined}
                >
                  <CategoryLogo category={category} />
                  <span className={classes.tileName}>{categoryName(category, i18n.language)}</span>
                  <span className={classes.tileCount}>{t('items', { count: category.items.length })}</span>
                  {hidden ? (
                    <Badge variant="outline" color="gray.7" size="sm" className={classes.inactiveBadge}>
                      {t('edit.inactive')}
                    </Badge>
                  ) : null}
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState icon={IconToolsKitchenOff} py="xl" className={classes.empty}>
          {t('noMenu')}
        </EmptyState>
      )}
      {canEdit ? <EditMenuModal opened={editing} onClose={edit.close} venue={venue} /> : null}
    </>
  );
}

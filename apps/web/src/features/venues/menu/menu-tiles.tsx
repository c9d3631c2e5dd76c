import { UnstyledButton } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconToolsKitchen2, IconToolsKitchenOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VenueDetails } from '@noite/shared';
import { venueLink, venuePaths } from '../venue-route.ts';
import { categoryName, visibleCategories } from './menu-names.ts';
import classes from './menu.module.css';
import { MENU_NS } from './i18n.ts';

export interface MenuTilesProps {
  venue: Pick<VenueDetails, '_id' | 'menu'>;
  /** Opened from favourites: the tiles go to /favorite-menu-details. */
  fromFavourites: boolean;
}

/** Tiles of the active menu categories that have items, each opening its /menu-details (spec §2). */
export function MenuTiles({ venue, fromFavourites }: MenuTilesProps) {
  const { t, i18n } = useTranslation(MENU_NS);
  const categories = visibleCategories(venue.menu);
  if (!categories.length) {
    return (
      <EmptyState icon={IconToolsKitchenOff} py="xl" className={classes.empty}>
        {t('noMenu')}
      </EmptyState>
    );
  }
  const target = venuePaths(fromFavourites).menuDetails;
  return (
    <ul className={classes.tiles} aria-label={t('title')}>
      {categories.map((category) => {
        const link = venueLink(target, { establishmentId: venue._id, menuId: category._id, fromFavourites });
        return (
          <li key={category._id}>
            <UnstyledButton component={Link} to={link.to} state={link.state} className={classes.tile}>
              <span className={classes.tileLogo}>
                {category.logo ? (
                  <img src={category.logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
                ) : (
                  <IconToolsKitchen2 size={30} aria-hidden />
                )}
              </span>
              <span className={classes.tileName}>{categoryName(category, i18n.language)}</span>
              <span className={classes.tileCount}>{t('items', { count: category.items.length })}</span>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}

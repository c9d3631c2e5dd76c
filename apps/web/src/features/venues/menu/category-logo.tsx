import { IconToolsKitchen2 } from '@tabler/icons-react';
import type { VenueMenuCategory } from '@noite/shared';
import classes from './menu.module.css';

/** A category's round icon: its logo, or a kitchen icon when it has none. Decorative: the name is beside it. */
export function CategoryLogo({ category }: { category: Pick<VenueMenuCategory, 'logo'> }) {
  return (
    <span className={classes.tileLogo}>
      {category.logo ? (
        <img src={category.logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
      ) : (
        <IconToolsKitchen2 size={30} aria-hidden />
      )}
    </span>
  );
}

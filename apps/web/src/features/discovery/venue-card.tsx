import { IconHeart, IconHeartFilled, IconMapPin, IconMoonStars } from '@tabler/icons-react';
import { memo } from 'react';
import { Link, type To } from 'react-router';
import type { Language, VenueCard } from '@noite/shared';
import { formatDistance } from '../../lib/format.ts';
import { cardTexts } from './format.ts';
import classes from './venue-card.module.css';

/** Where a card leads: a path and the navigation state the venue page reads (spec §2). */
export interface VenueLink {
  to: To;
  state?: unknown;
}

export interface VenueCardProps {
  venue: VenueCard;
  language: Language;
  /** Stable (module-level or memoised), so unchanged cards skip re-rendering. */
  linkFor: (venue: VenueCard) => VenueLink;
  /** Visitors get the heart; owners do not (spec §2). Stable too. */
  onToggleFavourite?: (venue: VenueCard) => void;
  /** Cards of the first row load their image at once; the others lazily. */
  eager?: boolean;
  /** The first card's image: likely the largest paint of the screen, fetched before the other images. */
  priority?: boolean;
}

/**
 * A venue card (spec §2): first banner or a placeholder, name, address, up to two types, distance in km
 * and, for visitors, the heart. The whole card is the link (its name's link is stretched over it).
 */
export const VenueCardView = memo(function VenueCardView({
  venue,
  language,
  linkFor,
  onToggleFavourite,
  eager = false,
  priority = false,
}: VenueCardProps) {
  const texts = cardTexts(language);
  const link = linkFor(venue);
  const titleId = `venue-${venue._id}`;

  return (
    <article className={classes.card} aria-labelledby={titleId}>
      <div className={classes.media}>
        {venue.image ? (
          <img
            className={classes.image}
            src={venue.image}
            alt=""
            width={640}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <div className={classes.placeholder} aria-hidden>
            <IconMoonStars size={48} stroke={1.5} />
          </div>
        )}
      </div>
      {onToggleFavourite ? (
        // A plain button styled as Mantine's white ActionIcon: a card is mounted at each filter and scroll, and
        // the component's styles machinery cost more than the rest of the card (issue 11).
        <button
          type="button"
          className={`${classes.heart} mantine-focus-auto mantine-active`}
          aria-label={texts.favourite(venue.name, venue.isFavourite)}
          onClick={() => onToggleFavourite(venue)}
          data-favourite={venue.isFavourite || undefined}
        >
          {venue.isFavourite ? <IconHeartFilled size={22} aria-hidden /> : <IconHeart size={22} aria-hidden />}
        </button>
      ) : null}
      <div className={classes.body}>
        <h2 className={classes.name} id={titleId}>
          <Link className={classes.link} to={link.to} state={link.state}>
            {venue.name}
          </Link>
        </h2>
        <p className={classes.address}>{venue.address}</p>
        <div className={classes.meta}>
          <span className={classes.types}>{texts.types(venue.establishmentType)}</span>
          <span className={classes.distance}>
            <IconMapPin size={16} aria-hidden />
            <span className="visually-hidden">{texts.distanceLabel}: </span>
            {texts.distance(formatDistance(venue.distance, language))}
          </span>
        </div>
      </div>
    </article>
  );
});

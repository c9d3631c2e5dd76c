import { useCallback, useRef, useSyncExternalStore, type CSSProperties, type RefObject } from 'react';
import type { Language, VenueCard } from '@noite/shared';
import { VenueCardView, type VenueLink } from './venue-card.tsx';
import classes from './venue-grid.module.css';

/** Card height and gap: fixed, so every row's place is known without measuring (no layout shift). */
export const ROW_HEIGHT = 272;
export const GAP = 16;
const STRIDE = ROW_HEIGHT + GAP;
/** Rows rendered above and below the viewport, so scrolling and tabbing find cards ready. */
const OVERSCAN_ROWS = 2;
/** Before the grid is measured (first render, server, tests without layout). */
const INITIAL_ROWS = 4;

/** Columns for the grid's width: one on phones, up to four on wide screens. */
export function columnsFor(width: number): number {
  if (width < 560) return 1;
  if (width < 860) return 2;
  if (width < 1160) return 3;
  return 4;
}

interface GridWindow {
  columns: number;
  /** First and one past the last row rendered. */
  start: number;
  end: number;
}

function encode({ columns, start, end }: GridWindow): string {
  return `${columns}:${start}:${end}`;
}

function decode(key: string): GridWindow {
  const [columns = 1, start = 0, end = 0] = key.split(':').map(Number);
  return { columns, start, end };
}

/**
 * Which rows of the grid are on screen (plus the overscan), from the window's scroll and the grid's width.
 * An external store: scroll, resize and the grid's own resizing notify; React re-renders only when the
 * answer changes (a row comes in or goes out, or the column count changes).
 */
function useGridWindow(ref: RefObject<HTMLElement | null>, count: number): GridWindow {
  const subscribe = useCallback(
    (notify: () => void) => {
      window.addEventListener('scroll', notify, { passive: true });
      window.addEventListener('resize', notify);
      const element = ref.current;
      const observer = element && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(notify) : undefined;
      if (element) observer?.observe(element);
      return () => {
        window.removeEventListener('scroll', notify);
        window.removeEventListener('resize', notify);
        observer?.disconnect();
      };
    },
    [ref],
  );

  const snapshot = useCallback(() => {
    const element = ref.current;
    const width = element?.clientWidth || window.innerWidth || 1024;
    const columns = columnsFor(width);
    const rows = Math.ceil(count / columns);
    if (!element) return encode({ columns, start: 0, end: Math.min(rows, INITIAL_ROWS) });
    const top = element.getBoundingClientRect().top;
    const viewport = window.innerHeight || document.documentElement.clientHeight || 800;
    const first = Math.floor(-top / STRIDE) - OVERSCAN_ROWS;
    const last = Math.ceil((viewport - top) / STRIDE) + OVERSCAN_ROWS;
    const start = Math.min(Math.max(first, 0), rows);
    const end = Math.min(Math.max(last, start), rows);
    return encode({ columns, start, end });
  }, [ref, count]);

  const key = useSyncExternalStore(subscribe, snapshot, () => encode({ columns: 1, start: 0, end: INITIAL_ROWS }));
  return decode(key);
}

export interface VenueGridProps {
  venues: readonly VenueCard[];
  language: Language;
  /** The list's accessible name. */
  label: string;
  /** True while a new answer is on its way (the previous one stays on view). */
  busy?: boolean;
  linkFor: (venue: VenueCard) => VenueLink;
  onToggleFavourite?: (venue: VenueCard) => void;
}

/**
 * The responsive grid of venue cards, windowed: only the rows near the viewport are in the DOM, each card
 * absolutely placed in a list whose height is that of all rows. 1000 cards cost what ~20 do.
 */
export function VenueGrid({ venues, language, label, busy, linkFor, onToggleFavourite }: VenueGridProps) {
  const ref = useRef<HTMLUListElement>(null);
  const { columns, start, end } = useGridWindow(ref, venues.length);
  const rows = Math.ceil(venues.length / columns);
  const height = rows > 0 ? rows * STRIDE - GAP : 0;
  const first = start * columns;
  const last = Math.min(end * columns, venues.length);

  const cells = [];
  for (let index = first; index < last; index += 1) {
    const venue = venues[index];
    if (!venue) continue;
    const style = {
      '--venue-row': Math.floor(index / columns),
      '--venue-column': index % columns,
    } as CSSProperties;
    cells.push(
      <li key={venue._id} className={classes.cell} style={style} aria-setsize={venues.length} aria-posinset={index + 1}>
        <VenueCardView
          venue={venue}
          language={language}
          linkFor={linkFor}
          onToggleFavourite={onToggleFavourite}
          eager={index < columns}
          priority={index === 0}
        />
      </li>,
    );
  }

  return (
    <ul
      ref={ref}
      className={classes.grid}
      role="list"
      style={
        {
          height,
          '--venue-columns': columns,
          '--venue-row-height': `${ROW_HEIGHT}px`,
          '--venue-gap': `${GAP}px`,
        } as CSSProperties
      }
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {cells}
    </ul>
  );
}

import type { Location } from 'react-router';

/** Where ScrollRestoration keeps the positions it restores (sessionStorage). */
export const SCROLL_STORAGE_KEY = 'noite-scroll-positions';

const ENTRY_PREFIX = 'entry:';

/**
 * The key a page's scroll position is kept under. A page that opened the tab's document (typed, a link from an
 * e-mail, a reload) has React Router's key "default" whatever its address, so positions are kept per address
 * for it: one page's scroll must never be restored on another (issue 11, item 6).
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${ENTRY_PREFIX}${location.pathname}${location.search}` : location.key;
}

/** How the current document was reached: "navigate" (typed, a link), "reload" or "back_forward". */
function documentNavigationType(): string {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type ?? 'navigate';
}

/**
 * A page opened by its address starts at the top, as browsers do: the position kept from an earlier visit of
 * the same address is forgotten. A reload or the browser's back and forward still restore it.
 */
export function forgetOpenedPageScroll(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  storage: Storage = window.sessionStorage,
  navigationType: string = documentNavigationType(),
): void {
  if (navigationType !== 'navigate') return;
  try {
    const saved = JSON.parse(storage.getItem(SCROLL_STORAGE_KEY) ?? 'null') as Record<string, number> | null;
    if (!saved) return;
    delete saved[scrollKey({ key: 'default', ...location })];
    storage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage unavailable or not ours: nothing to forget.
  }
}

/**
 * Focus after a client-side navigation (issue 11, item 9; decision 048): the new screen's main heading takes the
 * focus, as React Router's and GOV.UK's guidance advise, so a screen reader reads where the person arrived and
 * the next Tab starts from the new content rather than from a link that no longer exists.
 */

/** How long a screen may take to show its heading (its data loading on a slow phone) before we give up. */
const WAIT_FOR_HEADING_MS = 10_000;
/** Focus returned by a closing drawer or dialog right after the move (not by the person) is taken back. */
const KEEP_FOCUS_MS = 600;

/** What a person types into: focus there is always theirs (or their tools'). */
const FIELDS = 'input, textarea, select, [contenteditable="true"]';

/** The screen's main heading: the h1 in the content, else the page's only h1 (screens without the layout). */
export function findPageHeading(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');
}

/**
 * Whether the focus is already somewhere of the person's or the page's choosing: a field (typed into, or focused by
 * the new screen itself, as /login's password after a registration), or anything focused since the navigation.
 */
function focusMovedByPerson(before: Element | null): boolean {
  const active = document.activeElement;
  if (active?.matches(FIELDS)) return true;
  if (!active || active === document.body || active === before) return false;
  // The layout's <main> (the skip link's target) is no choice of theirs either.
  return active.tagName !== 'MAIN';
}

/**
 * Focuses the heading of the screen just navigated to, as soon as it is on the page, and calls `onFocused` with
 * its text. Nothing happens when the person moved the focus meanwhile (typing in a field of the new screen).
 * Answers a function that stops waiting (the next navigation, or unmounting).
 */
export function focusPageHeading(onFocused: (text: string) => void): () => void {
  const before = document.activeElement;
  let release: (() => void) | undefined;
  const observer = new MutationObserver(() => {
    const heading = findPageHeading();
    if (heading) focus(heading);
  });
  const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);

  function focus(heading: HTMLElement) {
    observer.disconnect();
    window.clearTimeout(timer);
    if (focusMovedByPerson(before)) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.dataset.routeHeading = '';
    heading.focus({ preventScroll: true });
    onFocused(heading.textContent?.trim() ?? '');
    release = keepFocus(heading);
  }

  const found = findPageHeading();
  if (found) focus(found);
  else observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
    release?.();
  };
}

/**
 * For a moment after the move, focus that goes elsewhere without the person touching anything (a closing
 * drawer returning the focus to its button) comes back to the heading.
 */
function keepFocus(heading: HTMLElement): () => void {
  let touched = false;
  const onInput = () => {
    touched = true;
  };
  const onFocusIn = (event: FocusEvent) => {
    if (touched || !heading.isConnected || event.target === heading) return;
    if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
    // A field is focused on purpose (the screen's own autofocus, a password manager, assistive tech filling it).
    if (event.target instanceof Element && event.target.matches(FIELDS)) return;
    heading.focus({ preventScroll: true });
  };
  document.addEventListener('pointerdown', onInput, true);
  document.addEventListener('keydown', onInput, true);
  document.addEventListener('focusin', onFocusIn);
  const timer = window.setTimeout(() => release(), KEEP_FOCUS_MS);
  function release() {
    window.clearTimeout(timer);
    document.removeEventListener('pointerdown', onInput, true);
    document.removeEventListener('keydown', onInput, true);
    document.removeEventListener('focusin', onFocusIn);
  }
  return release;
}

/**
 * What a person did on a page the server rendered before the app took it over (decision 079): the fields they
 * typed in and the form they submitted. Hydration sets each controlled field back to its rendered value, so the
 * values are noted just before it and put back just after, as the person's own input (React's change events);
 * a submit held back by /boot.js is then made again.
 */

/** Set by /boot.js: the form whose submit it held back until the app runs, and how to stop holding. */
interface EarlyPage {
  submitted: HTMLFormElement | null;
  /** The person pressed a key or touched the page. */
  touched: boolean;
  stop: () => void;
}

declare global {
  interface Window {
    __noiteEarly?: EarlyPage;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The last value the person gave each field, by the field. */
const typed = new Map<Field, { value: string; checked: boolean }>();

const isCheck = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

const note = (field: Field) =>
  typed.set(field, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });

/** Typing goes on while React hydrates (in slices): each of the person's own changes is noted as it happens. */
const noteEvent = (event: Event) => {
  if (isField(event.target)) note(event.target);
};

/**
 * Notes every field whose value differs from the rendered one, and each change made until `replayEarlyInput`;
 * call it just before hydrating.
 */
export function captureEarlyInput(root: HTMLElement): void {
  for (const field of root.querySelectorAll<Field>('input, textarea')) {
    const changed = isCheck(field)
      ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
      : field.value !== field.defaultValue;
    if (changed) note(field);
  }
  document.addEventListener('input', noteEvent, true);
  document.addEventListener('change', noteEvent, true);
}

let touchedBeforeApp = false;

/** Whether the person pressed a key or touched the page before the app took it over. */
export function wasTouchedBeforeApp(): boolean {
  if (typeof window === 'undefined') return false;
  return touchedBeforeApp || window.__noiteEarly?.touched === true;
}

/**
 * Marks a form hydrated in a Suspense boundary of its own, after the page's commit: it puts the early input back
 * itself once hydrated (`useReplayEarlyInput`), and the page's own replay leaves that to it.
 */
export const EARLY_INPUT_OWNER = 'data-early-input-owner';

/** The page's replay (Providers): unless a form hydrated apart will do it (see EARLY_INPUT_OWNER). */
export function replayEarlyInputUnlessOwned(): void {
  if (document.querySelector(`[${EARLY_INPUT_OWNER}]`)) return;
  replayEarlyInput();
}

/**
 * For a form's own submit handler: the app has this submit in hand, so a submit /boot.js held back from the same
 * form is not made again. A press on "submit" while React hydrates reaches both: /boot.js holds it, and React
 * hydrates the form at once and runs its handler; repeating it would send the form twice (a second sign-in, whose
 * answer no longer says it is the first).
 */
export function forgetHeldSubmit(form: HTMLFormElement): void {
  const early = window.__noiteEarly;
  if (early?.submitted === form) early.submitted = null;
}

/** Puts the noted values back through React's change events and repeats a held-back submit; once. */
export function replayEarlyInput(): void {
  const early = window.__noiteEarly;
  touchedBeforeApp ||= early?.touched === true;
  window.__noiteEarly = undefined;
  early?.stop();
  document.removeEventListener('input', noteEvent, true);
  document.removeEventListener('change', noteEvent, true);
  for (const [field, { value, checked }] of typed) {
    if (!field.isConnected) continue;
    // React keeps the last value it knows of each field (through the element's own setters) and reports a change
    // only against it. A form hydrated in a boundary of its own keeps the typed text on screen and takes it as the
    // known value while its state is still the rendered one: the field is first set the other way through its own
    // setter, then to the person's value through the prototype's, so React sees the person's change.
    if (isCheck(field)) {
      // A radio turned off is its group's checked one's business.
      if (!checked && (field as HTMLInputElement).type === 'radio') continue;
      (field as HTMLInputElement).checked = !checked;
      field.click();
      continue;
    }
    field.value = value === '' ? ' ' : '';
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
  if (early?.submitted?.isConnected) early.submitted.requestSubmit();
}

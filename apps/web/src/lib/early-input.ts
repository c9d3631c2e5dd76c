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
    if (isCheck(field)) {
      if ((field as HTMLInputElement).checked !== checked) field.click();
      continue;
    }
    if (field.value === value) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    // The prototype's setter: React watches the element's own, and would take this value for its own.
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
  if (early?.submitted?.isConnected) early.submitted.requestSubmit();
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetHeldSubmit, replayEarlyInput } from './early-input.ts';

/** A form in the page, and /boot.js's record of a submit it held back from it. */
function heldSubmit() {
  const form = document.createElement('form');
  document.body.append(form);
  const submits = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', submits);
  window.__noiteEarly = { submitted: form, touched: true, stop: vi.fn() };
  return { form, submits };
}

afterEach(() => {
  document.body.innerHTML = '';
  window.__noiteEarly = undefined;
});

describe('a submit held back before the app ran', () => {
  it('is made again once the app has the page', () => {
    const { submits } = heldSubmit();
    replayEarlyInput();
    expect(submits).toHaveBeenCalledTimes(1);
    replayEarlyInput();
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('is not made again when the form handled it itself (hydrated as it was pressed): one sign-in, not two', () => {
    const { form, submits } = heldSubmit();
    forgetHeldSubmit(form);
    replayEarlyInput();
    expect(submits).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, focusPageHeading } from './route-focus.ts';

describe('focus after navigation', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('prefers the heading in <main> to one outside it', () => {
    document.body.innerHTML = '<h1>Outside</h1><main><h1>Inside</h1></main>';
    expect(findPageHeading()?.textContent).toBe('Inside');
  });

  it('focuses the heading already on the page and answers its text', () => {
    document.body.innerHTML = '<main><h1> Perto de você </h1></main>';
    const onFocused = vi.fn();
    const stop = focusPageHeading(onFocused);
    const heading = document.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(heading.hasAttribute('data-route-heading')).toBe(true);
    expect(onFocused).toHaveBeenCalledWith('Perto de você');
    stop();
  });

  it('waits for a heading that comes with the screen’s data', async () => {
    document.body.innerHTML = '<main><div role="progressbar"></div></main>';
    const onFocused = vi.fn();
    const stop = focusPageHeading(onFocused);
    expect(onFocused).not.toHaveBeenCalled();
    document.querySelector('main')!.innerHTML = '<h1>Bar do Zeca</h1>';
    await vi.waitFor(() => expect(onFocused).toHaveBeenCalledWith('Bar do Zeca'));
    expect(document.activeElement?.textContent).toBe('Bar do Zeca');
    stop();
  });

  it('leaves a field the person or the screen focused', async () => {
    document.body.innerHTML = '<main><input aria-label="search" /></main>';
    const onFocused = vi.fn();
    const stop = focusPageHeading(onFocused);
    const input = document.querySelector('input')!;
    input.focus();
    document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<h1>Perto de você</h1>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(input);
    expect(onFocused).not.toHaveBeenCalled();
    stop();
  });

  it('lets a field focused right after the move keep the focus (filled by a tool, no key or tap)', () => {
    document.body.innerHTML = '<main><h1>Cadastrar</h1><input aria-label="CPF" /></main>';
    const stop = focusPageHeading(vi.fn());
    expect(document.activeElement?.tagName).toBe('H1');
    const input = document.querySelector('input')!;
    input.focus();
    expect(document.activeElement).toBe(input);
    stop();
  });

  it('leaves a field the new screen focused itself (autofocus)', () => {
    document.body.innerHTML = '<main><h1>Entrar</h1><input aria-label="password" /></main>';
    const input = document.querySelector('input')!;
    input.focus();
    const onFocused = vi.fn();
    const stop = focusPageHeading(onFocused);
    expect(document.activeElement).toBe(input);
    expect(onFocused).not.toHaveBeenCalled();
    stop();
  });

  it('takes the focus back from a closing drawer that returns it to its button', () => {
    document.body.innerHTML = '<header><button>menu</button></header><main><h1>Sobre nós</h1></main>';
    const stop = focusPageHeading(() => {});
    document.querySelector('button')!.focus();
    expect(document.activeElement?.tagName).toBe('H1');
    stop();
  });
});

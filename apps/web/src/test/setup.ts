import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { catalogues as en } from '../lib/catalogues/en.ts';
import { catalogues as pt } from '../lib/catalogues/pt.ts';
import { provideCatalogues } from '../lib/i18n.ts';

// The app loads only its language's catalogues; tests switch between both at will.
provideCatalogues('en', en);
provideCatalogues('pt', pt);

// The first render of a lazy screen compiles its modules; give it time.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Mantine relies on; these stubs behave like a wide, static screen.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver = ResizeObserverStub;
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
window.HTMLElement.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Object.defineProperty(window.URL, 'createObjectURL', { writable: true, value: vi.fn(() => 'blob:preview') });
Object.defineProperty(window.URL, 'revokeObjectURL', { writable: true, value: vi.fn() });

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element, pseudo?: string | null) => getComputedStyle(element, pseudo);

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

import { describe, expect, it } from 'vitest';
import { forgetOpenedPageScroll, SCROLL_STORAGE_KEY, scrollKey } from './scroll-positions.ts';

describe('scroll positions', () => {
  it('keeps the first page of a document under its address, later pages under their history key', () => {
    expect(scrollKey({ key: 'default', pathname: '/account', search: '' })).toBe('entry:/account');
    expect(scrollKey({ key: 'default', pathname: '/about-us', search: '' })).toBe('entry:/about-us');
    expect(scrollKey({ key: 'x1y2', pathname: '/about-us', search: '' })).toBe('x1y2');
  });

  it('forgets the position of a page opened by its address, and only that one', () => {
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify({ 'entry:/about-us': 261, 'entry:/account': 40 }));
    forgetOpenedPageScroll({ pathname: '/about-us', search: '' }, window.sessionStorage, 'navigate');
    expect(JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '')).toEqual({ 'entry:/account': 40 });
  });

  it('keeps it on a reload or a move through history', () => {
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify({ 'entry:/account': 40 }));
    forgetOpenedPageScroll({ pathname: '/account', search: '' }, window.sessionStorage, 'reload');
    forgetOpenedPageScroll({ pathname: '/account', search: '' }, window.sessionStorage, 'back_forward');
    expect(JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '')).toEqual({ 'entry:/account': 40 });
  });
});

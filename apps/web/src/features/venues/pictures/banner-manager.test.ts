import { describe, expect, it } from 'vitest';
import { moveBanner } from './banner-manager.tsx';

describe('moveBanner', () => {
  const banners = ['/a.webp', '/b.webp', '/c.webp'];

  it('moves a banner earlier or later, keeping the others in order', () => {
    expect(moveBanner(banners, 1, 0)).toEqual(['/b.webp', '/a.webp', '/c.webp']);
    expect(moveBanner(banners, 1, 2)).toEqual(['/a.webp', '/c.webp', '/b.webp']);
    expect(moveBanner(banners, 2, 0)).toEqual(['/c.webp', '/a.webp', '/b.webp']);
  });

  it('leaves the list it was given alone', () => {
    moveBanner(banners, 0, 2);
    expect(banners).toEqual(['/a.webp', '/b.webp', '/c.webp']);
  });
});

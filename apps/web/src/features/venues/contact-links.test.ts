import { describe, expect, it } from 'vitest';
import { formatPhone, socialHandle, socialUrl, telUrl, whatsappUrl } from './contact-links.ts';

describe('contact links', () => {
  it('formats Brazilian phones', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1132345678')).toBe('(11) 3234-5678');
    expect(formatPhone('12345')).toBe('12345');
  });

  it('links WhatsApp with +55 once, and other phones with tel:', () => {
    expect(whatsappUrl('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(whatsappUrl('5511987654321')).toBe('https://wa.me/5511987654321');
    expect(telUrl('1132345678')).toBe('tel:+551132345678');
  });

  it('accepts full profile URLs, handles and @handles', () => {
    expect(socialUrl('instagram', 'https://instagram.com/barlua')).toBe('https://instagram.com/barlua');
    expect(socialUrl('instagram', '@barlua')).toBe('https://instagram.com/barlua');
    expect(socialUrl('facebook', 'facebook.com/barlua')).toBe('https://facebook.com/barlua');
    expect(socialHandle('https://www.instagram.com/barlua/')).toBe('@barlua');
    expect(socialHandle('barlua')).toBe('@barlua');
    expect(socialHandle('@barlua')).toBe('@barlua');
  });
});

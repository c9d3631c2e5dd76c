import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from './auth-storage.ts';
import { clearKnownLocation, getKnownLocation, setKnownPlace, setKnownPosition } from './location-store.ts';

afterEach(() => clearKnownLocation());

describe('known location', () => {
  it('keeps the position and place in sessionStorage and forgets them when the session ends', () => {
    saveSession({ token: 't', type: 'user', name: 'Ana', image: null }, true);
    setKnownPosition({ latitude: -23.5, longitude: -46.6 });
    setKnownPlace('Bela Vista, São Paulo - SP');
    expect(JSON.parse(window.sessionStorage.getItem('noite.location') ?? '{}')).toEqual({
      position: { latitude: -23.5, longitude: -46.6 },
      place: 'Bela Vista, São Paulo - SP',
    });
    expect(getKnownLocation().place).toBe('Bela Vista, São Paulo - SP');

    clearSession();
    expect(getKnownLocation()).toEqual({ position: null, place: null });
    expect(window.sessionStorage.getItem('noite.location')).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, parseSession, saveSession } from './auth-storage.ts';
import { changeLanguage } from './i18n.ts';
import { clearKnownLocation, parseKnownLocation, setKnownPosition } from './location-store.ts';
import { takeServerState, SSR_STATE_ID } from './server-state.ts';

/** The cookies the page holds, decoded, as the server reads them (apps/server/src/lib/page-render.ts). */
function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const separator = part.indexOf('=');
        return [part.slice(0, separator), decodeURIComponent(part.slice(separator + 1))];
      }),
  );
}

afterEach(() => {
  clearSession();
  clearKnownLocation();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('the cookies the server renders from (decision 079)', () => {
  it('mirror the session while it lasts and go with it', () => {
    const session = { token: 't0k', type: 'user', name: 'Ana', image: null } as const;
    saveSession(session, true);
    expect(parseSession(cookies().noite_session)).toEqual(session);
    clearSession();
    expect(cookies().noite_session).toBeUndefined();
  });

  it('mirror the known location and the chosen language', () => {
    setKnownPosition({ latitude: -22.9, longitude: -43.2 });
    expect(parseKnownLocation(cookies().noite_location)).toEqual({
      position: { latitude: -22.9, longitude: -43.2 },
      place: null,
    });
    changeLanguage('en', () => undefined);
    expect(JSON.parse(cookies().noite_language ?? 'null')).toBe('en');
    changeLanguage('pt', () => undefined);
  });

  it('are read strictly: anything malformed is no session and no location', () => {
    expect(parseSession('{"token":"x","type":"root"}')).toBeNull();
    expect(parseSession('{"type":"user"}')).toBeNull();
    expect(parseSession('not json')).toBeNull();
    expect(parseSession(undefined)).toBeNull();
    expect(parseKnownLocation('{"position":{"latitude":300,"longitude":0},"place":" "}')).toEqual({
      position: null,
      place: null,
    });
  });
});

describe('takeServerState', () => {
  it('reads the state the server put in the page once, and removes it', () => {
    const state = { language: 'pt', router: { loaderData: {} }, queries: { mutations: [], queries: [] } };
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify(state)}</script>`;
    expect(takeServerState()).toEqual(state);
    expect(document.getElementById(SSR_STATE_ID)).toBeNull();
    expect(takeServerState()).toBeNull();
  });

  it('answers nothing for a page without state or with a broken one', () => {
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">{"language":</script>`;
    expect(takeServerState()).toBeNull();
  });
});

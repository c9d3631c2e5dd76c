import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectPath, jsonBody, mockFetch, renderApp } from '../../test/render.tsx';
import { authorizeUrl, captureSocialReturn, takeSocialReturn } from './social-sign-in.ts';

/** The redirect flow of decision 036: leaving for the provider, and coming back to /login. */

const PROVIDERS = {
  google: { clientId: 'noite.apps.googleusercontent.com', authorizeUrl: 'https://accounts.example/google/auth' },
  facebook: { clientId: '1234567890', authorizeUrl: 'https://accounts.example/facebook/dialog/oauth' },
};

const socialAnswer = {
  message: 'Signed in successfully.',
  data: { token: 'social-tok', type: 'user', name: 'Ana Social', profileImage: null, lastAccess: null },
};

/** The page's alert saying `text` (a toast left by an earlier test's late callback may be on screen beside it). */
async function expectAlert(text: string) {
  await waitFor(() =>
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(text))).toBe(true),
  );
}

function mockSocialApi(signUp: () => object = () => socialAnswer) {
  return mockFetch((url) => (url.endsWith('/user/social-providers') ? { data: PROVIDERS } : signUp()));
}

const signUpCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter((call) => String(call[0]).endsWith('/user/social-sign-up'));

/** Leaves for the provider as the button does, and answers the state it stored. */
function leave(provider: 'google' | 'facebook', remember = true): string {
  const url = new URL(authorizeUrl(provider, PROVIDERS[provider], remember));
  return url.searchParams.get('state')!;
}

/** The browser arrives back at /login with the provider's answer in the address. */
function arrive(address: string) {
  window.history.replaceState(null, '', address);
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  takeSocialReturn();
  window.history.replaceState(null, '', '/');
});

describe('leaving for the provider', () => {
  it('asks Google for an access token for this site, with a fresh random state kept in session storage', () => {
    const first = new URL(authorizeUrl('google', PROVIDERS.google, true));
    expect(first.origin + first.pathname).toBe('https://accounts.example/google/auth');
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      client_id: PROVIDERS.google.clientId,
      redirect_uri: `${window.location.origin}/login`,
      response_type: 'token',
      scope: 'openid email profile',
    });
    const state = first.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(window.sessionStorage.getItem('noite.socialSignIn')!)).toEqual({
      state,
      provider: 'google',
      remember: true,
    });
    const second = new URL(authorizeUrl('facebook', PROVIDERS.facebook, false));
    expect(second.searchParams.get('state')).not.toBe(state);
    expect(second.searchParams.get('scope')).toBe('email,public_profile');
  });
});

describe('back at /login', () => {
  it('exchanges the token, wipes it from the address at once, stores the session as login and goes to /main', async () => {
    const state = leave('google');
    arrive(`/login#access_token=ya29.secret&token_type=Bearer&expires_in=3599&state=${state}`);
    const fetch = mockSocialApi();
    // main.tsx reads the answer before the router starts.
    captureSocialReturn();
    expect(window.location.hash).toBe('');
    const { router } = renderApp('/login', { language: 'en' });
    expect(window.location.href).not.toContain('ya29.secret');
    await expectPath(router, '/main');
    const [call] = signUpCalls(fetch);
    expect(call?.[1]?.method).toBe('POST');
    expect(jsonBody(call!)).toEqual({
      socialType: 'google',
      accessToken: 'ya29.secret',
      remember: true,
      deviceType: 'web',
      deviceToken: expect.stringMatching(/^\d+$/),
    });
    expect(window.localStorage.getItem('token')).toBe('social-tok');
    expect(window.localStorage.getItem('name')).toBe('Ana Social');
    expect(window.sessionStorage.getItem('noite.socialSignIn')).toBeNull();
  });

  it('keeps the session for the tab only when remember-me was off', async () => {
    const state = leave('facebook', false);
    arrive(`/login#access_token=EAAtoken&expires_in=5000&state=${state}`);
    mockSocialApi();
    const { router } = renderApp('/login', { language: 'pt' });
    await expectPath(router, '/main');
    expect(window.sessionStorage.getItem('token')).toBe('social-tok');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('ignores an answer whose state does not match, and says the attempt is no longer valid', async () => {
    leave('google');
    arrive('/login#access_token=ya29.stolen&state=forged');
    const fetch = mockSocialApi();
    renderApp('/login', { language: 'en' });
    await expectAlert('This sign-in attempt is no longer valid. Please try again.');
    expect(signUpCalls(fetch)).toEqual([]);
    expect(window.location.hash).toBe('');
  });

  it('says in Portuguese that a Facebook sign-in was cancelled (its answer comes in the query)', async () => {
    const state = leave('facebook');
    arrive(`/login?error=access_denied&error_code=200&error_reason=user_denied&state=${state}#_=_`);
    const fetch = mockSocialApi();
    const { router } = renderApp('/login', { language: 'pt' });
    await expectAlert('O login com Facebook foi cancelado.');
    expect(window.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/login');
    expect(signUpCalls(fetch)).toEqual([]);
  });

  it('says in English that Google could not sign the person in after a provider error', async () => {
    const state = leave('google');
    arrive(`/login#error=server_error&state=${state}`);
    mockSocialApi();
    renderApp('/login', { language: 'en' });
    await expectAlert('Google could not sign you in. Please try again.');
  });

  it("shows the server's message when it refuses the sign-in, and stays on /login", async () => {
    const state = leave('google');
    arrive(`/login#access_token=ya29.staff&state=${state}`);
    const message =
      'This e-mail belongs to an establishment or administrator account: sign in with your e-mail and password.';
    mockSocialApi(() => ({ status: 409, message }));
    const { router } = renderApp('/login', { language: 'en' });
    await expectAlert(message);
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled());
  });

  it('shows the 503 message of a provider that does not answer', async () => {
    const state = leave('facebook');
    arrive(`/login#access_token=EAAslow&state=${state}`);
    const message = 'Facebook is not answering right now. Please try again in a moment.';
    mockSocialApi(() => ({ status: 503, message }));
    renderApp('/login', { language: 'en' });
    await expectAlert(message);
  });

  it('does nothing on a plain visit', () => {
    arrive('/login');
    captureSocialReturn();
    expect(takeSocialReturn()).toBeNull();
  });
});

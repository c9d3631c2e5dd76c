import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectPath, fill, headersOf, jsonBody, mockFetch, renderApp } from '../../test/render.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const loginAnswer = (type: string, lastAccess: string | null) => ({
  message: 'Signed in successfully.',
  data: { token: 'tok-123', type, name: 'Bruno', profileImage: null, lastAccess },
});

const PROVIDERS = {
  google: { clientId: 'noite.apps.googleusercontent.com', authorizeUrl: 'https://accounts.example/google/auth' },
  facebook: { clientId: '1234567890', authorizeUrl: 'https://accounts.example/facebook/dialog/oauth' },
};

/** The login page asks which social providers are on; every other call goes to `handler`. */
function mockLoginApi(handler: Parameters<typeof mockFetch>[0] = () => ({}), providers: unknown = PROVIDERS) {
  return mockFetch((url, init) => (url.endsWith('/user/social-providers') ? { data: providers } : handler!(url, init)));
}

/** The calls other than the providers list. */
function apiCalls(fetch: ReturnType<typeof mockFetch>) {
  return fetch.mock.calls.filter((call) => !String(call[0]).endsWith('/user/social-providers'));
}

describe('/login', () => {
  it('shows the required messages in pt and makes no call', async () => {
    const fetch = mockLoginApi();
    const { user } = renderApp('/login', { language: 'pt' });
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('O e-mail é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('A senha é obrigatória.')).toBeInTheDocument();
    expect(apiCalls(fetch)).toEqual([]);
  });

  it('rejects an invalid e-mail in en', async () => {
    const fetch = mockLoginApi();
    const { user } = renderApp('/login', { language: 'en' });
    fill(await screen.findByLabelText(/^E-mail/), 'not-an-email');
    fill(screen.getByLabelText(/^Password/), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(apiCalls(fetch)).toEqual([]);
  });

  it('removes spaces, blocks paste, and signs an owner in for the first time to /accept-terms', async () => {
    const fetch = mockLoginApi(() => loginAnswer('owner', null));
    const { user, router } = renderApp('/login', { language: 'en' });
    const email = await screen.findByLabelText(/^E-mail/);
    await user.type(email, ' Bruno@Noite.app ');
    expect(email).toHaveValue('Bruno@Noite.app');
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'Owner @123');
    expect(password).toHaveValue('Owner@123');
    const paste = fireEvent.paste(password, { clipboardData: { getData: () => 'pasted' } });
    expect(paste).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectPath(router, '/accept-terms');
    expect(apiCalls(fetch)).toHaveLength(1);
    const call = apiCalls(fetch)[0]!;
    expect(call[0]).toBe('/api/v1/user/login');
    expect(call[1]?.method).toBe('POST');
    expect(jsonBody(call)).toEqual({
      email: 'bruno@noite.app',
      password: 'Owner@123',
      remember: true,
      deviceType: 'web',
    });
    expect(headersOf(call).language).toBe('en');
    expect(window.localStorage.getItem('token')).toBe('tok-123');
    expect(window.localStorage.getItem('type')).toBe('owner');
    expect(window.localStorage.getItem('name')).toBe('Bruno');
  });

  it('keeps the session for the tab only without remember-me, and sends admins to /administrator', async () => {
    const fetch = mockLoginApi(() => loginAnswer('admin', '2026-01-01T00:00:00.000Z'));
    const { user, router } = renderApp('/login', { language: 'pt' });
    fill(await screen.findByLabelText(/^E-mail/), 'admin@noite.app');
    fill(screen.getByLabelText(/^Senha/), 'Admin@123');
    await user.click(screen.getByRole('checkbox', { name: 'Lembrar de mim' }));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await expectPath(router, '/administrator');
    expect(jsonBody(apiCalls(fetch)[0]!)).toMatchObject({ remember: false });
    expect(window.sessionStorage.getItem('token')).toBe('tok-123');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends a returning visitor to /main', async () => {
    mockFetch(() => loginAnswer('user', '2026-01-01T00:00:00.000Z'));
    const { user, router } = renderApp('/login', { language: 'en' });
    fill(await screen.findByLabelText(/^E-mail/), 'visitante@noite.app');
    fill(screen.getByLabelText(/^Password/), 'Visitor@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectPath(router, '/main');
  });

  it("shows the server's message in a warning toast titled by the action", async () => {
    mockFetch(() => ({ status: 400, message: 'Invalid e-mail or password.' }));
    const { user, router } = renderApp('/login', { language: 'en' });
    fill(await screen.findByLabelText(/^E-mail/), 'ana@noite.app');
    fill(screen.getByLabelText(/^Password/), 'Wrong@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByText('Invalid e-mail or password.')).toHaveLength(2));
    const toasts = screen
      .getAllByText('Invalid e-mail or password.')
      .map((message) => message.closest<HTMLElement>('[role="alert"]'))
      .filter((alert) => alert !== null && within(alert).queryByText('Login') !== null);
    expect(toasts).toHaveLength(1);
    // Also under the form, tied to the password field (issue 11).
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Invalid e-mail or password\./);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in admin straight to /administrator', async () => {
    const { router } = renderApp('/login', { session: { type: 'admin' } });
    await expectPath(router, '/administrator');
  });

  it('offers registration, password recovery, social sign-in and the owners WhatsApp link', async () => {
    vi.stubEnv('VITE_SUPPORT_WHATSAPP', '55 11 91234-5678');
    mockLoginApi();
    renderApp('/login', { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotpassword');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register-user');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
    expect(screen.queryByText(/not configured/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Talk to us on WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5511912345678',
    );
  });

  it('shows no WhatsApp link when no support number is configured (never a made-up number)', async () => {
    vi.stubEnv('VITE_SUPPORT_WHATSAPP', '');
    vi.stubEnv('SUPPORT_WHATSAPP', '');
    mockLoginApi();
    renderApp('/login', { language: 'en' });
    expect(await screen.findByRole('link', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href*="wa.me"]')).toBeNull();
  });

  it('says which provider is not configured on this server and keeps its button disabled', async () => {
    mockLoginApi(() => ({}), { google: PROVIDERS.google, facebook: null });
    renderApp('/login', { language: 'pt' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar com Google' })).toBeEnabled());
    const facebook = screen.getByRole('button', { name: 'Entrar com Facebook' });
    expect(facebook).toBeDisabled();
    expect(facebook).toHaveAccessibleDescription('O login com Facebook não está configurado neste servidor.');
  });

  it('says so when neither provider is configured', async () => {
    mockLoginApi(() => ({}), { google: null, facebook: null });
    renderApp('/login', { language: 'en' });
    expect(
      await screen.findByText('Sign-in with Google and Facebook is not configured on this server.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('stays on /login when the browser goes back', async () => {
    const { router } = renderApp('/login');
    await screen.findByRole('button', { name: 'Entrar' });
    await router.navigate('/forgotpassword');
    await router.navigate('/login');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

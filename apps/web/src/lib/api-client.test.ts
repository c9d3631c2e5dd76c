import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client.ts';
import { getSession, saveSession } from './auth-storage.ts';
import { initI18n } from './i18n.ts';
import { registerNavigator } from './navigation.ts';
import { notifySuccess, notifyWarning } from './notify.ts';

// The toasts themselves (Mantine's, loaded on first use) are not this module's concern: what it asks for is.
vi.mock('./notify.ts', () => ({ notifySuccess: vi.fn(), notifyWarning: vi.fn() }));

const respond = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('api client', () => {
  const navigate = vi.fn();
  let unregister: () => void;

  beforeEach(() => {
    initI18n('en');
    unregister = registerNavigator(navigate);
  });
  afterEach(() => {
    unregister();
    navigate.mockReset();
    vi.restoreAllMocks();
    vi.mocked(notifySuccess).mockClear();
    vi.mocked(notifyWarning).mockClear();
  });

  it('sends the language and token headers and reads the envelope', async () => {
    saveSession({ token: 'abc', type: 'user', name: 'Ana', image: null }, true);
    const fetch = respond(200, { status: 200, message: 'Profile loaded.', data: { _id: '1' } });
    const result = await api.get('/user/profile');
    expect(result).toEqual({ status: 200, message: 'Profile loaded.', data: { _id: '1' } });
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/user/profile',
      expect.objectContaining({
        method: 'GET',
        headers: expect.objectContaining({ language: 'en', 'x-access-token': 'Bearer abc' }),
      }),
    );
  });

  it('reports an offline device without calling the server', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await api.get('/user/profile').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'offline', status: 500, heading: 'offline' });
    expect((error as ApiError).message).toBe('Your internet connection appears to be offline. Please try again.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats a network failure (TypeError) as offline', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/user/profile')).rejects.toMatchObject({ kind: 'offline', heading: 'offline' });
  });

  it('turns a 5xx into "internal server error" / "Something went wrong."', async () => {
    respond(500, { status: 500, message: 'boom', data: null });
    await expect(api.get('/user/profile')).rejects.toMatchObject({
      kind: 'server',
      heading: 'internal server error',
      message: 'Something went wrong.',
    });
  });

  it("keeps the server's message of a 502/503 (a sign-in provider down), unless there is none", async () => {
    const message = 'Google is not answering right now. Please try again in a moment.';
    respond(503, { status: 503, message, data: null });
    await expect(api.post('/user/social-sign-up', {})).rejects.toMatchObject({ kind: 'server', status: 503, message });
    vi.restoreAllMocks();
    respond(502, { status: 502, message: '', data: null });
    await expect(api.post('/user/social-sign-up', {})).rejects.toMatchObject({ message: 'Something went wrong.' });
  });

  it("reads another 4xx's server message with the field errors, and announces nothing itself", async () => {
    respond(409, {
      status: 409,
      message: 'This e-mail is already registered.',
      data: { errors: [{ field: 'email', message: 'This e-mail is already registered.' }] },
    });
    const error = (await api.post('/user/sign-up', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toMatchObject({
      kind: 'client',
      status: 409,
      message: 'This e-mail is already registered.',
    });
    expect(error.fieldErrors).toEqual([{ field: 'email', message: 'This e-mail is already registered.' }]);
    expect(notifyWarning).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it.each([401, 403])('on %i with a session: clears it, goes to /login and says "Session Expired"', async (status) => {
    saveSession({ token: 'abc', type: 'owner', name: 'Bruno', image: null }, false);
    respond(status, { status, message: 'Session Expired', data: null });
    await expect(api.get('/user/profile')).rejects.toMatchObject({ kind: 'session' });
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(notifyWarning).toHaveBeenCalledWith('Session Expired', expect.any(String));
  });

  it('sends multipart bodies untouched', async () => {
    const fetch = respond(200, { status: 200, message: 'ok', data: null });
    const form = new FormData();
    form.append('name', 'Ana');
    await api.postForm('/user/edit-profile', form);
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});

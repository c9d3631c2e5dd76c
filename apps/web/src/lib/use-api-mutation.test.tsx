import type { ParseKeys } from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { i18n, initI18n } from './i18n.ts';
import { notifySuccess, notifyWarning } from './notify.ts';
import { useApiMutation } from './use-api-mutation.ts';

// What the helper asks of the toasts is the point here, not Mantine's rendering of them.
vi.mock('./notify.ts', () => ({ notifySuccess: vi.fn(), notifyWarning: vi.fn() }));

const respond = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Runs one write through the helper, titled by `titleKey`, and waits for it to settle. */
async function write(path: string, titleKey: ParseKeys, options: { announceSuccess?: boolean } = {}) {
  const onSuccess = vi.fn();
  const { result } = renderHook(
    () => useApiMutation({ title: i18n.t(titleKey), mutationFn: () => api.post(path, {}), onSuccess, ...options }),
    { wrapper },
  );
  act(() => result.current.mutate());
  await waitFor(() => expect(result.current.isIdle || result.current.isPending).toBe(false));
  return { result: result.current, onSuccess };
}

describe('useApiMutation: the toasts of spec §8', () => {
  beforeEach(() => initI18n('en'));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(notifySuccess).mockClear();
    vi.mocked(notifyWarning).mockClear();
  });

  it('shows a green toast titled by the action with the server message', async () => {
    respond(200, { status: 200, message: 'Signed in successfully.', data: null });
    const { onSuccess } = await write('/user/login', 'actions.login');
    expect(onSuccess).toHaveBeenCalled();
    expect(notifySuccess).toHaveBeenCalledWith('Login', 'Signed in successfully.');
  });

  it('stays quiet on success when the screen says it another way', async () => {
    respond(200, { status: 200, message: 'Link sent.', data: null });
    await write('/user/forgot-password', 'actions.forgotPassword', { announceSuccess: false });
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it("shows another 4xx's server message titled by the action", async () => {
    respond(409, { status: 409, message: 'This e-mail is already registered.', data: null });
    await write('/user/sign-up', 'actions.register');
    expect(notifyWarning).toHaveBeenCalledWith('Sign up', 'This e-mail is already registered.');
  });

  it('reports an offline device under the "offline" heading', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await write('/user/login', 'actions.login');
    expect(notifyWarning).toHaveBeenCalledWith('offline', expect.any(String));
  });

  it('turns a 5xx into "internal server error" / "Something went wrong."', async () => {
    respond(500, { status: 500, message: 'boom', data: null });
    await write('/user/login', 'actions.login');
    expect(notifyWarning).toHaveBeenCalledWith('internal server error', 'Something went wrong.');
  });
});

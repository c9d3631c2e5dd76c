import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@noite/shared';
import type { ServerFetch } from '../../lib/server-state.ts';
import { SOCIAL_PROVIDERS_KEY } from './api.ts';

/**
 * For the server's render of /login (decision 079): which social sign-ins this server offers, so the rendered
 * buttons and their note are the browser's from the first paint (nothing moves when the app takes over).
 */
export async function prefetchLoginPage(
  queryClient: QueryClient,
  request: { language: Language; fetchApi: ServerFetch },
): Promise<void> {
  const answer = await request.fetchApi('/user/social-providers', undefined, {
    token: null,
    language: request.language,
  });
  if (answer.status === 200) queryClient.setQueryData(SOCIAL_PROVIDERS_KEY, answer.data);
}

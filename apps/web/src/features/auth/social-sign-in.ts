import type { SocialType } from '@noite/shared';
import { paths } from '../../config/paths.ts';

/**
 * The providers' OAuth 2.0 browser flow by redirect (implicit grant, decision 036): no provider script runs on our
 * pages. Leaving, a random `state` goes to session storage with the provider and the remember-me choice; coming
 * back to /login, the answer (access token or error, in the fragment or, for Facebook's cancel, the query) is read
 * once, wiped from the address bar at once, and checked against that state.
 */

export interface ProviderSettings {
  clientId: string;
  authorizeUrl: string;
}

export type SocialReturn =
  | { kind: 'token'; provider: SocialType; accessToken: string; remember: boolean }
  | { kind: 'cancelled'; provider: SocialType }
  | { kind: 'failed'; provider: SocialType }
  /** No sign-in was started from this tab, or the state does not match: ignore what came back. */
  | { kind: 'stale' };

interface PendingSignIn {
  state: string;
  provider: SocialType;
  remember: boolean;
}

const STORAGE_KEY = 'noite.socialSignIn';
const SCOPES: Record<SocialType, string> = { google: 'openid email profile', facebook: 'email,public_profile' };

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where the provider sends the person back: /login of this site, registered with the provider as is. */
export function redirectUri(): string {
  return `${window.location.origin}${paths.login}`;
}

/** The provider's authorize address for this sign-in; remembers the state for the return. */
export function authorizeUrl(provider: SocialType, settings: ProviderSettings, remember: boolean): string {
  const state = randomState();
  const pending: PendingSignIn = { state, provider, remember };
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', redirectUri());
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', SCOPES[provider]);
  url.searchParams.set('state', state);
  if (provider === 'google') url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

function takePending(): PendingSignIn | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    window.sessionStorage.removeItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<PendingSignIn>) : null;
    if (
      !parsed ||
      typeof parsed.state !== 'string' ||
      (parsed.provider !== 'google' && parsed.provider !== 'facebook')
    ) {
      return null;
    }
    return { state: parsed.state, provider: parsed.provider, remember: parsed.remember !== false };
  } catch {
    return null;
  }
}

const answerKeys = ['access_token', 'error', 'state'];
const hasAnswer = (params: URLSearchParams) => answerKeys.some((key) => params.has(key));

let captured: SocialReturn | null = null;

/**
 * Reads a provider's answer from the address, if there is one, and replaces the address with plain /login at once
 * (the token must not stay in the history or reach a bookmark). Safe to call more than once.
 */
export function captureSocialReturn(): void {
  // A server render (decision 079) has no address bar; the browser's first render takes the answer.
  if (typeof window === 'undefined') return;
  const { hash, search, pathname } = window.location;
  if (pathname !== paths.login) return;
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  if (!hasAnswer(fragment) && !hasAnswer(query)) return;
  window.history.replaceState(window.history.state, '', pathname);

  const answer = hasAnswer(fragment) ? fragment : query;
  const pending = takePending();
  const state = answer.get('state');
  if (!pending || !state || state !== pending.state) {
    captured = { kind: 'stale' };
    return;
  }
  const accessToken = answer.get('access_token');
  const error = answer.get('error');
  if (accessToken && !error) {
    captured = { kind: 'token', provider: pending.provider, accessToken, remember: pending.remember };
  } else if (error === 'access_denied' || answer.get('error_reason') === 'user_denied') {
    captured = { kind: 'cancelled', provider: pending.provider };
  } else {
    captured = { kind: 'failed', provider: pending.provider };
  }
}

/** The captured answer, handed out once. */
/** True while a provider's answer waits for /login to take it: its screen then differs from the server's. */
export function hasSocialReturn(): boolean {
  return captured !== null;
}

export function takeSocialReturn(): SocialReturn | null {
  const answer = captured;
  captured = null;
  return answer;
}

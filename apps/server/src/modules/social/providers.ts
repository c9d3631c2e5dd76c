import { createHmac } from 'node:crypto';
import type { SocialType } from '@noite/shared';
import type { Config } from '../../config.ts';
import { fetchWithTimeout, UpstreamUnreachable } from '../../lib/upstream.ts';

/**
 * Asks Google or Facebook who an access token belongs to (decision 036). Nothing the browser sends is trusted but
 * the token itself: the provider says which app the token was issued to (it must be ours), whose account it is and
 * the account's e-mail. Every request has a timeout. The token travels in a header or a query string and never goes
 * into an error message, so the errors may be logged as they are.
 */

/** What a provider vouches for. `email` is null when the provider has none for the account. */
export interface SocialProfile {
  socialId: string;
  name: string | null;
  email: string | null;
  /** The provider confirmed the person owns the e-mail. */
  emailVerified: boolean;
}

/** The provider refused the token, or it was issued to another app: a 400, nothing is created. */
export class SocialTokenError extends Error {
  override readonly name = 'SocialTokenError';
}

/** The provider could not be asked: `unavailable` (timeout, unreachable) answers 503, `bad-answer` 502. */
export class SocialProviderError extends Error {
  override readonly name = 'SocialProviderError';
  constructor(
    readonly kind: 'unavailable' | 'bad-answer',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface SocialProviderSettings {
  /** Google's client id or Facebook's app id: what the login page sends the person to the provider with. */
  clientId: string;
  authorizeUrl: string;
}

/** A provider's settings, or null when it is switched off (no id; for Facebook also no secret). */
export function providerSettings(config: Config, socialType: SocialType): SocialProviderSettings | null {
  if (socialType === 'google') {
    return config.GOOGLE_CLIENT_ID
      ? { clientId: config.GOOGLE_CLIENT_ID, authorizeUrl: config.GOOGLE_AUTHORIZE_URL }
      : null;
  }
  return config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET
    ? { clientId: config.FACEBOOK_APP_ID, authorizeUrl: config.FACEBOOK_AUTHORIZE_URL }
    : null;
}

export const PROVIDER_NAMES: Record<SocialType, string> = { google: 'Google', facebook: 'Facebook' };

interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** GETs JSON; answers 4xx to the caller (the provider refusing the token), throws on 5xx, timeouts and non-JSON. */
async function getJson(
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
  what: string,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetchWithTimeout(url, headers, timeoutMs);
  } catch (error) {
    const reason = error instanceof UpstreamUnreachable ? error.reason : 'could not be reached';
    throw new SocialProviderError('unavailable', `${what} ${reason}`);
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new SocialProviderError('bad-answer', `${what} answered HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SocialProviderError(
      'bad-answer',
      `${what} answered HTTP ${response.status} with something other than JSON`,
    );
  }
  return { status: response.status, body };
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Google answers booleans as true or "true". */
function truthy(value: unknown): boolean {
  return value === true || value === 'true';
}

async function googleProfile(config: Config, clientId: string, accessToken: string): Promise<SocialProfile> {
  const timeout = config.SOCIAL_TIMEOUT_MS;
  const tokenInfoUrl = new URL(config.GOOGLE_TOKENINFO_URL);
  tokenInfoUrl.searchParams.set('access_token', accessToken);
  const info = await getJson(tokenInfoUrl, {}, timeout, 'Google token info');
  if (info.status !== 200) throw new SocialTokenError(`Google token info refused the token (HTTP ${info.status})`);
  const token = record(info.body);
  if (token.aud !== clientId && token.azp !== clientId) {
    throw new SocialTokenError('the Google token was issued to another app');
  }
  const expiresIn = Number(token.expires_in ?? 1);
  if (!(expiresIn > 0)) throw new SocialTokenError('the Google token has expired');

  const user = await getJson(
    new URL(config.GOOGLE_USERINFO_URL),
    { authorization: `Bearer ${accessToken}` },
    timeout,
    'Google user info',
  );
  if (user.status !== 200) throw new SocialTokenError(`Google user info refused the token (HTTP ${user.status})`);
  const profile = record(user.body);
  const socialId = text(profile.sub);
  if (!socialId) throw new SocialProviderError('bad-answer', 'Google user info answered no account id');
  if (text(token.sub) && token.sub !== socialId) throw new SocialTokenError('Google token info and user info disagree');
  const email = text(profile.email);
  return {
    socialId,
    name: text(profile.name),
    email: email?.toLowerCase() ?? null,
    emailVerified: email !== null && truthy(profile.email_verified),
  };
}

/** Facebook recommends proving every call with the app secret (appsecret_proof). */
function appSecretProof(accessToken: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(accessToken).digest('hex');
}

function graphUrl(config: Config, path: string, params: Record<string, string>): URL {
  const url = new URL(`${config.FACEBOOK_GRAPH_URL.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

async function facebookProfile(
  config: Config,
  appId: string,
  appSecret: string,
  accessToken: string,
): Promise<SocialProfile> {
  const timeout = config.SOCIAL_TIMEOUT_MS;
  const debug = await getJson(
    graphUrl(config, '/debug_token', { input_token: accessToken, access_token: `${appId}|${appSecret}` }),
    {},
    timeout,
    'Facebook debug_token',
  );
  const data = record(record(debug.body).data);
  if (debug.status !== 200 || data.is_valid !== true) {
    throw new SocialTokenError(`Facebook debug_token refused the token (HTTP ${debug.status})`);
  }
  if (String(data.app_id) !== appId) throw new SocialTokenError('the Facebook token was issued to another app');

  const me = await getJson(
    graphUrl(config, '/me', {
      fields: 'id,name,email',
      access_token: accessToken,
      appsecret_proof: appSecretProof(accessToken, appSecret),
    }),
    {},
    timeout,
    'Facebook Graph /me',
  );
  if (me.status !== 200) throw new SocialTokenError(`Facebook Graph /me refused the token (HTTP ${me.status})`);
  const profile = record(me.body);
  const socialId = text(profile.id);
  if (!socialId) throw new SocialProviderError('bad-answer', 'Facebook Graph /me answered no account id');
  if (data.user_id !== undefined && String(data.user_id) !== socialId) {
    throw new SocialTokenError('Facebook debug_token and /me disagree');
  }
  const email = text(profile.email);
  // Graph answers only an e-mail Facebook has confirmed (decision 036).
  return { socialId, name: text(profile.name), email: email?.toLowerCase() ?? null, emailVerified: email !== null };
}

/** Who the access token belongs to, as the provider says; throws SocialTokenError or SocialProviderError. */
export function fetchSocialProfile(
  config: Config,
  socialType: SocialType,
  accessToken: string,
): Promise<SocialProfile> {
  if (socialType === 'google') return googleProfile(config, config.GOOGLE_CLIENT_ID ?? '', accessToken);
  return facebookProfile(config, config.FACEBOOK_APP_ID ?? '', config.FACEBOOK_APP_SECRET ?? '', accessToken);
}

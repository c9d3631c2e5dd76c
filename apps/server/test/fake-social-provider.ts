import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Google and Facebook on 127.0.0.1 for the API and browser tests (decision 036). It plays both providers'
 * OAuth 2.0 authorize page (implicit flow: back to redirect_uri with the token in the fragment), Google's token
 * info and user info, and the Graph API's debug_token and /me, over tokens it issued itself.
 *
 *   /google/authorize  /google/tokeninfo  /google/userinfo
 *   /facebook/dialog/oauth  /facebook/graph/debug_token  /facebook/graph/me
 *
 * The authorize page is a small form: the person's name, e-mail and whether the e-mail is verified, "Allow" and
 * "Cancel". `env()` answers the server configuration that points Noite at it.
 */

export type FakeProviderName = 'google' | 'facebook';

export interface FakeAccount {
  id: string;
  name: string;
  email?: string;
  /** Google's email_verified; Facebook's Graph leaves an unconfirmed e-mail out. Default true. */
  emailVerified?: boolean;
}

/** What a provider does with every API request: answer, answer HTTP 500, or never answer (a timeout). */
export type FakeMode = 'ok' | 'error' | 'hang';

export interface FakeSocialProvider {
  url: string;
  googleClientId: string;
  facebookAppId: string;
  facebookAppSecret: string;
  mode: Record<FakeProviderName, FakeMode>;
  /** Every request the provider received (path and query), for tests that check what was asked. */
  requests: { path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders }[];
  /** Issues an access token for `account`, by default to Noite's app (another `clientId` plays another app). */
  issueToken(provider: FakeProviderName, account: FakeAccount, clientId?: string): string;
  /** The environment that points Noite's server at this provider. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

interface IssuedToken {
  provider: FakeProviderName;
  account: FakeAccount;
  clientId: string;
}

const GOOGLE_CLIENT_ID = 'noite-test.apps.googleusercontent.com';
const FACEBOOK_APP_ID = '100200300400500';
const FACEBOOK_APP_SECRET = 'fake-facebook-app-secret';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function authorizePage(provider: FakeProviderName, query: URLSearchParams): string {
  const title = provider === 'google' ? 'Fake Google' : 'Fake Facebook';
  const hidden = ['client_id', 'redirect_uri', 'state', 'response_type', 'scope']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>Sign in to ${escapeHtml(query.get('client_id') ?? '')}</p>
<form method="get" action="/${provider}/approve">${hidden}
<p><label>Name <input name="name" value="Ana Social"></label></p>
<p><label>E-mail <input name="email" value="ana.social@example.com"></label></p>
<p><label>Account id <input name="id" value="${provider}-${randomBytes(4).toString('hex')}"></label></p>
<p><label><input type="checkbox" name="verified" value="true" checked> E-mail verified</label></p>
<p><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="cancel">Cancel</button></p>
</form></main></body></html>`;
}

export async function startFakeSocialProvider(): Promise<FakeSocialProvider> {
  const tokens = new Map<string, IssuedToken>();
  const fake: FakeSocialProvider = {
    url: '',
    googleClientId: GOOGLE_CLIENT_ID,
    facebookAppId: FACEBOOK_APP_ID,
    facebookAppSecret: FACEBOOK_APP_SECRET,
    mode: { google: 'ok', facebook: 'ok' },
    requests: [],
    issueToken(provider, account, clientId) {
      const token = `${provider === 'google' ? 'ya29.' : 'EAA'}${randomBytes(24).toString('hex')}`;
      const ours = provider === 'google' ? GOOGLE_CLIENT_ID : FACEBOOK_APP_ID;
      tokens.set(token, { provider, account, clientId: clientId ?? ours });
      return token;
    },
    env() {
      return {
        GOOGLE_CLIENT_ID,
        GOOGLE_AUTHORIZE_URL: `${fake.url}/google/authorize`,
        GOOGLE_TOKENINFO_URL: `${fake.url}/google/tokeninfo`,
        GOOGLE_USERINFO_URL: `${fake.url}/google/userinfo`,
        FACEBOOK_APP_ID,
        FACEBOOK_APP_SECRET,
        FACEBOOK_AUTHORIZE_URL: `${fake.url}/facebook/dialog/oauth`,
        FACEBOOK_GRAPH_URL: `${fake.url}/facebook/graph`,
      };
    },
    close: async () => undefined,
  };

  const hanging = new Set<http.ServerResponse>();

  function json(response: http.ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  function tokenOf(provider: FakeProviderName, value: string | null | undefined): IssuedToken | undefined {
    const issued = value ? tokens.get(value) : undefined;
    return issued?.provider === provider ? issued : undefined;
  }

  /** The implicit flow's return: the token (or the error) in the fragment; Facebook's cancel in the query. */
  function approve(provider: FakeProviderName, query: URLSearchParams, response: http.ServerResponse) {
    const redirect = new URL(query.get('redirect_uri') ?? '');
    const state = query.get('state') ?? '';
    if (query.get('decision') !== 'allow') {
      if (provider === 'facebook') {
        redirect.search = new URLSearchParams({
          error: 'access_denied',
          error_code: '200',
          error_description: 'Permissions error',
          error_reason: 'user_denied',
          state,
        }).toString();
        redirect.hash = '_=_';
      } else {
        redirect.hash = new URLSearchParams({ error: 'access_denied', state }).toString();
      }
    } else {
      const email = query.get('email') ?? '';
      const token = fake.issueToken(
        provider,
        {
          id: query.get('id') ?? randomBytes(4).toString('hex'),
          name: query.get('name') ?? '',
          ...(email ? { email } : {}),
          emailVerified: query.get('verified') === 'true',
        },
        query.get('client_id') ?? '',
      );
      redirect.hash = new URLSearchParams({
        access_token: token,
        token_type: 'Bearer',
        expires_in: '3599',
        state,
      }).toString();
    }
    response.writeHead(302, { location: redirect.toString() });
    response.end();
  }

  function googleApi(
    path: string,
    query: URLSearchParams,
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ) {
    if (path === '/google/tokeninfo') {
      const issued = tokenOf('google', query.get('access_token'));
      if (!issued) return json(response, 400, { error_description: 'Invalid Value' });
      return json(response, 200, {
        azp: issued.clientId,
        aud: issued.clientId,
        sub: issued.account.id,
        scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        exp: String(Math.floor(Date.now() / 1000) + 3599),
        expires_in: '3599',
        email: issued.account.email,
        email_verified: String(issued.account.emailVerified ?? true),
        access_type: 'online',
      });
    }
    if (path === '/google/userinfo') {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const issued = tokenOf('google', bearer);
      if (!issued) return json(response, 401, { error: 'invalid_request', error_description: 'Invalid Credentials' });
      const { account } = issued;
      return json(response, 200, {
        sub: account.id,
        name: account.name,
        given_name: account.name.split(' ')[0],
        picture: 'https://lh3.googleusercontent.com/a/fake',
        ...(account.email ? { email: account.email, email_verified: account.emailVerified ?? true } : {}),
      });
    }
    return json(response, 404, { error: 'not found' });
  }

  function facebookApi(path: string, query: URLSearchParams, response: http.ServerResponse) {
    const oauthError = (message: string) =>
      json(response, 400, { error: { message, type: 'OAuthException', code: 190, fbtrace_id: 'fake' } });
    if (path === '/facebook/graph/debug_token') {
      if (query.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
        return oauthError('Invalid OAuth access token signature.');
      }
      const issued = tokenOf('facebook', query.get('input_token'));
      if (!issued) {
        return json(response, 200, {
          data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' }, scopes: [] },
        });
      }
      return json(response, 200, {
        data: {
          app_id: issued.clientId,
          type: 'USER',
          application: 'Noite',
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          is_valid: true,
          scopes: ['email', 'public_profile'],
          user_id: issued.account.id,
        },
      });
    }
    if (path === '/facebook/graph/me') {
      const issued = tokenOf('facebook', query.get('access_token'));
      if (!issued) return oauthError('Invalid OAuth access token data.');
      const { account } = issued;
      const confirmed = account.email && (account.emailVerified ?? true);
      return json(response, 200, {
        id: account.id,
        name: account.name,
        ...(confirmed ? { email: account.email } : {}),
      });
    }
    return json(response, 404, { error: { message: 'Unknown path components' } });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    const query = url.searchParams;
    fake.requests.push({ path, query, headers: request.headers });
    const provider: FakeProviderName = path.startsWith('/facebook/') ? 'facebook' : 'google';

    if (path === '/google/authorize' || path === '/facebook/dialog/oauth') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(authorizePage(provider, query));
      return;
    }
    if (path === '/google/approve' || path === '/facebook/approve') return approve(provider, query, response);

    const mode = fake.mode[provider];
    if (mode === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (mode === 'error') return json(response, 500, { error: 'backend error' });
    if (provider === 'google') return googleApi(path, query, request, response);
    return facebookApi(path, query, response);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

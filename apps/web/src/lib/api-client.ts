import type { ParseKeys } from 'i18next';
import type { FieldError, MessageKey } from '@noite/shared';
import { clearSession, getToken } from './auth-storage.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { paths } from '../config/paths.ts';
import { navigateTo } from './navigation.ts';
import { notifyWarning } from './notify.ts';

export const API_BASE = '/api/v1';

export type ApiErrorKind = 'offline' | 'server' | 'session' | 'client';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    /** The toast heading of offline, server and session errors: "offline", "internal server error", "Session Expired". */
    readonly heading: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

export interface ApiResult<T> {
  status: number;
  message: string;
  data: T;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST';
  /** JSON body. */
  body?: unknown;
  /** Multipart body (the browser sets the boundary). */
  formData?: FormData;
  /** Treat 401/403 as "Session Expired" (default true); logout turns this off, a dead session is already out. */
  expireSessionOn401?: boolean;
  signal?: AbortSignal;
}

/**
 * How long a call may take before the person is told (decision 064): 30 s for a JSON call (reads are POSTs
 * too, so the method says nothing), 60 s for an upload on a slow phone. The spec's "60,000,000 ms" reads as a
 * slip for 60 s, the ceiling. Browser tests shorten both through `window.__noiteApiTimeoutMs`.
 */
export const API_TIMEOUT_MS = { call: 30_000, upload: 60_000 } as const;

declare global {
  interface Window {
    /** Test hook: one timeout for every call, in ms (e2e sets it with an init script). */
    __noiteApiTimeoutMs?: number;
  }
}

function timeoutFor(upload: boolean): number {
  const override = typeof window === 'undefined' ? undefined : window.__noiteApiTimeoutMs;
  if (typeof override === 'number' && override > 0) return override;
  return upload ? API_TIMEOUT_MS.upload : API_TIMEOUT_MS.call;
}

const t = (key: ParseKeys) => i18n.t(key);
const shared = (key: MessageKey) => i18n.t(key, { ns: 'shared' });

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function offlineError(): ApiError {
  return new ApiError('offline', 500, shared('api.offline'), t('errors.offline'));
}

function serverError(): ApiError {
  return new ApiError('server', 500, shared('api.internalError'), t('errors.internalServerError'));
}

interface RawEnvelope {
  status?: unknown;
  message?: unknown;
  data?: unknown;
}

/** The body as an envelope; undefined when it is not JSON. An abort while reading it (timeout) propagates. */
async function readEnvelope(response: Response): Promise<RawEnvelope | undefined> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as RawEnvelope) : undefined;
  } catch {
    return undefined;
  }
}

function fieldErrorsOf(data: unknown): FieldError[] {
  if (!data || typeof data !== 'object' || !('errors' in data) || !Array.isArray(data.errors)) return [];
  return data.errors.filter(
    (error): error is FieldError =>
      !!error && typeof error === 'object' && typeof error.field === 'string' && typeof error.message === 'string',
  );
}

function expireSession(): void {
  clearSession();
  notifyWarning(shared('api.unauthorized'), t('errors.sessionExpiredMessage'));
  navigateTo(paths.login, { replace: true });
}

/**
 * Calls the API: `/api/v1` + path with the `language` and `x-access-token` headers, reads the
 * `{ status, message, data }` envelope and turns failures into the error catalogue of spec §8 as an
 * `ApiError`. It announces nothing but an expired session: the screens announce their calls'
 * outcome titled by the action (`useApiMutation` for writes, the query cache's `meta.title` for loads).
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  const { method = options.body !== undefined || options.formData ? 'POST' : 'GET' } = options;
  const token = getToken();

  if (isOffline()) throw offlineError();

  const headers: Record<string, string> = { language: currentLanguage(), accept: 'application/json' };
  if (token) headers['x-access-token'] = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  // The caller's cancel stays an AbortError; running out of time is the spec's 500 (the person may try again).
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutFor(!!options.formData));
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  let response: Response;
  let envelope: RawEnvelope | undefined;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, body, signal });
    envelope = await readEnvelope(response);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.signal.aborted) throw serverError();
    // fetch rejects with a TypeError when the network is unreachable (or went away mid-call).
    throw error instanceof TypeError || isOffline() ? offlineError() : serverError();
  } finally {
    clearTimeout(timer);
  }

  const message = typeof envelope?.message === 'string' ? envelope.message : '';

  if (response.ok) {
    return { status: response.status, message, data: (envelope?.data ?? null) as T };
  }

  return throwFailure(response, envelope, token, options.expireSessionOn401 ?? true);
}

/** Turns a failed answer into the error catalogue of spec §8 (an expired session also signs out). */
function throwFailure(
  response: Response,
  envelope: RawEnvelope | undefined,
  token: string | null | undefined,
  expireSessionOn401: boolean,
): never {
  const message = typeof envelope?.message === 'string' ? envelope.message : '';
  if ((response.status === 401 || response.status === 403) && token && expireSessionOn401) {
    expireSession();
    throw new ApiError('session', response.status, message || shared('api.unauthorized'), shared('api.unauthorized'));
  }
  // A provider behind the server is down (502/503, decision 036): its message says which and what to do.
  if ((response.status === 502 || response.status === 503) && message) {
    throw new ApiError('server', response.status, message, t('errors.internalServerError'));
  }
  if (response.status >= 500 || !envelope) throw serverError();
  throw new ApiError(
    'client',
    response.status,
    message || shared('api.invalidInput'),
    t('actions.general'),
    fieldErrorsOf(envelope.data),
  );
}

/**
 * GETs a file that is not an envelope (the data export, decision 056) with the same headers as `apiRequest`, and
 * answers its content and the file name the server gave; failures are reported as `apiRequest` reports them.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const token = getToken();
  if (isOffline()) throw offlineError();
  const headers: Record<string, string> = { language: currentLanguage() };
  if (token) headers['x-access-token'] = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers });
  } catch (error) {
    throw error instanceof TypeError ? offlineError() : serverError();
  }
  if (!response.ok) return throwFailure(response, await readEnvelope(response), token, true);
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

export const api = {
  get: <T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body' | 'formData'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  postForm: <T>(path: string, formData: FormData, options: Omit<ApiRequestOptions, 'method' | 'formData'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', formData }),
};

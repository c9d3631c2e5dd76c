/**
 * Calls to the outside services (geocoders, sign-in providers): a fetch with a timeout whose failure says only
 * what went wrong, never the URL (it may carry an API key or an access token), so callers may log it.
 */

export class UpstreamUnreachable extends Error {
  override readonly name = 'UpstreamUnreachable';
  constructor(readonly reason: 'timed out' | 'could not be reached') {
    super(reason);
  }
}

export async function fetchWithTimeout(
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new UpstreamUnreachable(
      error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached',
    );
  }
}

import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { notifyWarning } from '../../../lib/notify.ts';

/**
 * Spec §8 for calls made with `notifyFailure: false`: a handled failure is a warning toast titled by the
 * action with the server's message; offline and server errors keep their own headings; an expired session
 * was already announced by the api client.
 */
export function announceFailure(error: unknown, title: string): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (!(error instanceof ApiError)) {
    notifyWarning(i18n.t('errors.internalServerError'), i18n.t('shared:api.internalError'));
    return;
  }
  if (error.kind === 'session') return;
  notifyWarning(error.kind === 'client' ? title : error.heading, error.message);
}

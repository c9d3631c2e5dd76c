import { ApiError, type ApiResult } from './api-client.ts';
import { i18n } from './i18n.ts';
import { notifySuccess, notifyWarning } from './notify.ts';

/** Spec §8 on success: a green toast titled by the action, with the server's message (when it sent one). */
export function announceSuccess(result: Pick<ApiResult<unknown>, 'message'>, title: string): void {
  if (result.message) notifySuccess(title, result.message);
}

/**
 * Spec §8 on failure: a handled failure is a warning toast titled by the action with the server's message;
 * offline and server errors keep their own headings; an expired session was already announced by the api
 * client; a cancelled request says nothing.
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

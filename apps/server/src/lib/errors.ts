import type { MessageKey } from '@noite/shared';

/** An expected failure: an HTTP status and a message key of the shared catalogue, translated on the way out. */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly data: unknown;
  /** Values for the message's {{placeholders}}. */
  readonly values: Record<string, string> | undefined;
  /** Headers sent with the answer (a 429's Retry-After). */
  headers: Record<string, string> = {};

  constructor(status: number, messageKey: MessageKey, data: unknown = null, values?: Record<string, string>) {
    super(messageKey);
    this.status = status;
    this.messageKey = messageKey;
    this.data = data;
    this.values = values;
  }
}

export const badRequest = (key: MessageKey, data: unknown = null) => new AppError(400, key, data);
export const unauthorized = () => new AppError(401, 'api.unauthorized');
export const forbidden = (key: MessageKey = 'api.forbidden') => new AppError(403, key);
export const notFound = () => new AppError(404, 'api.notFound');
export const conflict = (key: MessageKey = 'api.conflict') => new AppError(409, key);

/** The account is locked after failed sign-ins (decision 053): 429 with Retry-After, as the contract's limits. */
export function accountLocked(until: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const error = new AppError(429, 'api.accountLocked', null, { minutes: String(Math.ceil(seconds / 60)) });
  error.headers = { 'retry-after': String(seconds) };
  return error;
}

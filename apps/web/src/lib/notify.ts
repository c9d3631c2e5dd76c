import { createDeferredHost } from './deferred-host.tsx';

/** Toasts load with their first use: Mantine's notifications are not part of the first screen's code. */
export const toastHost = createDeferredHost(() => import('./toasts.tsx'));

/** Green toast with the server's message, titled by the action (spec §8). */
export function notifySuccess(title: string, message: string): void {
  void toastHost.ready().then((toasts) => toasts.showSuccess(title, message));
}

/** Warning toast for a handled failure, titled by the action or the error's heading (spec §8). */
export function notifyWarning(title: string, message: string): void {
  void toastHost.ready().then((toasts) => toasts.showWarning(title, message));
}

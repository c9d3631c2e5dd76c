import type { OpenConfirmModal } from '@mantine/modals';
import { createDeferredHost } from './deferred-host.tsx';

/** Confirm dialogs load with their first use: Mantine's modals manager is not part of the first screen's code. */
export const modalsHost = createDeferredHost(() => import('./modals-host.tsx'));

/** Mantine's `modals.openConfirmModal`, once the modals manager is on the page. */
export function openConfirmModal(props: OpenConfirmModal): void {
  void modalsHost.ready().then(({ modals }) => modals.openConfirmModal(props));
}

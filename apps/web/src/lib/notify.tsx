import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { i18n } from './i18n.ts';

/**
 * Shared by every toast: the × is named (axe button-name) and the description is gray.7 rather than
 * Mantine's gray.6, which is 3.3:1 on white (axe color-contrast).
 */
const accessible = () => ({
  closeButtonProps: { 'aria-label': i18n.t('common.close') },
  styles: { description: { color: 'var(--mantine-color-gray-7)' } },
});

/** Green toast with the server's message, titled by the action (spec §8). */
export function notifySuccess(title: string, message: string): void {
  notifications.show({
    color: 'green',
    title,
    message,
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: 4000,
    withBorder: true,
    ...accessible(),
  });
}

/** Warning toast for a handled failure, titled by the action or the error's heading (spec §8). */
export function notifyWarning(title: string, message: string): void {
  notifications.show({
    color: 'orange',
    title,
    message,
    icon: <IconAlertTriangle size={18} aria-hidden />,
    autoClose: 6000,
    withBorder: true,
    ...accessible(),
  });
}

import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';

/** Green toast with the server's message, titled by the action (spec §8). */
export function notifySuccess(title: string, message: string): void {
  notifications.show({
    color: 'green',
    title,
    message,
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: 4000,
    withBorder: true,
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
  });
}

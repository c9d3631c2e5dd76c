import { Notifications, notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { i18n } from './i18n.ts';
import classes from './toasts.module.css';

/** The toasts' container: mounted beside the app the first time a toast is shown. */
export function Host({ onMount }: { onMount: () => () => void }) {
  useEffect(onMount, [onMount]);
  return <Notifications position="top-center" zIndex={1000} limit={3} classNames={{ root: classes.root }} />;
}

/**
 * Shared by every toast: the × is named (axe button-name) and the description is gray.8: gray.7 passes the
 * 4.5:1 contrast rule only once the toast is fully shown, and an axe scan during its fade-in measured 4.2:1.
 */
const accessible = () => ({
  closeButtonProps: { 'aria-label': i18n.t('common.close') },
  styles: { description: { color: 'var(--mantine-color-gray-8)' } },
});

/**
 * One toast per title and message: the same news again (three photos added in a row) while its toast is
 * still on screen adds nothing, instead of a pile of identical toasts over the page's top (and a modal's ×).
 */
const idOf = (kind: string, title: string, message: string) => `${kind}:${title}:${message}`;

export function showSuccess(title: string, message: string): void {
  notifications.show({
    id: idOf('success', title, message),
    color: 'green',
    title,
    message,
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: 4000,
    withBorder: true,
    ...accessible(),
  });
}

export function showWarning(title: string, message: string): void {
  notifications.show({
    id: idOf('warning', title, message),
    color: 'orange',
    title,
    message,
    icon: <IconAlertTriangle size={18} aria-hidden />,
    autoClose: 6000,
    withBorder: true,
    ...accessible(),
  });
}

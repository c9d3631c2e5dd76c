import { modals, ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/** Mantine's modals manager: mounted beside the app the first time a confirm dialog opens. */
export function Host({ onMount }: { onMount: () => () => void }) {
  useEffect(onMount, [onMount]);
  return <ModalsProvider />;
}

export { modals };

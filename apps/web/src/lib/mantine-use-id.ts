import { useId as useReactId } from 'react';

/**
 * Stands in for @mantine/hooks' `useId` in the browser build (vite.config.ts, decision 086). Mantine's starts
 * from React's id and, in a layout effect, swaps it for a random one (for React 17, which had no `useId`): after
 * the server's page is hydrated, that state change re-rendered every field, checkbox and popover of the screen at
 * once, synchronously (~27 ms of a phone's main thread ×4 on /login, issue 11), and changed their ids under
 * screen readers. React's id is already unique and the same on the server and in the browser: it is kept, in the
 * form Mantine's server render writes (`mantine-` and React's id without colons), so hydration matches.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/:/g, '')}`;
}

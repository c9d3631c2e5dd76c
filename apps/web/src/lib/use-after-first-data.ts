import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/** Once the first screen has its data, later screens need not wait again. */
let settled = false;

/**
 * True once the screen's first data has arrived (no query fetching) and the browser is idle: the moment for
 * code that is on screen but not needed yet (the language dropdown, the filter popover) to load, so it does
 * not compete with the first screen's own scripts and data.
 */
export function useAfterFirstData(): boolean {
  const client = useContext(QueryClientContext);
  const subscribe = useCallback(
    (notify: () => void) => (client ? client.getQueryCache().subscribe(notify) : () => undefined),
    [client],
  );
  const fetching = useSyncExternalStore(
    subscribe,
    () => client?.isFetching() ?? 0,
    () => 0,
  );
  const [ready, setReady] = useState(settled);

  useEffect(() => {
    if (ready || fetching > 0) return;
    const done = () => {
      settled = true;
      setReady(true);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, 100);
    return () => window.clearTimeout(id);
  }, [fetching, ready]);

  return ready;
}

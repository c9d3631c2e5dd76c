import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes and that always runs the latest `callback` given: for a handler passed
 * to a memoised child that would otherwise re-render each time the handler's closure changes. Only for events
 * (not for rendering): the latest callback is installed after each commit.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

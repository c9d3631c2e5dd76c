import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';

/** What a deferred host's module gives: the component to mount once, beside the app. */
export interface HostModule {
  Host: ComponentType<{ onMount: () => () => void }>;
}

export interface DeferredHost<M extends HostModule> {
  /** Renders nothing until the host is first needed, then the host (from its own chunk). */
  Slot: ComponentType;
  /** Loads and mounts the host if it is not yet, and answers its module once the host is on the page. */
  ready: () => Promise<M>;
}

/**
 * A provider-like component the first screen does not need (toasts, confirm dialogs): its code loads the
 * first time something asks for it, and it mounts in the Slot that Providers renders. `ready()` answers
 * after the host's effects ran, so events it listens to are no longer lost.
 */
export function createDeferredHost<M extends HostModule>(load: () => Promise<M>): DeferredHost<M> {
  let requested = false;
  let loaded: M | undefined;
  let mounted = 0;
  let waiting: ((module: M) => void)[] = [];
  const listeners = new Set<() => void>();

  const flush = () => {
    if (!loaded || mounted === 0) return;
    const module = loaded;
    const callbacks = waiting;
    waiting = [];
    for (const callback of callbacks) callback(module);
  };

  const onMount = () => {
    mounted += 1;
    flush();
    return () => {
      mounted -= 1;
    };
  };

  const LazyHost = lazy(() =>
    load().then((module) => {
      loaded = module;
      return { default: module.Host };
    }),
  );

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  function Slot() {
    const wanted = useSyncExternalStore(
      subscribe,
      () => requested,
      () => false,
    );
    // A Slot that mounts after the host was already loaded and wanted (a new Providers tree) mounts it at once.
    useEffect(flush, []);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <LazyHost onMount={onMount} />
      </Suspense>
    );
  }

  const ready = () =>
    new Promise<M>((resolve) => {
      waiting.push(resolve);
      if (!requested) {
        requested = true;
        for (const listener of listeners) listener();
      }
      flush();
    });

  return { Slot, ready };
}

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
  /** Fetches the host's code without mounting it, so it is there when wanted offline (decision 063). */
  preload: () => Promise<void>;
}

/** Waits for the browser to say it is online again. */
function backOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
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

  // One load at a time; a failed one (offline, a deploy) is forgotten so the next call fetches again.
  let loading: Promise<M> | undefined;
  const loadOnce = (): Promise<M> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  // Never rejects (which would take the whole screen down to the error page): offline, it waits to be online.
  const loadUntilLoaded = async (): Promise<M> => {
    for (;;) {
      try {
        return await loadOnce();
      } catch {
        await backOnline();
      }
    }
  };

  const LazyHost = lazy(() =>
    loadUntilLoaded().then((module) => {
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

  const preload = () =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );

  return { Slot, ready, preload };
}

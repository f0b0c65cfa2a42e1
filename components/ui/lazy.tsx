"use client";

import { useEffect, useState, type ComponentType, type ReactNode } from "react";

/** A failed load is tried again once the browser is (back) online, after this pause for the network to settle. */
const LAZY_RETRY_MS = 1_000;

type Loaded<P> = { Component: ComponentType<P> };

/**
 * A component whose code is fetched in the browser when it first renders: nothing (or `loading`) until it arrives,
 * never rendered on the server. What `next/dynamic(load, { ssr: false })` did here, without next/dynamic's runtime:
 * its lazy-loading code is about 2 kB gzip, and with the root layout's toasts and error boundary using it, it was in
 * every route's first load (issue #34, decision 066). Once loaded, the component renders at once wherever it mounts
 * again. A load that fails is thrown where the component renders, as React.lazy does, so the nearest error boundary
 * handles it; `clientOnly(retryingLoad(load))` tries again once online instead.
 */
export function clientOnly<P extends object>(
  load: () => Promise<ComponentType<P> | { default: ComponentType<P> }>,
  { loading }: { loading?: () => ReactNode } = {},
): ComponentType<P> {
  let loaded: Loaded<P> | null = null;
  let pending: Promise<Loaded<P>> | null = null;
  const fetchOnce = () =>
    (pending ??= load().then(
      (module) => (loaded = { Component: "default" in module ? module.default : module }),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  return function ClientOnly(props: P) {
    const [state, setState] = useState<Loaded<P> | { error: unknown } | null>(loaded);
    useEffect(() => {
      if (state) return;
      let live = true;
      fetchOnce().then(
        (next) => live && setState(next),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [state]);
    if (state && "error" in state) throw state.error;
    if (!state) return loading ? loading() : null;
    return <state.Component {...props} />;
  };
}

/**
 * A loader that survives the network: `clientOnly(retryingLoad(() => import("./x")))`.
 * Lazy code arrives after the page is interactive, so a phone that loses the network in that moment got the error
 * screen in place of the whole page (a busy CI run caught it when a test went offline). If the load fails (after
 * Turbopack's own retry), a stand-in renders nothing and tries again each time the browser is online, then shows
 * the component.
 */
export function retryingLoad<P extends object>(
  load: () => Promise<ComponentType<P> | { default: ComponentType<P> }>,
): () => Promise<ComponentType<P>> {
  const component = () => load().then((loaded) => ("default" in loaded ? loaded.default : loaded));
  return () => component().catch(() => standIn(component));
}

function standIn<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return function LoadingWhenOnline(props: P) {
    const [Loaded, setLoaded] = useState<{ Component: ComponentType<P> } | null>(null);
    useEffect(() => {
      let live = true;
      void loadWhenOnline(load).then((Component) => live && setLoaded({ Component }));
      return () => {
        live = false;
      };
    }, []);
    return Loaded ? <Loaded.Component {...props} /> : null;
  };
}

/**
 * `load()` again, after a pause for the network to settle, now if the browser is online and then each time it comes
 * back online, until it succeeds: for code that failed to arrive (retryingLoad's stand-in, island()).
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      clearTimeout(timer);
      if (!navigator.onLine) return;
      timer = setTimeout(() => {
        load().then(
          (loaded) => {
            window.removeEventListener("online", attempt);
            resolve(loaded);
          },
          // Still failing: the next `online` event tries again.
          () => undefined,
        );
      }, LAZY_RETRY_MS);
    };
    window.addEventListener("online", attempt);
    attempt();
  });
}

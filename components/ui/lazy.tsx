"use client";

import { useEffect, useState, type ComponentType } from "react";

/** A failed load is tried again once the browser is (back) online, after this pause for the network to settle. */
const LAZY_RETRY_MS = 1_000;

/**
 * A `next/dynamic` loader that survives the network: `dynamic(retryingLoad(() => import("./x")), { ssr: false })`.
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
      let done = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const attempt = () => {
        clearTimeout(timer);
        if (done || !navigator.onLine) return;
        timer = setTimeout(() => {
          load().then(
            (Component) => {
              if (done) return;
              done = true;
              setLoaded({ Component });
            },
            // Still failing: the next `online` event tries again.
            () => undefined,
          );
        }, LAZY_RETRY_MS);
      };
      attempt();
      window.addEventListener("online", attempt);
      return () => {
        done = true;
        clearTimeout(timer);
        window.removeEventListener("online", attempt);
      };
    }, []);
    return Loaded ? <Loaded.Component {...props} /> : null;
  };
}

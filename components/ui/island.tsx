"use client";

import { createElement, lazy, type ComponentType } from "react";
import { loadWhenOnline } from "./lazy";

/** Every island's load, for islandsLoaded(). */
const loads = new Set<Promise<unknown>>();

/**
 * A client component the server renders as always, whose code is not in the page's first load (issue #34): an island
 * that hydrates when its code arrives. The server renders it as part of the page's own markup (in the first paint,
 * unchanged); in the browser its code is fetched as soon as this module runs, with the page's own scripts rather than
 * before them, and until it is here the nearest <Suspense> boundary above (for most, the page) waits to hydrate,
 * keeping the server's markup as it is; React then hydrates it in place (no new DOM, no layout shift). A press before
 * then does nothing, as anywhere before hydration. Unlike `clientOnly`, nothing is missing from the first paint: use
 * it for what the server should draw. A client-side navigation to a page whose island's code has not arrived waits
 * for it, under the navigation's loading screen.
 *
 * No boundary of its own (decision 085): React sends a boundary's finished content apart from the page once the
 * page's HTML is past 12.8 kB and shows it 300 ms after the first paint at the earliest, so an island with one came in
 * late and pushed what is under it down (the mood log's suggestions: CLS 0.10; /goals', /settings' and the import's
 * whole content). A load that fails (offline) keeps the server's markup and tries again each time the browser is
 * online, instead of throwing the page into its error screen.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazyComponent(load);
  function Island(props: P) {
    return createElement(Lazy, props);
  }
  return Island;
}

function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  // Fetched at once (on the server too, so a fresh server's first render has it); the same promise serves every use.
  const pending = untilLoaded(load).then((Component) => (loaded = { default: Component }));
  pending.catch(() => undefined);
  loads.add(pending);
  // Once loaded, the lazy component resolves synchronously (a thenable that calls back at once): rendered where it is
  // first used after its code arrived, it draws at once instead of suspending for a tick. One lazy type for every
  // render, so a later render never swaps the element's type (which would remount it and lose its state).
  const Lazy = lazy(() => {
    const now = loaded;
    if (!now) return pending;
    // React.lazy reads a thenable's result as soon as its callback runs: this one calls back at once.
    const resolved = { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(now) };
    return resolved as unknown as Promise<{ default: ComponentType<P> }>;
  });
  return Lazy as ComponentType<P>;
}

/**
 * Resolves once every island created so far has its code: from then on each renders at once, wherever it is rendered
 * (a test's renderToStaticMarkup, which cannot wait for a pending load, draws the component itself).
 */
export async function islandsLoaded(): Promise<void> {
  await Promise.all(loads);
}

function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) =>
    // On the server a module that cannot load is a build defect, not the network: fail as React.lazy does.
    typeof window === "undefined" ? Promise.reject(error) : loadWhenOnline(load),
  );
}

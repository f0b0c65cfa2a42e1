"use client";

import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from "react";

/** A failed load is tried again once the browser is (back) online, after this pause for the network to settle. */
const ISLAND_RETRY_MS = 1_000;

/** Every island's load, for islandsLoaded(). */
const loads = new Set<Promise<unknown>>();

/**
 * A client component the server renders as always, whose code is not in the page's first load (issue #34): an island
 * that hydrates when its code arrives. The server renders it (its HTML is in the first paint, unchanged); in the
 * browser its code is fetched as soon as this module runs, with the page's own scripts rather than before them, and
 * its <Suspense> boundary keeps the server's markup until the code is here; React then hydrates it in place (no new
 * DOM, no layout shift) while the rest of the page has hydrated without waiting for it. A press before then does
 * nothing, as anywhere before hydration. Unlike `clientOnly`, nothing is missing from the first paint: use it for
 * what the server should draw.
 *
 * `fallback` shows only where the component is new to the page without the server's markup (a client-side navigation
 * that arrives before the code). A load that fails (offline) keeps the server's markup and tries again each time the
 * browser is online, instead of throwing the page into its error screen.
 */
export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazyComponent(load);
  function Island(props: P) {
    return <Suspense fallback={fallback}>{createElement(Lazy, props)}</Suspense>;
  }
  return Island;
}

/**
 * An island without a <Suspense> boundary of its own, for one in the first screenful (decision 085). React sends a
 * boundary's finished content apart from the page once the page's HTML is past 12.8 kB, and shows it 300 ms after the
 * first paint at the earliest: an island above the fold would appear late and push what is under it down (the mood
 * log's suggestions did: CLS 0.10). This one is part of the page's own markup; in the browser, until its code is here,
 * the nearest boundary above it (for a page, the page) waits to hydrate, keeping the server's markup as it is.
 */
export function inlineIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazyComponent(load);
  function InlineIsland(props: P) {
    return createElement(Lazy, props);
  }
  return InlineIsland;
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
 * (a test's renderToStaticMarkup draws the component itself instead of the empty fallback of a pending load).
 */
export async function islandsLoaded(): Promise<void> {
  await Promise.all(loads);
}

function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    (error: unknown) =>
      new Promise<T>((resolve, reject) => {
        // On the server a module that cannot load is a build defect, not the network: fail as React.lazy does.
        if (typeof window === "undefined") {
          reject(error);
          return;
        }
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
          }, ISLAND_RETRY_MS);
        };
        window.addEventListener("online", attempt);
        attempt();
      }),
  );
}

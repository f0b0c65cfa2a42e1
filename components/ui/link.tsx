"use client";

// The App Router's own context (what useRouter reads, and what next/link reads): null outside the App Router.
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from "react";

/**
 * How a Link starts its navigation: as the transition whose wait the loading screen shows
 * (components/shell/navigation-pending.tsx provides it, decision 085); without a provider, at once.
 */
export const NavigationStartContext = createContext<((navigate: () => void) => void) | null>(null);
const startAtOnce = (navigate: () => void) => navigate();

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of this site ("/settings", "/questions?show=40"); anything else is followed as a plain link. */
  href: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** False: keep the scroll position (next/link's `scroll`). */
  scroll?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A path on this site: prefetched and followed by the router; anything else is the browser's. */
const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//");

/**
 * Whether a click is the router's to follow, by next/link's rules: a plain primary click on a link to this site that
 * opens here (no modifier key, no other target, no download, not already handled).
 */
function isRouterClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute("target");
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== "_self") ||
    anchor.hasAttribute("download") ||
    !isSitePath(anchor.getAttribute("href") ?? "")
  );
}

/**
 * next/link for our links, without its weight (issue #34): an `<a>` the router follows in the page (the same history,
 * scroll and loading states as next/link, which calls the same router), prefetched when a finger lands on it or a
 * pointer or the keyboard reaches it, about 100 ms before a tap completes. next/link and its helpers are about 3.5 kB
 * gzip in every page that renders one, and prefetched every link in view as the page loaded: the navigation already
 * prefetched on intent only (decision 059), now every link does. Modified clicks (a new tab, a download) and links
 * elsewhere are the browser's, as with next/link. Works before hydration as a plain link. A navigation that waits
 * shows the loading screen (NavigationPending).
 */
export function Link({
  href,
  replace = false,
  scroll,
  onClick,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...rest
}: LinkProps) {
  // Read as next/link reads it rather than through useRouter, which throws outside the App Router: a component
  // rendered on its own (a unit test, an email preview) draws a plain link the browser follows.
  const router = useContext(AppRouterContext);
  // While the next page is on its way, the loading screen (spec 1 §2, decision 085).
  const start = useContext(NavigationStartContext) ?? startAtOnce;
  const prefetch = () => {
    if (router && isSitePath(href)) router.prefetch(href);
  };
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!router || !isRouterClick(event)) return;
        event.preventDefault();
        start(() => (replace ? router.replace(href, { scroll }) : router.push(href, { scroll })));
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
    />
  );
}

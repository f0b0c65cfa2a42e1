"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Link } from "@/components/ui/link";
import { isActivePath } from "./active-path";

/**
 * One item of the main navigation (main-nav.tsx draws the list, labels and icons on the server): current or not by
 * the browser's path, prefetched when a finger lands on it or a pointer or the keyboard reaches it (components/ui/link),
 * and scrolled into view when it becomes the current item, so it is never hidden off the side of the phone's bar.
 */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  const link = useRef<HTMLAnchorElement>(null);
  const active = isActivePath(pathname, href);

  useEffect(() => {
    if (!active) return;
    // A keyboard user already moving through the bar decides what is in view; don't yank it back to the current item.
    if (link.current?.closest("nav")?.contains(document.activeElement)) return;
    revealInList(link.current);
  }, [active, pathname]);

  return (
    <Link
      ref={link}
      href={href}
      aria-current={active ? "page" : undefined}
      className={cn(
        "group flex h-16 flex-col items-center justify-center gap-1 px-0.5 text-[0.65625rem] leading-none font-medium whitespace-nowrap focus-visible:-outline-offset-2 lg:px-1.5 lg:text-[0.6875rem]",
        active ? "text-brand-700" : "text-muted hover:text-ink",
      )}
    >
      {children}
      <span aria-hidden className={cn("h-0.5 w-6 rounded-full", active ? "bg-brand-600" : "bg-transparent")} />
    </Link>
  );
}

/**
 * Scrolls the bar (or the rail) just enough to show `item`, as scrollIntoView's "nearest" would. Not scrollIntoView
 * itself: Chromium moves the page's Tab starting point to the element it scrolls to, so on a page whose current item
 * is the bar's last (Settings) the first Tab left the page instead of reaching quick exit (decision 075).
 */
function revealInList(item: HTMLElement | null) {
  const list = item?.closest("ul");
  if (!item || !list) return;
  const shown = list.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.left < shown.left) list.scrollLeft -= shown.left - box.left;
  else if (box.right > shown.right) list.scrollLeft += box.right - shown.right;
  if (box.top < shown.top) list.scrollTop -= shown.top - box.top;
  else if (box.bottom > shown.bottom) list.scrollTop += box.bottom - shown.bottom;
}

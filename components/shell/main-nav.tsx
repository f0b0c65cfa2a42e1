"use client";

import {
  Brain,
  Code,
  HeartHandshake,
  House,
  MessageCircleQuestion,
  Settings,
  Smile,
  Sparkles,
  Target,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { cn } from "@/components/ui/cn";
import { isActivePath, navItemsFor, type NavIcon } from "./nav-items";

const ICONS: Record<NavIcon, LucideIcon> = {
  home: House,
  mood: Smile,
  checkin: HeartHandshake,
  partner: UsersRound,
  questions: MessageCircleQuestion,
  rituals: Sparkles,
  goals: Target,
  advanced: Brain,
  settings: Settings,
  dev: Code,
};

/**
 * The main navigation: a bar fixed at the bottom on a phone or tablet, a rail down the left side from 1024 px (issue
 * #32, decision 049), so a laptop gets a layout of its own rather than a stretched phone. One list, restyled by
 * breakpoint: the rail costs no script of its own.
 *
 * On the bar, items never shrink below their label, and it scrolls sideways when they do not fit, so no label is ever
 * clipped; the current item is scrolled into view so it is never hidden off-screen. A member's nine labels measure
 * about 290 px at 10.5 px type (Questions, issue #37, is 42 px), so with 2 px of padding a side (the rest of the width
 * is shared out between items) they fit a 390 px phone; anything at 320 px scrolls.
 *
 * Prefetched on intent, not on sight (issue #34): a link in view is prefetched by default, and the bar is always in
 * view, so every page load also fetched the code of the seven other pages (about 217 kB on /dashboard) while the
 * phone was still starting the one it opened. Here a page is prefetched when a finger lands on its item or a pointer
 * or the keyboard reaches it, about 100 ms before the tap completes.
 */
export function MainNav({ admin }: { admin: boolean }) {
  const pathname = usePathname();
  const router = useRouter();
  const activeRef = useRef<HTMLAnchorElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // A keyboard user already moving through the bar decides what is in view; don't yank it back to the current item.
    if (navRef.current?.contains(document.activeElement)) return;
    activeRef.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:top-0 lg:right-auto lg:w-20 lg:border-t-0 lg:border-r lg:pt-16 lg:pb-4"
    >
      <ul className="mx-auto flex max-w-3xl overflow-x-auto overscroll-x-contain [scrollbar-width:thin] lg:h-full lg:flex-col lg:gap-1 lg:overflow-x-visible lg:overflow-y-auto lg:px-1">
        {navItemsFor(admin).map((item) => {
          const Icon = ICONS[item.icon];
          const active = isActivePath(pathname, item.href);
          return (
            <li key={item.href} className="min-w-fit flex-1 lg:flex-none">
              <Link
                ref={active ? activeRef : undefined}
                href={item.href}
                prefetch={false}
                onPointerEnter={() => router.prefetch(item.href)}
                onTouchStart={() => router.prefetch(item.href)}
                onFocus={() => router.prefetch(item.href)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-16 flex-col items-center justify-center gap-1 px-0.5 text-[0.65625rem] leading-none font-medium whitespace-nowrap focus-visible:-outline-offset-2 lg:px-1.5 lg:text-[0.6875rem]",
                  active ? "text-brand-700" : "text-muted hover:text-ink",
                )}
              >
                <Icon aria-hidden className={cn("size-5", active && "stroke-[2.5]")} />
                <span>{item.label}</span>
                <span
                  aria-hidden
                  className={cn("h-0.5 w-6 rounded-full", active ? "bg-brand-600" : "bg-transparent")}
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

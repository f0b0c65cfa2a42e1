"use client";

import { Brain, Code, HeartHandshake, House, Settings, Smile, Sparkles, Target, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { cn } from "@/components/ui/cn";
import { isActivePath, navItemsFor, type NavIcon } from "./nav-items";

const ICONS: Record<NavIcon, LucideIcon> = {
  home: House,
  mood: Smile,
  checkin: HeartHandshake,
  rituals: Sparkles,
  goals: Target,
  advanced: Brain,
  settings: Settings,
  dev: Code,
};

/**
 * Fixed bottom navigation. Items never shrink below their label, and the bar scrolls sideways when they do not fit
 * (all eight fit from about 390 px; at 320 px the bar scrolls), so no label is ever clipped; the current item is scrolled into view so it is never hidden off-screen.
 */
export function BottomNav({ admin }: { admin: boolean }) {
  const pathname = usePathname();
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
      className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-3xl overflow-x-auto overscroll-x-contain [scrollbar-width:thin]">
        {navItemsFor(admin).map((item) => {
          const Icon = ICONS[item.icon];
          const active = isActivePath(pathname, item.href);
          return (
            <li key={item.href} className="min-w-fit flex-1">
              <Link
                ref={active ? activeRef : undefined}
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-16 flex-col items-center justify-center gap-1 px-1.5 text-[0.6875rem] leading-none font-medium whitespace-nowrap focus-visible:-outline-offset-2",
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

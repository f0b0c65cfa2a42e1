import { Brain } from "@/components/ui/icons/brain";
import { Code } from "@/components/ui/icons/code";
import { HeartHandshake } from "@/components/ui/icons/heart-handshake";
import { House } from "@/components/ui/icons/house";
import { MessageCircleQuestion } from "@/components/ui/icons/message-circle-question";
import { Settings } from "@/components/ui/icons/settings";
import { Smile } from "@/components/ui/icons/smile";
import { Sparkles } from "@/components/ui/icons/sparkles";
import { Target } from "@/components/ui/icons/target";
import { UsersRound } from "@/components/ui/icons/users-round";
import type { ReactNode } from "react";
import { NavLink } from "./nav-link";
import { navItemsFor, type NavIcon } from "./nav-items";

/** The current item's icon is bolder: its link is the `group` with aria-current="page". */
const ICON_CLASS = "size-5 group-aria-[current=page]:stroke-[2.5]";
const ICONS: Record<NavIcon, ReactNode> = {
  home: <House className={ICON_CLASS} />,
  mood: <Smile className={ICON_CLASS} />,
  checkin: <HeartHandshake className={ICON_CLASS} />,
  partner: <UsersRound className={ICON_CLASS} />,
  questions: <MessageCircleQuestion className={ICON_CLASS} />,
  rituals: <Sparkles className={ICON_CLASS} />,
  goals: <Target className={ICON_CLASS} />,
  advanced: <Brain className={ICON_CLASS} />,
  settings: <Settings className={ICON_CLASS} />,
  dev: <Code className={ICON_CLASS} />,
};

/**
 * The main navigation: a bar fixed at the bottom on a phone or tablet, a rail down the left side from 1024 px (issue
 * #32, decision 049), so a laptop gets a layout of its own rather than a stretched phone. One list, restyled by
 * breakpoint: the rail costs no script of its own.
 *
 * On the bar, items never shrink below their label, and it scrolls sideways when they do not fit, so no label is ever
 * clipped; the current item is scrolled into view so it is never hidden off-screen. A member's eight labels measure
 * about 320 px at 10.5 px type, so with 2 px of padding a side (the rest of the width is shared out between items) they
 * fit a 390 px phone; an admin's nine, and anything at 320 px, scroll.
 *
 * Prefetched on intent, not on sight (issue #34): a link in view is prefetched by default, and the bar is always in
 * view, so every page load also fetched the code of the seven other pages (about 217 kB on /dashboard) while the
 * phone was still starting the one it opened. Here a page is prefetched when a finger lands on its item or a pointer
 * or the keyboard reaches it, about 100 ms before the tap completes.
 *
 * A server component (issue #34, decision 066): the list, its labels and icons are drawn here, and only each item's
 * link (nav-link.tsx: which item is current, prefetching on intent) runs in the browser. The current item's bolder
 * stroke follows its aria-current.
 */
export function MainNav({ admin }: { admin: boolean }) {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-100 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:top-0 lg:right-auto lg:w-20 lg:border-t-0 lg:border-r lg:pt-16 lg:pb-4"
    >
      <ul className="mx-auto flex max-w-3xl overflow-x-auto overscroll-x-contain [scrollbar-width:thin] lg:h-full lg:flex-col lg:gap-1 lg:overflow-x-visible lg:overflow-y-auto lg:px-1">
        {navItemsFor(admin).map((item) => (
          <li key={item.href} className="min-w-fit flex-1 lg:flex-none">
            <NavLink href={item.href}>
              {ICONS[item.icon]}
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

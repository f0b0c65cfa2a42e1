import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { Assistant } from "@/components/coach/assistant";
import { ArrowUp } from "@/components/ui/icons/arrow-up";
import { Bell } from "@/components/ui/icons/bell";
import { MessageCircle } from "@/components/ui/icons/message-circle";
import { RefreshCw } from "@/components/ui/icons/refresh-cw";
import { WifiOff } from "@/components/ui/icons/wifi-off";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { OfflineSync } from "@/components/offline/offline-sync";
import { WebVitalsReporter } from "@/components/monitoring/web-vitals-reporter";
import { QuickExit } from "@/components/safety/quick-exit";
import { bellLabel } from "@/lib/domain/notification-text";
import { isAdmin, type SessionUser } from "@/lib/domain/roles";
import { ConnectivityBadge } from "./connectivity-badge";
import { MainNav } from "./main-nav";
import { ScrollToTopButton } from "./scroll-to-top-button";
import { SignOutButton } from "./sign-out-button";

/**
 * The header's client islands get their icons drawn here on the server, as elements, so that no icon code is in the
 * page's JavaScript (issue #34, decision 066).
 */
const BADGE_ICONS = {
  offline: <WifiOff className="size-3.5 shrink-0" />,
  reconnecting: <RefreshCw className="size-3.5 shrink-0 motion-safe:animate-spin" />,
};

/** The footer's links: 24 px tall at least (WCAG 2.2 SC 2.5.8); the 12 px text alone made 16 px targets. */
const LEGAL_LINK = "inline-flex min-h-6 items-center hover:underline";

/**
 * The signed-in frame (spec 1 §2): header with quick exit's bar above its row (decision 075), then the product name,
 * the connectivity badge, scroll-to-top, the coach (unless turned off in Settings), the notification centre and Sign
 * Out; the page; footer with the legal links and /safety; and the main navigation (Dev only for admins): a bottom bar
 * on a phone, a left rail from 1024 px (decision 049).
 *
 * Nothing floats over the page (decision 053): the only fixed or sticky parts are the header and the navigation, and
 * the page keeps clear of both (the footer's bottom padding on a phone, the frame's left padding beside the rail), so
 * every control can be scrolled into a place where nothing covers it. Toasts sit over the header's row, below quick
 * exit's bar (components/shell/toasts.tsx).
 *
 * `width="wide"` is for pages laid out in columns on a laptop (the dashboard and its analytics): they take up to
 * 72rem beside the rail. Forms and settings keep a readable 48rem column at every size.
 */
export function AppShell({
  user,
  width = "narrow",
  children,
}: {
  user: SessionUser;
  width?: "narrow" | "wide";
  children: ReactNode;
}) {
  const column = width === "wide" ? "max-w-3xl lg:max-w-6xl" : "max-w-3xl";
  return (
    // The rail is fixed at the left from lg: the frame's padding keeps header, page and footer clear of it.
    <div className="flex min-h-dvh flex-col lg:pl-20">
      <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/95 backdrop-blur">
        {/* Quick exit first of all, in markup and on screen (decision 075), then the skip link. */}
        <QuickExit column={column} />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-3 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <div className={`mx-auto flex ${column} items-center justify-between gap-2 px-4 py-3`}>
          <div className="flex min-w-0 items-center gap-2">
            <Link href="/dashboard" className="shrink-0 text-lg font-bold text-brand-700">
              Attune
            </Link>
            <ConnectivityBadge icons={BADGE_ICONS} />
          </div>
          {/* Tighter on a phone, where four buttons share 390 px with the name and the badge; the email (from
              640 px) is what gives way when room runs short. */}
          <div className="flex min-w-0 items-center gap-1.5 sm:gap-3">
            <span className="hidden truncate text-sm text-muted sm:inline">{user.email}</span>
            <ScrollToTopButton icon={<ArrowUp className="size-5" />} />
            {user.assistantEnabled ? <Assistant icon={<MessageCircle className="size-5" />} /> : null}
            <NotificationBell icon={<Bell className="size-5" />} label={bellLabel(0)} />
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={`mx-auto w-full ${column} flex-1 px-4 py-6 focus:outline-none`}>
        {children}
      </main>
      {/* Bottom padding keeps the footer clear of the fixed navigation bar (a rail at the side from lg). */}
      <footer className="border-t border-brand-100 pt-4 pb-24 text-center text-xs text-muted lg:pb-6">
        <nav aria-label="Legal">
          <Link href="/terms" className={LEGAL_LINK}>
            Terms &amp; Conditions
          </Link>{" "}
          ·{" "}
          <Link href="/privacy" className={LEGAL_LINK}>
            Privacy Policy
          </Link>{" "}
          · {/* The coach's published safety protocol (decision 035), reachable from every signed-in page. */}
          <Link href="/coach-safety" className={LEGAL_LINK}>
            Coach safety
          </Link>{" "}
          · {/* Staying safe with Attune, quick exit and where to get help (decision 075). */}
          <Link href="/safety" className={LEGAL_LINK}>
            Your safety
          </Link>
        </nav>
        <p className="mt-1">© {new Date().getFullYear()} Attune. All rights reserved.</p>
      </footer>
      {/* Sends what was kept offline when the connection returns, and says so (decision 040). */}
      <OfflineSync userId={user.id} />
      <WebVitalsReporter />
      <MainNav admin={isAdmin(user)} />
    </div>
  );
}

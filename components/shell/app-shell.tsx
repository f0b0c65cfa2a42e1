import Link from "next/link";
import type { ReactNode } from "react";
import { Assistant } from "@/components/coach/assistant";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { OfflineSync } from "@/components/offline/offline-sync";
import { WebVitalsReporter } from "@/components/monitoring/web-vitals-reporter";
import { isAdmin, type SessionUser } from "@/lib/domain/roles";
import { BottomNav } from "./bottom-nav";
import { ConnectivityBadge } from "./connectivity-badge";
import { ScrollToTopButton } from "./scroll-to-top-button";
import { SignOutButton } from "./sign-out-button";

/**
 * The signed-in frame (spec 1 §2): header with the product name, the connectivity badge, the notification centre and
 * Sign Out; the page;
 * footer with the legal links; the scroll-to-top button, the floating assistant (unless turned off in Settings) and
 * the bottom navigation (Dev only for admins).
 */
export function AppShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-3 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-brand-100 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-2 px-4 py-3">
          <div className="flex min-w-0 items-center gap-2">
            <Link href="/dashboard" className="text-lg font-bold text-brand-700">
              Attune
            </Link>
            <ConnectivityBadge />
          </div>
          <div className="flex items-center gap-3">
            <span className="hidden truncate text-sm text-muted sm:inline">{user.email}</span>
            <NotificationBell />
            <SignOutButton />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 focus:outline-none">
        {children}
      </main>
      {/* Bottom padding keeps the footer clear of the fixed navigation bar. */}
      <footer className="border-t border-brand-100 pt-4 pb-24 text-center text-xs text-muted">
        <nav aria-label="Legal">
          <Link href="/terms" className="hover:underline">
            Terms &amp; Conditions
          </Link>{" "}
          ·{" "}
          <Link href="/privacy" className="hover:underline">
            Privacy Policy
          </Link>{" "}
          · {/* The coach's published safety protocol (decision 035), reachable from every signed-in page. */}
          <Link href="/coach-safety" className="hover:underline">
            Coach safety
          </Link>
        </nav>
        <p className="mt-1">© {new Date().getFullYear()} Attune. All rights reserved.</p>
      </footer>
      <ScrollToTopButton />
      {/* Sends what was kept offline when the connection returns, and says so (decision 040). */}
      <OfflineSync userId={user.id} />
      <WebVitalsReporter />
      {user.assistantEnabled ? <Assistant /> : null}
      <BottomNav admin={isAdmin(user)} />
    </div>
  );
}

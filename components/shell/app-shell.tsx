import Link from "next/link";
import type { ReactNode } from "react";
import type { SessionUser } from "@/lib/auth/roles";
import { SignOutButton } from "./sign-out-button";

/** The signed-in frame: header with the product name and Sign Out, footer with the legal links (spec 1 §2). */
export function AppShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3">
          <Link href="/dashboard" className="text-lg font-bold text-brand-700">
            Attune
          </Link>
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-muted sm:inline">{user.email}</span>
            <SignOutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">{children}</main>
      <footer className="border-t border-brand-100 py-4 text-center text-xs text-muted">
        <Link href="/terms" className="hover:underline">
          Terms &amp; Conditions
        </Link>{" "}
        ·{" "}
        <Link href="/privacy" className="hover:underline">
          Privacy Policy
        </Link>
        <p className="mt-1">© {new Date().getFullYear()} Attune. All rights reserved.</p>
      </footer>
    </div>
  );
}

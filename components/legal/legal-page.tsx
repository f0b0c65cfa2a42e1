import { ArrowLeft } from "@/components/ui/icons/arrow-left";
import { X } from "@/components/ui/icons/x";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { AttuneMark } from "@/components/brand/attune-mark";
import { buttonClass } from "@/components/ui/button";
import { LegalBackButton } from "./back-button";

const LEGAL_LINKS = [
  { href: "/terms", label: "Terms & Conditions" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/delete-info", label: "Delete your account" },
  { href: "/safety", label: "Your safety" },
] as const;

/**
 * The frame of the public pages of text (/terms, /privacy, /delete-info, /coach-safety, /safety): back control, title,
 * date, footer links; and, for /safety, quick exit's bar above the header's row (decision 075).
 */
export function LegalPage({
  title,
  updated,
  intro,
  quickExit,
  children,
}: {
  title: string;
  /**
   * Quick exit's bar (components/safety/quick-exit.tsx), first in the header and in Tab order: for a page someone may
   * be reading in secret. Handed in rather than imported here, so the other pages do not load its script.
   */
  quickExit?: ReactNode;
  /** The "Last updated" line, verbatim from the spec (its wording differs between the pages). */
  updated?: { label: string; dateTime: string };
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-10 border-b border-brand-100 bg-white/95 backdrop-blur">
        {quickExit}
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-2.5">
          <LegalBackButton
            backClassName={buttonClass({ variant: "outline", size: "sm", className: "min-h-9" })}
            backIcon={<ArrowLeft aria-hidden className="size-4" />}
            closeClassName={buttonClass({
              variant: "outline",
              size: "sm",
              className: "h-auto min-h-9 py-1.5 text-left",
            })}
            closeIcon={<X aria-hidden className="size-4 shrink-0" />}
          />
          <Link href="/" className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold text-brand-700">
            <AttuneMark size={28} rounded aria-hidden focusable="false" idPrefix="legal-logo" />
            <span className="max-[359px]:sr-only">Attune</span>
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {updated ? (
          <p className="mt-2 text-sm text-muted">
            <time dateTime={updated.dateTime}>{updated.label}</time>
          </p>
        ) : null}
        {intro ? <div className="mt-6 space-y-3 text-base leading-7">{intro}</div> : null}
        <div className="mt-8">{children}</div>
      </main>
      <footer className="border-t border-brand-100 bg-white py-6 text-center text-sm text-muted">
        <nav aria-label="Legal">
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 px-4">
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-3">© {new Date().getFullYear()} Attune. All rights reserved.</p>
      </footer>
    </div>
  );
}

import { WifiOff } from "@/components/ui/icons/wifi-off";
import type { Metadata } from "next";
import { AttuneMark } from "@/components/brand/attune-mark";
import { TryAgainButton } from "./_components/try-again-button";

export const metadata: Metadata = {
  title: "You're offline",
  description: "Attune needs a connection for this page.",
  robots: { index: false },
};

/**
 * What the service worker shows instead of a page it could not fetch (decision 039). Prerendered and public, like
 * /terms, so the worker can precache it at install and serve it with no network; it holds nothing of anyone's.
 * Shown in place of the page asked for, whose address stays in the bar, so Try again reloads that page.
 */
export default function OfflinePage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-brand-100 bg-white/95">
        <div className="mx-auto flex max-w-3xl items-center px-4 py-2.5">
          <p className="flex items-center gap-2 text-lg font-bold text-brand-700">
            <AttuneMark size={28} rounded aria-hidden focusable="false" idPrefix="offline-logo" />
            Attune
          </p>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:py-12">
        <WifiOff aria-hidden className="size-10 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">You&apos;re offline</h1>
        <div className="mt-6 max-w-prose space-y-3 text-base leading-7">
          <p>Attune needs a connection to show this page. Check your Wi-Fi or mobile data, then try again.</p>
          <p>
            Moods and check-ins you save on a page that&apos;s already open are kept on this device and sent as soon as
            the connection returns.
          </p>
        </div>
        <TryAgainButton />
      </main>
      <footer className="border-t border-brand-100 bg-white py-6 text-center text-sm text-muted">
        <p>© {new Date().getFullYear()} Attune. All rights reserved.</p>
      </footer>
    </div>
  );
}

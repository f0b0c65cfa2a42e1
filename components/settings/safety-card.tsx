import { Link } from "@/components/ui/link";
import { QUICK_EXIT_TEXT, quickExitSite } from "@/components/safety/quick-exit";
import { Card, CardTitle } from "@/components/ui/card";
import type { ReactNode } from "react";
import { QUIET_PAUSE_TEXT } from "./quiet-pause-text";

/**
 * Settings → Safety (issue #38, decisions 075 and 079): what quick exit hides and what it does not, the quiet pause
 * and who looked (their parts are given, read by the page), and the way to /safety (which links back here, #safety).
 */
export function SafetyCard({ quietPause, whoLooked }: { quietPause: ReactNode; whoLooked?: ReactNode }) {
  return (
    // scroll-mt keeps the title clear of the header's row when /safety links here (quick exit's bar adds its own).
    <Card id="safety" aria-labelledby="safety-title" className="scroll-mt-20">
      <CardTitle id="safety-title">Safety</CardTitle>
      <h3 className="mt-4 text-sm font-semibold">Quick exit</h3>
      <p className="mt-1 text-sm">
        The red &lsquo;{QUICK_EXIT_TEXT.visible}&rsquo; button at the top of every page, or <kbd>Esc</kbd> pressed
        twice, replaces Attune&rsquo;s page at once with an everyday website ({quickExitSite()}).
      </p>
      <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <p className="font-medium">It hides</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>the page you were on: it leaves the screen, and Back in that tab does not return to it</li>
            <li>anything typed and not saved (a mood log draft stays on this device; what you saved is kept)</li>
          </ul>
        </div>
        <div>
          <p className="font-medium">It does not hide</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>your browser history: Attune stays in it, and Back can reach the Attune pages you opened before</li>
            <li>Attune on this device: you stay signed in</li>
            <li>your other devices, which stay signed in (Sign Out ends every session at once)</li>
            <li>notifications and emails, which keep coming (Notification Preferences, below)</li>
          </ul>
        </div>
      </div>
      <div className="mt-4 border-t border-brand-100 pt-4">
        <h3 id="quiet-pause" className="text-sm font-semibold">
          {QUIET_PAUSE_TEXT.title}
        </h3>
        {/* Read per request inside its own <Suspense> (the page's), so the card itself, and #safety, render at once. */}
        {quietPause}
      </div>
      {whoLooked}
      <p className="mt-4 border-t border-brand-100 pt-4 text-sm">
        <Link href="/safety" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Your safety: signs of monitoring, quick exit and where to get help
        </Link>
      </p>
    </Card>
  );
}

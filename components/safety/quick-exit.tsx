import { buttonClass } from "@/components/ui/button";
import { env } from "@/lib/env";
import { QuickExitLink } from "./quick-exit-link";

/** The button's words: GOV.UK's, tested with survivors of domestic abuse, after a visually hidden "Emergency". */
export const QUICK_EXIT_TEXT = { hidden: "Emergency", visible: "Exit this page" } as const;

/** The host quick exit leaves for, as Settings and /safety name it ("an everyday website (www.bbc.com)"). */
export const quickExitSite = (): string => new URL(env().SAFE_EXIT_URL).hostname;

/**
 * Quick exit (issue #38 item 1, decision 075): a bar at the very top of the page holding one button that replaces the
 * page with a neutral site (SAFE_EXIT_URL) at once; Escape pressed twice does the same (quick-exit-keys.ts). First in
 * the page's markup, so it is the first thing Tab reaches; inside the sticky header (or sticky itself, `standalone`),
 * so it stays on screen however far the page scrolls; and toasts start below it (globals.css, toasts.tsx), so nothing
 * ever covers it. The destination is read here, on the server, and reaches the browser as the link's address: no
 * server configuration is sent anywhere else, and without script the link still leaves (as a plain navigation).
 *
 * In the signed-in shell (components/shell/app-shell.tsx), on /onboarding and on /safety (prerendered: it takes the
 * address the build saw).
 */
export function QuickExit({ column = "max-w-3xl", standalone = false }: { column?: string; standalone?: boolean }) {
  return (
    <div
      data-quick-exit=""
      className={
        standalone
          ? "sticky top-0 z-30 h-(--quick-exit-bar) border-b border-brand-100 bg-white/95 backdrop-blur"
          : "h-(--quick-exit-bar)"
      }
    >
      <div className={`mx-auto flex h-full ${column} items-center justify-end px-4`}>
        <QuickExitLink
          href={env().SAFE_EXIT_URL}
          className={buttonClass({
            variant: "destructive",
            size: "sm",
            className: "bg-red-700 text-sm hover:bg-red-800 data-armed:ring-4 data-armed:ring-red-300",
          })}
        >
          <span className="sr-only">{QUICK_EXIT_TEXT.hidden} </span>
          {QUICK_EXIT_TEXT.visible}
        </QuickExitLink>
      </div>
    </div>
  );
}

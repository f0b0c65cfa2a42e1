import type { Metadata } from "next";
import { AuthScreen } from "@/components/shell/auth-layout";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Not found" };

/**
 * Only notFound() from a real page lands here (e.g. a dev-mailbox message that does not exist): unknown paths are
 * redirected to /onboarding by app/[...unknown]/page.tsx (decision 014). Static on purpose (it ships with every
 * route): a plain link rather than next/link, whose 3.4 kB gzip would otherwise be in every route's first load, and a
 * second time in each page that uses it too (issue #34, decision 066). Going home from here loads the page afresh.
 */
export default function NotFound() {
  return (
    <AuthScreen title="Not found" subtitle="What you were looking for does not exist, or it has been removed.">
      <div className="flex flex-wrap gap-2">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link on purpose: see above. */}
        <a href="/" className={buttonClass({})}>
          Go Home
        </a>
      </div>
    </AuthScreen>
  );
}

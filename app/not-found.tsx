import type { Metadata } from "next";
import Link from "next/link";
import { AuthScreen } from "@/components/shell/auth-layout";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Not found" };

/**
 * Only notFound() from a real page lands here (e.g. a dev-mailbox message that does not exist): unknown paths are
 * redirected to /onboarding by app/[...unknown]/page.tsx (decision 014). Static on purpose (it ships with every
 * route).
 */
export default function NotFound() {
  return (
    <AuthScreen title="Not found" subtitle="What you were looking for does not exist, or it has been removed.">
      <div className="flex flex-wrap gap-2">
        {/* Not Button asChild: Radix's Slot is a client component, and this boundary ships with every page. */}
        <Link href="/" className={buttonClass({})}>
          Go Home
        </Link>
      </div>
    </AuthScreen>
  );
}

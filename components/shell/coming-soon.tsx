import Link from "next/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/**
 * The page of a feature that a later issue builds: its title, what it will do, and a plain statement that it is not
 * available yet. Nothing on it pretends to work.
 */
export function ComingSoon({
  title,
  purpose,
  headingLevel = 1,
  children,
}: {
  title: string;
  purpose: string;
  /** 2 when the page already has its own h1 (e.g. inside a tab). */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div>
      <Heading className={headingLevel === 1 ? "text-2xl font-semibold" : "text-xl font-semibold"}>{title}</Heading>
      <p className="mt-1 text-sm text-muted">{purpose}</p>
      <Card className="mt-6">
        <p className="font-medium">This feature is not available yet.</p>
        <p className="mt-1 text-sm text-muted">It is coming in a later update.</p>
        {children}
        <p className="mt-4 text-sm">
          <Link href="/dashboard" className="font-semibold text-brand-700 hover:underline">
            Back to Home
          </Link>
        </p>
      </Card>
    </div>
  );
}

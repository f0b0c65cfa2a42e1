import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { ArrowLeft } from "@/components/ui/icons/arrow-left";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

/** The frame every funnel step shares: brand, optional Back button, and a log-in link for people with an account. */
export function StepLayout({
  onBack,
  showLogin = true,
  wide = false,
  children,
}: {
  onBack?: () => void;
  showLogin?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn("mx-auto w-full px-4 pt-4 pb-16 sm:px-6", wide ? "max-w-5xl" : "max-w-xl")}>
      <header className="flex h-12 items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          {onBack ? (
            <Button type="button" variant="ghost" size="sm" onClick={onBack} className="-ml-2">
              <ArrowLeft aria-hidden className="size-4" /> Back
            </Button>
          ) : null}
          <p className="text-xl font-bold tracking-tight text-brand-700">Attune</p>
        </div>
        {showLogin ? (
          <Link href="/auth" className="text-sm font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        ) : null}
      </header>
      <main className="mt-6">{children}</main>
    </div>
  );
}

/**
 * The step's title; `hero` for the landing's larger one. Focusable so that a step change can move focus here for
 * screen-reader users.
 */
export function StepHeading({
  children,
  className,
  hero = false,
}: {
  children: ReactNode;
  className?: string;
  hero?: boolean;
}) {
  return (
    <h1
      tabIndex={-1}
      data-step-heading
      className={cn(
        "text-3xl font-bold tracking-tight text-balance outline-none",
        hero ? "sm:text-5xl" : "sm:text-4xl",
        className,
      )}
    >
      {children}
    </h1>
  );
}

export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{children}</p>;
}

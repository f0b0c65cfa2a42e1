"use client";

import { TriangleAlert } from "@/components/ui/icons/triangle-alert";
import { Link } from "@/components/ui/link";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { isAuthInitFailure, isExtensionError, nextRetryStep } from "./error-kinds";
import { useErrorId } from "./use-error-id";

/**
 * Retries of the same page survive the error screen being re-mounted after a failed retry; a reload (the last
 * step) starts again from zero, as it should.
 */
const retriesByPath = new Map<string, number>();

function useRetry(retry: () => void) {
  return () => {
    const path = window.location.pathname;
    const attempts = retriesByPath.get(path) ?? 0;
    if (nextRetryStep(attempts) === "reload") {
      window.location.reload();
      return;
    }
    retriesByPath.set(path, attempts + 1);
    retry();
  };
}

function ScreenFrame({ children }: { children: React.ReactNode }) {
  return <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-4 py-10">{children}</main>;
}

/** Spec 1 §2: "Authentication Error" with Retry and Go to Onboarding (the session could not be read). */
function AuthErrorScreen({ retry }: { retry: () => void }) {
  const onRetry = useRetry(retry);
  return (
    <ScreenFrame>
      <Card role="alert" aria-labelledby="auth-error-title">
        <h1 id="auth-error-title" className="text-xl font-semibold">
          Authentication Error
        </h1>
        <p className="mt-2 text-sm text-muted">
          We could not check your sign-in right now. This is usually temporary, so please try again.
        </p>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button type="button" onClick={onRetry}>
            Retry
          </Button>
          <Button asChild variant="outline">
            <Link href="/onboarding">Go to Onboarding</Link>
          </Button>
        </div>
      </Card>
    </ScreenFrame>
  );
}

/**
 * Render errors (spec 1 §2): the "Something went wrong" card with its Error ID and Refresh Page, plus the generic
 * screen's Retry (three times, then a reload) and its browser-extension message (decision 016).
 */
function RenderErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  const extension = isExtensionError(error);
  const errorId = useErrorId(error, extension ? "extension" : "render");
  const onRetry = useRetry(retry);

  useEffect(() => {
    if (extension) {
      toast.warning("Extension Interference Detected", {
        description: "A browser extension may be interfering with this page.",
      });
    }
  }, [extension]);

  return (
    <ScreenFrame>
      <Card role="alert" aria-labelledby="error-title">
        <div className="flex items-start gap-3">
          <TriangleAlert aria-hidden className="mt-0.5 size-6 shrink-0 text-danger" />
          <div className="min-w-0">
            <h1 id="error-title" className="text-xl font-semibold">
              {extension ? "Extension Interference Detected" : "Something went wrong"}
            </h1>
            <p className="mt-2 text-sm text-muted">
              {extension
                ? "A browser extension seems to be interfering with Attune. Try turning off extensions for this site, or open it in a private window, then refresh the page."
                : "An unexpected error stopped this page from loading. Please try again."}
            </p>
            <p className="mt-3 text-sm">
              Error ID: <code className="rounded bg-brand-50 px-1.5 py-0.5 break-all select-all">{errorId}</code>
            </p>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button type="button" onClick={onRetry}>
            Retry
          </Button>
          <Button type="button" variant="outline" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </div>
      </Card>
    </ScreenFrame>
  );
}

/** The one boundary screen: session-read failures get the Authentication Error screen, everything else the card. */
export function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  if (isAuthInitFailure(error)) return <AuthErrorScreen retry={retry} />;
  return <RenderErrorScreen error={error} retry={retry} />;
}

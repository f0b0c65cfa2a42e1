"use client";

import { ErrorScreen } from "@/components/shell/error-screens";

/** Render errors anywhere below the root layout (spec 1 §2 "Generic error screens"; decision 016). */
export default function ErrorBoundary({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} />;
}

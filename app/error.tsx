"use client";

import { clientOnly } from "@/components/ui/lazy";

/*
 * The root error boundary ships with every page, so the screens it shows (cards, buttons, icons, the extension
 * toast) are fetched when an error happens instead of with every first load (issue #20). Should that fetch fail as
 * well, the error rises to app/global-error.tsx, which needs nothing more (clientOnly throws a failed load where it
 * renders, as React.lazy does).
 */
const ErrorScreen = clientOnly(() => import("@/components/shell/error-screens").then((m) => m.ErrorScreen));

/** Render errors anywhere below the root layout (spec 1 §2 "Generic error screens"; decision 016). */
export default function ErrorBoundary({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} />;
}

"use client";

import "./globals.css";
import { useErrorId } from "@/components/shell/use-error-id";
import { inter } from "./fonts";

/** The root layout itself failed (spec 1 §2): a bare document, since nothing of the layout can be trusted. */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  const errorId = useErrorId(error, "global");
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        <title>App Error · Attune</title>
        <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-3 px-4 text-center">
          <h1 className="text-2xl font-semibold">App Error</h1>
          <p>Something went wrong. Please refresh the page.</p>
          <p className="text-sm text-muted">
            Error ID: <code>{errorId}</code>
          </p>
          <div>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="h-10 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Refresh Page
            </button>
          </div>
        </main>
      </body>
    </html>
  );
}

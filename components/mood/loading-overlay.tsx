import type { ReactNode } from "react";

/**
 * A full-screen "please wait" layer over the form while it saves; the message is announced as it changes. `icon` is
 * the spinner, drawn by the page on the server (MOOD_FORM_ICONS), so no icon code is in the page's JavaScript.
 */
export function LoadingOverlay({ open, message, icon }: { open: boolean; message: string; icon: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="contents">
      {open ? (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 backdrop-blur-sm">
          <div className="flex items-center gap-3 rounded-2xl border border-brand-100 bg-white px-6 py-4 shadow-lg">
            {icon}
            <p className="text-sm font-medium">{message}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

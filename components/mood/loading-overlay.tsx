import { LoaderCircle } from "@/components/ui/icons/loader-circle";

/** A full-screen "please wait" layer over the form while it saves; the message is announced as it changes. */
export function LoadingOverlay({ open, message }: { open: boolean; message: string }) {
  return (
    <div role="status" aria-live="polite" className="contents">
      {open ? (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 backdrop-blur-sm">
          <div className="flex items-center gap-3 rounded-2xl border border-brand-100 bg-white px-6 py-4 shadow-lg">
            <LoaderCircle aria-hidden className="size-5 text-brand-600 motion-safe:animate-spin" />
            <p className="text-sm font-medium">{message}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

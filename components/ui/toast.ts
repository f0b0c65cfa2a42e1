import type { toast as SonnerToast } from "sonner";

/**
 * The app's toasts: sonner's `toast`, fetched on first use rather than with every page (issue #34, decision 059).
 * sonner is one module of about 10 kB gzip; a static `import { toast } from "sonner"` anywhere in a page put all of
 * it, the Toaster too, in that page's first load, although the root layout already fetches the Toaster after
 * hydration (components/shell/toasts.tsx). Both now share the one lazily loaded chunk, and a toast raised before the
 * Toaster subscribes is replayed by sonner.
 *
 * Same calls as sonner's (`toast(…)`, `toast.success(…)`, `toast.error(…)`, `toast.dismiss(id)`, …) but they return
 * nothing: a caller that must address a toast later passes its own `id`. A load the network drops is tried again on
 * the next toast.
 */
type Toast = typeof SonnerToast;
type Sonner = typeof import("sonner");

let loading: Promise<Sonner> | undefined;

/**
 * The one place sonner is fetched, for these calls and for the toast region (components/shell/toasts.tsx), so once
 * the region has arrived a toast needs no fetch of its own and one raised offline ("Saved offline") still shows. Two
 * separate `import("sonner")` sites could each ask the network for their own chunk.
 */
export function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const sonner = (): Promise<Toast> => loadSonner().then((module) => module.toast);

function call<K extends keyof Toast>(method: K) {
  return (...args: Toast[K] extends (...a: infer A) => unknown ? A : never): void => {
    void sonner().then(
      (t) => (t[method] as (...a: unknown[]) => unknown)(...args),
      () => undefined,
    );
  };
}

export const toast = Object.assign(
  (...args: Parameters<Toast>): void => {
    void sonner().then(
      (t) => t(...args),
      () => undefined,
    );
  },
  {
    success: call("success"),
    error: call("error"),
    warning: call("warning"),
    info: call("info"),
    message: call("message"),
    custom: call("custom"),
    dismiss: call("dismiss"),
  },
);

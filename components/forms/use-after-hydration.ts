"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A module a form needs only to check what is typed (a schema, libphonenumber's metadata), fetched once the page has
 * hydrated rather than with it (issue #34, decision 066): `loaded` is null until it arrives, and `get()` resolves it
 * (or null when it cannot be fetched, offline; the next call tries again) for a submit made before then. The form
 * then lets the server's own parse answer, as useFieldValidation does.
 */
export function useAfterHydration<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const pending = useRef<Promise<T | null> | null>(null);
  const get = useCallback((): Promise<T | null> => {
    pending.current ??= load().then(
      (module) => {
        setLoaded(() => module);
        return module;
      },
      () => {
        pending.current = null;
        return null;
      },
    );
    return pending.current;
  }, [load]);
  useEffect(() => {
    void get();
  }, [get]);
  return { loaded, get };
}

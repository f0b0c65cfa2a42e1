"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import {
  errorShown,
  forgotten,
  initialFieldValidation,
  localErrors,
  submitted,
  touched,
  withServerErrors,
} from "./field-validation";

/**
 * Per-field validation while typing and on submit (spec 1 §5): a field shows its error once it has been touched or
 * a submit was attempted; server field errors replace local ones until the field changes again. The rules are in
 * field-validation.ts.
 *
 * `rules` is the form's schema, or a loader of it (`() => import(...).then((m) => m.schema)`): zod is about 31 kB
 * gzip, so the sign-in and password-reset screens fetch their schema once the page has hydrated rather than with it
 * (issue #34, decision 066). Until it arrives `valid` is undefined and no field shows a local error (nobody has typed
 * yet); `check()` awaits it on submit. If it cannot be fetched (offline), `check()` lets the submit through: the
 * server action parses the same schema and its field errors are shown.
 */
export function useFieldValidation<S extends z.ZodObject>(
  rules: S | (() => Promise<S>),
  values: Record<keyof z.input<S>, unknown>,
) {
  const [state, setState] = useState(initialFieldValidation);
  const [loaded, setLoaded] = useState<S | null>(null);
  const schema = typeof rules === "function" ? loaded : rules;
  const loading = useRef<Promise<S | null> | null>(null);

  const load = useCallback((): Promise<S | null> => {
    if (typeof rules !== "function") return Promise.resolve(rules);
    loading.current ??= rules().then(
      (next) => {
        setLoaded(next);
        return next;
      },
      () => {
        // Tried again on the next submit.
        loading.current = null;
        return null;
      },
    );
    return loading.current;
  }, [rules]);

  useEffect(() => {
    void load();
  }, [load]);

  const result = schema?.safeParse(values);
  const errors = result ? localErrors(result) : {};

  return {
    /** Whether the values pass the rules; undefined while the rules are still loading. */
    valid: result?.success,
    parsed: result?.success ? (result.data as z.output<S>) : undefined,
    /** On submit: whether the values pass, once the rules are here; true if they cannot be fetched (see above). */
    check: async (): Promise<boolean> => {
      const rulesNow = await load();
      return rulesNow ? rulesNow.safeParse(values).success : true;
    },
    errorFor: (field: keyof z.input<S> & string): string | undefined => errorShown(state, errors, field),
    touch: (field: string) => setState((prev) => touched(prev, field)),
    markSubmitted: () => setState(submitted),
    /** Fields the form emptied itself (a refused password) go back to untouched: no error under an empty box. */
    forget: (...fields: string[]) => setState((prev) => forgotten(prev, fields)),
    setServerErrors: (errors: Record<string, string[] | undefined>) =>
      setState((prev) => withServerErrors(prev, errors)),
  };
}

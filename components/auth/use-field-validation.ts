"use client";

import { useState } from "react";
import type { z } from "zod";

/**
 * Per-field validation while typing and on submit (spec 1 §5): a field shows its error once it has been touched or
 * a submit was attempted; server field errors replace local ones until the field changes again.
 */
export function useFieldValidation<S extends z.ZodObject>(schema: S, values: Record<keyof z.input<S>, unknown>) {
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[] | undefined>>({});

  const result = schema.safeParse(values);
  const localErrors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      localErrors[key] ??= issue.message;
    }
  }

  const errorFor = (field: keyof z.input<S> & string): string | undefined => {
    const server = serverErrors[field]?.[0];
    if (server) return server;
    return submitted || touched.has(field) ? localErrors[field] : undefined;
  };

  return {
    valid: result.success,
    parsed: result.success ? (result.data as z.output<S>) : undefined,
    errorFor,
    touch: (field: string) => {
      setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
      setServerErrors((prev) => ({ ...prev, [field]: undefined }));
    },
    markSubmitted: () => setSubmitted(true),
    setServerErrors,
  };
}

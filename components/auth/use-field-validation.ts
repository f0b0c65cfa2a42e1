"use client";

import { useState } from "react";
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
 */
export function useFieldValidation<S extends z.ZodObject>(schema: S, values: Record<keyof z.input<S>, unknown>) {
  const [state, setState] = useState(initialFieldValidation);

  const result = schema.safeParse(values);
  const errors = localErrors(result);

  return {
    valid: result.success,
    parsed: result.success ? (result.data as z.output<S>) : undefined,
    errorFor: (field: keyof z.input<S> & string): string | undefined => errorShown(state, errors, field),
    touch: (field: string) => setState((prev) => touched(prev, field)),
    markSubmitted: () => setState(submitted),
    /** Fields the form emptied itself (a refused password) go back to untouched: no error under an empty box. */
    forget: (...fields: string[]) => setState((prev) => forgotten(prev, fields)),
    setServerErrors: (errors: Record<string, string[] | undefined>) =>
      setState((prev) => withServerErrors(prev, errors)),
  };
}

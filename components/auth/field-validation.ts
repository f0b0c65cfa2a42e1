import type { z } from "zod";

/**
 * When a form shows a field's error (spec 1 §5), as plain state and transitions so the rules can be tested without a
 * browser: a field's own error shows once it has been touched or a submit was attempted; a server error replaces it
 * until the field changes again. `useFieldValidation` holds this state for the forms.
 */
export interface FieldValidationState {
  touched: ReadonlySet<string>;
  submitted: boolean;
  serverErrors: Readonly<Record<string, readonly string[] | undefined>>;
}

export const initialFieldValidation: FieldValidationState = { touched: new Set(), submitted: false, serverErrors: {} };

/** The first message per field of a form schema's parse. */
export function localErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  return errors;
}

export function errorShown(
  state: FieldValidationState,
  errors: Record<string, string>,
  field: string,
): string | undefined {
  const server = state.serverErrors[field]?.[0];
  if (server) return server;
  return state.submitted || state.touched.has(field) ? errors[field] : undefined;
}

export function touched(state: FieldValidationState, field: string): FieldValidationState {
  const serverErrors = { ...state.serverErrors, [field]: undefined };
  return {
    ...state,
    touched: state.touched.has(field) ? state.touched : new Set(state.touched).add(field),
    serverErrors,
  };
}

export function submitted(state: FieldValidationState): FieldValidationState {
  return state.submitted ? state : { ...state, submitted: true };
}

/**
 * Back to "not yet touched" for fields the form itself emptied, and to "not submitted", so that an empty box the
 * person did not empty carries no error. After a refused sign-in the password box is cleared on purpose; calling the
 * empty box an error ("Password is required", or worse a length rule) would blame them for the form's own act. Any
 * other field was valid (the submit went through), so forgetting the attempt hides nothing.
 */
export function forgotten(state: FieldValidationState, fields: readonly string[]): FieldValidationState {
  const remaining = new Set([...state.touched].filter((field) => !fields.includes(field)));
  const serverErrors = { ...state.serverErrors };
  for (const field of fields) serverErrors[field] = undefined;
  return { touched: remaining, submitted: false, serverErrors };
}

export function withServerErrors(
  state: FieldValidationState,
  errors: Record<string, string[] | undefined>,
): FieldValidationState {
  return { ...state, serverErrors: errors };
}

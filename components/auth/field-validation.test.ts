import { describe, expect, test } from "vitest";
import { signInSchema } from "@/lib/validation/credentials";
import {
  errorShown,
  forgotten,
  initialFieldValidation,
  localErrors,
  submitted,
  touched,
  withServerErrors,
  type FieldValidationState,
} from "./field-validation";

/** What the sign-in form shows under each box for these values in this state. */
const shown = (state: FieldValidationState, values: { email: string; password: string }) => {
  const errors = localErrors(signInSchema.safeParse(values));
  return { email: errorShown(state, errors, "email"), password: errorShown(state, errors, "password") };
};

const typed = { email: "morgan@example.com", password: "not-my-password" };

describe("the sign-in form's field errors (issue #33)", () => {
  test("a refused sign-in keeps the email, empties the password and shows nothing under either box", () => {
    // The person typed both and submitted; the server said no; the form cleared the password and forgot it.
    const afterSubmit = submitted(touched(touched(initialFieldValidation, "email"), "password"));
    expect(shown(afterSubmit, typed)).toEqual({ email: undefined, password: undefined });
    const refused = forgotten(afterSubmit, ["password"]);
    expect(shown(refused, { ...typed, password: "" })).toEqual({ email: undefined, password: undefined });
    // Not forgotten, the emptied box would carry an error (before issue #33: "Password must be at least 6 characters").
    expect(shown(afterSubmit, { ...typed, password: "" }).password).toBe("Password is required");
  });

  test("after the refusal the rules come back as the person acts: typing, clearing, submitting", () => {
    const refused = forgotten(submitted(touched(initialFieldValidation, "password")), ["password"]);
    const typing = touched(refused, "password");
    expect(shown(typing, { ...typed, password: "a" }).password).toBeUndefined(); // no length rule, ever
    expect(shown(typing, { ...typed, password: "" }).password).toBe("Password is required");
    expect(shown(submitted(refused), { ...typed, password: "" }).password).toBe("Password is required");
  });

  test("a server field error shows until that field changes; forgetting a field drops its server error too", () => {
    const state = withServerErrors(submitted(initialFieldValidation), {
      email: ["Please enter a valid email address"],
    });
    expect(shown(state, typed).email).toBe("Please enter a valid email address");
    expect(shown(touched(state, "email"), typed).email).toBeUndefined();
    const both = withServerErrors(state, { email: ["e"], password: ["p"] });
    expect(shown(forgotten(both, ["password"]), { ...typed, password: "" })).toEqual({
      email: "e",
      password: undefined,
    });
  });

  test("untouched fields show nothing until a submit is attempted", () => {
    const empty = { email: "", password: "" };
    expect(shown(initialFieldValidation, empty)).toEqual({ email: undefined, password: undefined });
    expect(shown(submitted(initialFieldValidation), empty)).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
  });
});

import { expect, test } from "vitest";
import { adoptPrehydrationValues } from "./prehydration-values";

test("text the browser holds reaches the setters; empty or missing fields change nothing; the form is marked", () => {
  const fields: Record<string, { value: string }> = { "#fullName": { value: "Ann Lee" }, "#email": { value: "" } };
  const form = { dataset: {} as DOMStringMap, querySelector: (selector: string) => fields[selector] ?? null };
  const state: Record<string, string> = {};
  adoptPrehydrationValues(form, {
    fullName: (value) => (state.fullName = value),
    email: (value) => (state.email = value),
    password: (value) => (state.password = value),
  });
  expect(state).toEqual({ fullName: "Ann Lee" });
  expect(form.dataset.hydrated).toBe("true");
});

test("no form, nothing to do", () => {
  expect(() => adoptPrehydrationValues(null, { fullName: () => undefined })).not.toThrow();
});

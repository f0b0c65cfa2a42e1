import { describe, expect, test } from "vitest";
import { z } from "zod";
import { DELETE_ACCOUNT_PHRASE, accountMessages, deleteAccountSchema, matchesDeletePhrase } from "./account";

describe("matchesDeletePhrase", () => {
  test.each([
    ["DELETE MY ACCOUNT", true],
    ["  DELETE MY ACCOUNT  ", true],
    ["\tDELETE MY ACCOUNT\n", true],
    ["delete my account", false],
    ["Delete My Account", false],
    ["DELETE  MY ACCOUNT", false],
    ["DELETE MY ACCOUN", false],
    ["DELETE MY ACCOUNTS", false],
    ["DELETE", false],
    ["", false],
  ])("%j → %s", (value, expected) => {
    expect(matchesDeletePhrase(value)).toBe(expected);
  });
});

describe("deleteAccountSchema", () => {
  test("accepts the phrase, surrounded by whitespace or not", () => {
    expect(deleteAccountSchema.parse({ confirmation: "DELETE MY ACCOUNT" })).toEqual({
      confirmation: "DELETE MY ACCOUNT",
    });
    expect(deleteAccountSchema.safeParse({ confirmation: " DELETE MY ACCOUNT " }).success).toBe(true);
  });

  test.each([
    [{ confirmation: "delete my account" }],
    [{ confirmation: "" }],
    [{ confirmation: 42 }],
    [{}],
    [{ confirmation: `${" ".repeat(190)}DELETE MY ACCOUNT` }],
  ])("refuses %j with the field error on confirmation", (input) => {
    const result = deleteAccountSchema.safeParse(input);
    expect(result.success).toBe(false);
    const fieldErrors = z.flattenError(result.error!).fieldErrors as Record<string, string[]>;
    expect(fieldErrors.confirmation).toEqual([accountMessages.deletePhrase]);
  });

  test("the length bound sits at 200 characters", () => {
    const padded = (length: number) => `${" ".repeat(length - DELETE_ACCOUNT_PHRASE.length)}${DELETE_ACCOUNT_PHRASE}`;
    expect(deleteAccountSchema.safeParse({ confirmation: padded(200) }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ confirmation: padded(201) }).success).toBe(false);
  });

  test("refuses a non-object input", () => {
    expect(deleteAccountSchema.safeParse("DELETE MY ACCOUNT").success).toBe(false);
    expect(deleteAccountSchema.safeParse(undefined).success).toBe(false);
  });
});

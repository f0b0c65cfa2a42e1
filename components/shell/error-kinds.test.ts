import { describe, expect, test } from "vitest";
import {
  AUTH_INIT_DIGEST_PREFIX,
  ERROR_RETRY_LIMIT,
  errorIdFor,
  isAuthInitFailure,
  isExtensionError,
  nextRetryStep,
  retriesExhaustedToast,
  retriesLeft,
} from "./error-kinds";

describe("retry rule", () => {
  test("the limit is 3", () => {
    expect(ERROR_RETRY_LIMIT).toBe(3);
  });
  test.each([
    [0, "retry", 3],
    [1, "retry", 2],
    [2, "retry", 1],
    [3, "reload", 0],
    [4, "reload", 0],
  ])("after %i retries, Retry does %s (%i left)", (attempts, step, left) => {
    expect(nextRetryStep(attempts)).toBe(step);
    expect(retriesLeft(attempts)).toBe(left);
  });
});

describe("isExtensionError", () => {
  test.each([
    [{ stack: "TypeError: x\n    at chrome-extension://abcdef/content.js:1:2" }, true],
    [{ stack: "at moz-extension://1234/inject.js:3:4" }, true],
    [{ message: "Script error at safari-web-extension://id/x.js" }, true],
    [new Error("plain failure"), false],
    [{ stack: "at https://attune.example/_next/static/chunks/app.js:1:2" }, false],
    [null, false],
    ["chrome-extension://as a string is not an Error", false],
  ])("%j → %s", (error, expected) => {
    expect(isExtensionError(error)).toBe(expected);
  });
});

describe("isAuthInitFailure", () => {
  test.each([
    [{ digest: `${AUTH_INIT_DIGEST_PREFIX}abc123` }, true],
    [{ digest: "123456789" }, false],
    [{}, false],
    [new Error("x"), false],
    [undefined, false],
  ])("%j → %s", (error, expected) => {
    expect(isAuthInitFailure(error)).toBe(expected);
  });
});

describe("errorIdFor", () => {
  test("uses the server digest when there is one", () => {
    expect(errorIdFor({ digest: "2458191" }, () => "ffff")).toEqual({ id: "2458191", fromServer: true });
  });
  test("otherwise makes a client id", () => {
    expect(errorIdFor(new Error("x"), () => "0a1b2c3d4e")).toEqual({ id: "c-0a1b2c3d4e", fromServer: false });
    expect(errorIdFor({ digest: "" }, () => "0a1b2c3d4e").fromServer).toBe(false);
  });
});

describe("a read retried in place (spec 1 §8, spec 2 §8)", () => {
  test("no toast for the first two failed retries; the third and later say 'Maximum retries exceeded'", () => {
    expect([0, 1, 2].map((failed) => retriesExhaustedToast(failed))).toEqual([null, null, null]);
    for (const failed of [3, 4]) {
      expect(retriesExhaustedToast(failed)).toEqual({
        title: "Maximum retries exceeded",
        description: "Please refresh the page and try again",
      });
    }
  });
});

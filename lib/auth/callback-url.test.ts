import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { cleanCallbackCookie, cleanCallbackForm, cleanCallbackQuery, usableCallbackUrl } from "./callback-url";

const BASE = "https://attune.example";

describe("usableCallbackUrl", () => {
  test("http(s), absolute or relative, is usable; what does not parse or is another scheme is not", () => {
    for (const value of ["/dashboard", "https://attune.example/x", "https://elsewhere.example/", "?a=1"])
      expect(usableCallbackUrl(value, BASE), value).toBe(true);
    for (const value of ["http://[", "javascript:alert(1)", "data:text/html,x", "http://%zz", "%", "//%ff"])
      expect(usableCallbackUrl(value, BASE), value).toBe(false);
  });
});

describe("cleaning a request for Auth.js", () => {
  test("the query keeps a usable callbackUrl and its other parameters, and loses an unusable one", () => {
    expect(cleanCallbackQuery("?callbackUrl=%2Fdashboard&x=1", BASE)).toBe("?callbackUrl=%2Fdashboard&x=1");
    expect(cleanCallbackQuery("?callbackUrl=http%3A%2F%2F%5B&x=1", BASE)).toBe("?x=1");
    expect(cleanCallbackQuery("?callbackUrl=javascript:alert(1)", BASE)).toBe("");
    expect(cleanCallbackQuery("", BASE)).toBe("");
  });

  test("the cookie header loses a callback-url cookie Auth.js could not decode or parse, and nothing else", () => {
    expect(cleanCallbackCookie("a=1; authjs.callback-url=%E0%A4%A; b=2", BASE)).toBe("a=1; b=2");
    expect(cleanCallbackCookie("__Secure-authjs.callback-url=http%3A%2F%2F%5B", BASE)).toBeNull();
    expect(cleanCallbackCookie("authjs.callback-url=https%3A%2F%2Fattune.example%2F", BASE)).toBe(
      "authjs.callback-url=https%3A%2F%2Fattune.example%2F",
    );
    expect(cleanCallbackCookie(null, BASE)).toBeNull();
  });

  test("a form body loses an unusable callbackUrl; other bodies pass untouched", () => {
    const form = new TextEncoder().encode("csrfToken=abc&callbackUrl=javascript%3Ax").buffer as ArrayBuffer;
    const cleaned = cleanCallbackForm(form, "application/x-www-form-urlencoded", BASE);
    expect(new TextDecoder().decode(cleaned)).toBe("csrfToken=abc");
    const json = new TextEncoder().encode('{"callbackUrl":"javascript:x"}').buffer as ArrayBuffer;
    expect(cleanCallbackForm(json, "application/json", BASE)).toBe(json);
  });

  test("whatever the callbackUrl, what is left is usable or absent (property)", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const query = cleanCallbackQuery(`?${new URLSearchParams({ callbackUrl: value })}`, BASE);
        const left = new URLSearchParams(query).get("callbackUrl");
        return left === null || usableCallbackUrl(left, BASE);
      }),
    );
  });
});

import { expect, test } from "vitest";
import { handlers } from "@/lib/auth/next-auth";

/**
 * Issue #30: Auth.js answered 500 to an anonymous request whose callbackUrl (query) or callback-url cookie did not
 * parse. Now every one of its GET endpoints answers as it would without the bad value.
 */
const BAD_QUERIES = [
  "?callbackUrl=http://[",
  "?callbackUrl=%",
  "?callbackUrl=//%ff",
  "?callbackUrl=javascript:alert(1)",
];
const BAD_COOKIES = ["authjs.callback-url=http://[", "authjs.callback-url=%E0%A4%A"];
const PATHS = ["/api/auth/session", "/api/auth/providers", "/api/auth/csrf", "/api/auth/signin", "/api/auth/signout"];

test("a callback URL Auth.js cannot parse, in the query or the cookie, is never a 500", async () => {
  const cases = [
    ...BAD_QUERIES.map((query) => ({ query, cookie: "" })),
    ...BAD_COOKIES.map((cookie) => ({ query: "", cookie })),
  ];
  for (const path of PATHS) {
    const plain = (await handlers.GET(new Request(`http://attune.test${path}`))).status;
    for (const { query, cookie } of cases) {
      const request = new Request(`http://attune.test${path}${query}`, { headers: cookie ? { cookie } : {} });
      expect((await handlers.GET(request)).status, `${path}${query} ${cookie}`).toBe(plain);
    }
  }
});

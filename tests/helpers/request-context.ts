/**
 * Server actions and pages read the session through next/headers; in Vitest there is no request, so a test file
 * routes next/headers here and says who is asking:
 *
 *   vi.mock("next/headers", async () => (await import("../helpers/request-context")).nextHeadersMock());
 *   await actAs(userId);   // or actAs(null) for an anonymous caller
 *
 * The cookie is minted like Auth.js's (sessionCookieFor), so the real guard (readSessionUser) runs: session
 * version, deleted users and revoked sessions all behave as in production.
 */
const state = { headers: new Headers() };

export async function actAs(userId: string | null): Promise<void> {
  // Imported lazily: couples.ts reaches next/headers itself, and the mock factory must not wait on its own module.
  const { sessionCookieFor } = await import("./couples");
  state.headers = new Headers(userId ? { cookie: await sessionCookieFor(userId) } : {});
}

/** A caller holding a specific (possibly stale) cookie header. */
export function actWithCookie(cookie: string): void {
  state.headers = new Headers({ cookie });
}

export function nextHeadersMock() {
  return {
    headers: async () => state.headers,
    cookies: async () => {
      const jar = new Map(
        (state.headers.get("cookie") ?? "")
          .split(";")
          .map((pair) => pair.trim())
          .filter(Boolean)
          .map((pair) => {
            const at = pair.indexOf("=");
            return [pair.slice(0, at), pair.slice(at + 1)] as const;
          }),
      );
      return {
        get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
        getAll: () => [...jar].map(([name, value]) => ({ name, value })),
        has: (name: string) => jar.has(name),
        set: () => undefined,
        delete: () => undefined,
      };
    },
    draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
  };
}

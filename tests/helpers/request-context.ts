/**
 * Server actions and pages read the session through next/headers; in Vitest there is no request, so a test file
 * routes next/headers here and says who is asking:
 *
 *   vi.mock("next/headers", async () => (await import("../helpers/request-context")).nextHeadersMock());
 *   await actAs(userId);   // or actAs(null) for an anonymous caller
 *
 * The cookie is minted like Auth.js's (sessionCookieFor), so the real guard (readSessionUser) runs: session
 * version, deleted users and revoked sessions all behave as in production.
 *
 * Cookies the code under test sets (cookies().set) are recorded per caller, not applied: takeSetCookies() returns
 * them, so a test decides whether the next request carries them (actWithHeaders).
 */
export interface SetCookie {
  name: string;
  value: string;
  options: Record<string, unknown>;
}

const state = { headers: new Headers(), setCookies: [] as SetCookie[] };

/** `extra`: more request headers, e.g. the client address the ingress hook would stamp ("x-attune-client-ip"). */
export async function actAs(userId: string | null, extra: Record<string, string> = {}): Promise<void> {
  // Imported lazily: couples.ts reaches next/headers itself, and the mock factory must not wait on its own module.
  const { sessionCookieFor } = await import("./couples");
  state.headers = new Headers({ ...extra, ...(userId ? { cookie: await sessionCookieFor(userId) } : {}) });
  state.setCookies = [];
}

/** A developer's browser on this machine: what the dev mailbox requires (issue #30). */
export const ON_THIS_MACHINE = { "x-attune-client-ip": "127.0.0.1" };

/** A caller holding a specific (possibly stale) cookie header. */
export function actWithCookie(cookie: string): void {
  state.headers = new Headers({ cookie });
  state.setCookies = [];
}

/** A caller sending exactly these request headers (e.g. a cookie and the address the ingress hook wrote). */
export function actWithHeaders(init: HeadersInit): void {
  state.headers = new Headers(init);
  state.setCookies = [];
}

/** The cookies set since the last call, oldest first; the record is cleared. */
export function takeSetCookies(): SetCookie[] {
  const taken = state.setCookies;
  state.setCookies = [];
  return taken;
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
        // Both of Next's forms: set(name, value, options) and set({ name, value, ...options }).
        set: (nameOrCookie: string | SetCookie["options"], value?: string, options: SetCookie["options"] = {}) => {
          if (typeof nameOrCookie === "string") {
            state.setCookies.push({ name: nameOrCookie, value: value ?? "", options: { ...options } });
          } else {
            const { name, value: cookieValue, ...rest } = nameOrCookie as { name: string; value: string };
            state.setCookies.push({ name, value: cookieValue, options: rest });
          }
        },
        delete: () => undefined,
      };
    },
    draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
  };
}

import { NextRequest } from "next/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { signInAction } from "@/lib/actions/auth";
import { deviceCookie, sessionCookie } from "@/lib/auth/cookies";
import { issueDeviceToken, verifyDeviceToken } from "@/lib/auth/device-cookie";
import { handlers } from "@/lib/auth/next-auth";
import { env, resetEnvForTests } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER, stampClientAddress } from "@/lib/http/client-address";
import { requestPasswordReset } from "@/lib/services/account/request-password-reset";
import { resetPassword } from "@/lib/services/account/reset-password";
import { createUser, latestEmailedLink, uniqueEmail } from "../../helpers/auth";
import { actWithHeaders, takeSetCookies } from "../../helpers/request-context";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

/**
 * Issue #11 through the real path: the ingress hook's stamping (on a request as Node hands it over) → the sign-in
 * action → Auth.js's authorize → authenticateUser, with the device cookie read from and set on the browser.
 */

interface Client {
  /** The TCP peer the server sees (with TRUST_PROXY=0, the client itself). */
  address: string;
  /** What the client writes into X-Forwarded-For (and, forging, into the private header). */
  forged?: string;
  /** The device cookie this browser holds. */
  device?: string;
}

/** The request headers the app sees: the client's own, then the ingress hook's stamp, then Next's additions. */
function headersAsSeenByApp(client: Client, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { host: "attune.test", "x-forwarded-proto": "http", ...extra };
  if (client.forged) {
    Object.assign(headers, { "x-forwarded-for": client.forged, [CLIENT_ADDRESS_HEADER]: client.forged });
  }
  if (client.device) {
    headers.cookie = [headers.cookie, `${deviceCookie().name}=${client.device}`].filter(Boolean).join("; ");
  }
  stampClientAddress({ headers }, { remoteAddress: client.address }, env().TRUST_PROXY);
  // What Next does next (base-server.js): the socket's address goes into X-Forwarded-For only when there is none.
  headers["x-forwarded-for"] ??= client.address;
  return headers;
}

async function signInFrom(client: Client, email: string, password: string) {
  actWithHeaders(headersAsSeenByApp(client));
  const result = await signInAction({ email, password });
  const device = takeSetCookies().find((cookie) => cookie.name === deviceCookie().name);
  return { code: result.ok ? "OK" : result.error.code, message: result.ok ? undefined : result.error.message, device };
}

/** The same attempt through Auth.js's own endpoint (CSRF and all): "OK", or the refusal code it redirects with. */
async function signInOverAuthEndpoint(client: Client, email: string, password: string) {
  const base = "http://attune.test/api/auth";
  const csrf = await handlers.GET(new NextRequest(`${base}/csrf`, { headers: headersAsSeenByApp(client) }));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const form = { email, password, csrfToken, callbackUrl: "http://attune.test/dashboard" };
  const response = await handlers.POST(
    new NextRequest(`${base}/callback/password`, {
      method: "POST",
      headers: headersAsSeenByApp(client, { cookie, "content-type": "application/x-www-form-urlencoded" }),
      body: new URLSearchParams(form),
    }),
  );
  const signedIn = response.headers.getSetCookie().some((line) => line.startsWith(`${sessionCookie().name}=`));
  return signedIn ? "OK" : new URL(response.headers.get("location")!).searchParams.get("code");
}

/** Signs in from a fresh browser and returns that browser, now holding its device cookie. */
async function browserOf(email: string, password: string, address: string): Promise<Client> {
  const { code, device } = await signInFrom({ address }, email, password);
  expect(code).toBe("OK");
  return { address, device: device!.value };
}

const wrong = (i: number) => `wrong-guess-${i}`;
const codes = async (count: number, attempt: (i: number) => Promise<{ code: string }>) => {
  const seen: string[] = [];
  for (let i = 1; i <= count; i++) seen.push((await attempt(i)).code);
  return seen;
};
const refusedAfterNine = (count: number) => [
  ...Array<string>(9).fill("INVALID_CREDENTIALS"),
  ...Array<string>(count - 9).fill("RATE_LIMITED"),
];

describe("the client address cannot be chosen by the client", () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
    resetEnvForTests();
  });

  test("12 attempts from one address with rotating forged headers: the 10th and later are refused", async () => {
    const seen = await codes(12, (i) =>
      signInFrom({ address: "203.0.113.50", forged: `198.18.0.${i}` }, uniqueEmail("spray"), "guess-password"),
    );
    expect(seen).toEqual(refusedAfterNine(12));
    const last = await signInFrom({ address: "203.0.113.50", forged: "198.18.1.1" }, uniqueEmail("spray"), "guess-it");
    expect(last.message).toBe("Too many attempts. Please wait 15 minutes and try again.");
    // Only that address: another one still gets a plain answer.
    expect((await signInFrom({ address: "203.0.113.51" }, uniqueEmail("spray"), "guess-password")).code).toBe(
      "INVALID_CREDENTIALS",
    );
  });

  test("the forged headers cannot spend another address's budget either", async () => {
    const victim = "203.0.113.60";
    await codes(12, (i) =>
      signInFrom({ address: `203.0.113.${100 + i}`, forged: victim }, uniqueEmail("x"), "guess-it"),
    );
    const { email, password } = await createUser();
    expect((await signInFrom({ address: victim }, email, password)).code).toBe("OK");
  });

  test("behind one trusted proxy (TRUST_PROXY=1) the proxy's entry counts, not the client's prefix", async () => {
    process.env.TRUST_PROXY = "1";
    resetEnvForTests();
    const proxy = "10.0.0.2";
    const seen = await codes(12, (i) =>
      signInFrom({ address: proxy, forged: `198.18.0.${i}, 203.0.113.70` }, uniqueEmail("behind"), "guess-password"),
    );
    expect(seen).toEqual(refusedAfterNine(12));
    // Same proxy, another client behind it: its own budget.
    expect((await signInFrom({ address: proxy, forged: "203.0.113.71" }, uniqueEmail("behind"), "guess-it")).code).toBe(
      "INVALID_CREDENTIALS",
    );
  });
});

describe("strangers cannot lock a person out (device cookies)", () => {
  test("a successful sign-in sets a year-long HttpOnly, SameSite=Lax device cookie bound to that email", async () => {
    const { email, password } = await createUser();
    const { device } = await signInFrom({ address: "192.0.2.1" }, email, password);
    expect(device).toMatchObject({
      name: "attune.device",
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: false, maxAge: 31_536_000 },
    });
    expect(verifyDeviceToken(device!.value, email)).not.toBeNull();
    // Signing in again from that browser keeps the device's identity (and renews the year).
    const again = await signInFrom({ address: "192.0.2.1", device: device!.value }, email, password);
    expect(again.device?.value).toBe(device!.value);
    // A failed sign-in sets nothing.
    expect((await signInFrom({ address: "192.0.2.1" }, email, "wrong-password")).device).toBeUndefined();
  });

  test("50 failures by a stranger from rotating addresses: the stranger is throttled, Alice's own browser is not", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const laptop = await browserOf(alice.email, alice.password, "192.0.2.10");
    const bobsBrowser = await browserOf(bob.email, bob.password, "192.0.2.11");

    const seen = await codes(50, (i) => signInFrom({ address: `198.51.100.${i}` }, alice.email, wrong(i)));
    expect(seen).toEqual(refusedAfterNine(50));

    // Untrusted clients of alice@ are refused even with the right password, whatever cookie they bring.
    const untrusted: Client[] = [
      { address: "198.51.100.200" },
      { address: "198.51.100.201", device: `${laptop.device!.slice(0, -2)}AA` },
      { address: "198.51.100.202", device: bobsBrowser.device },
      { address: "198.51.100.203", device: issueDeviceToken(uniqueEmail("someone-else")) },
    ];
    for (const client of untrusted) {
      expect((await signInFrom(client, alice.email, alice.password)).code).toBe("RATE_LIMITED");
    }

    expect((await signInFrom(laptop, alice.email, alice.password)).code).toBe("OK");
  });

  test("the owner's own wrong guesses are throttled per device, and only on that device", async () => {
    const { email, password } = await createUser();
    const laptop = await browserOf(email, password, "192.0.2.20");
    const phone = await browserOf(email, password, "192.0.2.21");

    expect(await codes(12, (i) => signInFrom(laptop, email, wrong(i)))).toEqual(refusedAfterNine(12));
    expect((await signInFrom(laptop, email, password)).code).toBe("RATE_LIMITED");

    expect((await signInFrom(phone, email, password)).code).toBe("OK");
    // The device's failures did not touch the email's counter for untrusted clients either.
    expect((await signInFrom({ address: "192.0.2.22" }, email, password)).code).toBe("OK");
  });

  test("a success resets the device's counter", async () => {
    const { email, password } = await createUser();
    const laptop = await browserOf(email, password, "192.0.2.30");
    for (let i = 1; i <= 9; i++) await signInFrom(laptop, email, wrong(i));
    expect((await signInFrom(laptop, email, password)).code).toBe("OK");
    expect(await codes(9, (i) => signInFrom(laptop, email, wrong(i)))).toEqual(
      Array<string>(9).fill("INVALID_CREDENTIALS"),
    );
  });

  test("a stranger behind the owner's address (NAT) locks untrusted clients there, not the owner's device", async () => {
    const shared = "192.0.2.40";
    const { email, password } = await createUser();
    const laptop = await browserOf(email, password, shared);
    expect(await codes(10, (i) => signInFrom({ address: shared }, uniqueEmail(`nat${i}`), "guess-password"))).toEqual(
      refusedAfterNine(10),
    );
    expect((await signInFrom({ address: shared }, email, password)).code).toBe("RATE_LIMITED");
    expect((await signInFrom(laptop, email, password)).code).toBe("OK");
  });

  test("a completed password reset lifts the email's lock, so the owner gets in from a new device", async () => {
    const { email, password } = await createUser();
    await codes(10, (i) => signInFrom({ address: `198.51.100.${i}` }, email, wrong(i)));
    expect((await signInFrom({ address: "192.0.2.50" }, email, password)).code).toBe("RATE_LIMITED");

    await requestPasswordReset({ email });
    const link = await latestEmailedLink(email, "/reset-password");
    await resetPassword({ token: link.searchParams.get("token")!, password: "a-brand-new-secret-42" });

    const { code, device } = await signInFrom({ address: "192.0.2.50" }, email, "a-brand-new-secret-42");
    expect(code).toBe("OK");
    expect(device).toBeDefined();
  });

  test("Auth.js's own endpoint applies the same rules: address from the hook, device cookie from the request", async () => {
    const spray: string[] = [];
    for (let i = 1; i <= 11; i++)
      spray.push(
        (await signInOverAuthEndpoint(
          { address: "203.0.113.90", forged: `198.18.2.${i}` },
          uniqueEmail("ep"),
          "guess-it",
        ))!,
      );
    expect(spray).toEqual(refusedAfterNine(11));

    const { email, password } = await createUser();
    const laptop = await browserOf(email, password, "192.0.2.80");
    await codes(10, (i) => signInFrom({ address: `198.51.100.${100 + i}` }, email, wrong(i)));
    expect(await signInOverAuthEndpoint({ address: "192.0.2.81" }, email, password)).toBe("RATE_LIMITED");
    expect(await signInOverAuthEndpoint(laptop, email, password)).toBe("OK");
  });

  test("unknown email and wrong password still get the same answer, trusted or not", async () => {
    const { email, password } = await createUser();
    const laptop = await browserOf(email, password, "192.0.2.60");
    const wrongPassword = await signInFrom(laptop, email, "not-the-password");
    const unknownEmail = await signInFrom(laptop, uniqueEmail("ghost"), "not-the-password");
    const untrustedWrong = await signInFrom({ address: "192.0.2.61" }, email, "not-the-password");
    expect(wrongPassword).toEqual({
      code: "INVALID_CREDENTIALS",
      message: "Invalid email or password. Please check your credentials and try again.",
      device: undefined,
    });
    expect(unknownEmail).toEqual(wrongPassword);
    expect(untrustedWrong).toEqual(wrongPassword);
  });
});

import { createHmac, randomBytes } from "node:crypto";
import { afterEach, describe, expect, test } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { deviceCookie } from "./cookies";
import { deviceTokenAfterSignIn, issueDeviceToken, readDeviceToken, verifyDeviceToken } from "./device-cookie";

const ALICE = "alice@example.com";

describe("device tokens", () => {
  afterEach(() => {
    process.env.AUTH_SECRET = originalSecret;
    process.env.APP_URL = originalAppUrl;
    resetEnvForTests();
  });
  const originalSecret = process.env.AUTH_SECRET;
  const originalAppUrl = process.env.APP_URL;

  test("a fresh token verifies for its email and yields its nonce as the device id; each one is new", () => {
    const token = issueDeviceToken(ALICE);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(verifyDeviceToken(token, ALICE)).toBe(token.split(".")[0]);
    expect(verifyDeviceToken(token, " Alice@Example.COM ")).toBe(token.split(".")[0]);
    expect(issueDeviceToken(ALICE)).not.toBe(token);
  });

  test("is bound to the email: it does not verify for another account", () => {
    expect(verifyDeviceToken(issueDeviceToken(ALICE), "bob@example.com")).toBeNull();
  });

  test("a tampered nonce or MAC is refused", () => {
    const [nonce, mac] = issueDeviceToken(ALICE).split(".") as [string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    expect(verifyDeviceToken(`${flip(nonce, 3)}.${mac}`, ALICE)).toBeNull();
    expect(verifyDeviceToken(`${nonce}.${flip(mac, 10)}`, ALICE)).toBeNull();
    // Swapping in another device's MAC does not work either.
    const other = issueDeviceToken(ALICE).split(".")[1];
    expect(verifyDeviceToken(`${nonce}.${other}`, ALICE)).toBeNull();
  });

  test("a token made with another secret is refused", () => {
    const token = issueDeviceToken(ALICE);
    process.env.AUTH_SECRET = randomBytes(32).toString("base64url");
    resetEnvForTests();
    expect(verifyDeviceToken(token, ALICE)).toBeNull();
    expect(verifyDeviceToken(issueDeviceToken(ALICE), ALICE)).not.toBeNull();
  });

  test("malformed and old-format values are refused", () => {
    const token = issueDeviceToken(ALICE);
    const [nonce, mac] = token.split(".") as [string, string];
    const plainMac = createHmac("sha256", process.env.AUTH_SECRET!).update(`${ALICE}${nonce}`).digest("base64url");
    for (const value of [
      null,
      undefined,
      "",
      ".",
      nonce,
      `${nonce}.`,
      `.${mac}`,
      `${token}.extra`,
      `${nonce}.${mac}=`,
      `${nonce}.${mac.slice(0, -1)}`,
      `${nonce}x.${mac}`,
      `${nonce}.${mac}`.replace(".", ":"),
      `v0.${token}`,
      `${nonce}.${plainMac}`, // keyed with AUTH_SECRET itself and no domain separation
      `${nonce}.${mac}`.padEnd(5000, "A"),
    ]) {
      expect(verifyDeviceToken(value, ALICE)).toBeNull();
    }
  });

  test("after a sign-in the browser keeps its own device token, and gets a new one for another account", () => {
    const token = issueDeviceToken(ALICE);
    expect(deviceTokenAfterSignIn(ALICE, token)).toBe(token);
    const bobs = deviceTokenAfterSignIn("bob@example.com", token);
    expect(bobs).not.toBe(token);
    expect(verifyDeviceToken(bobs, "bob@example.com")).not.toBeNull();
    const fresh = deviceTokenAfterSignIn(ALICE, undefined);
    expect(verifyDeviceToken(fresh, ALICE)).not.toBeNull();
    expect(verifyDeviceToken(deviceTokenAfterSignIn(ALICE, "forged.value"), ALICE)).not.toBeNull();
  });

  test("is read from the Cookie header by its own name only", () => {
    const { name } = deviceCookie();
    expect(name).toBe("attune.device");
    expect(readDeviceToken(new Headers({ cookie: `a=1; ${name}=abc.def; b=2` }))).toBe("abc.def");
    expect(readDeviceToken(new Headers({ cookie: `x${name}=abc; ${name}x=def` }))).toBeNull();
    expect(readDeviceToken(new Headers({ cookie: `${name}=` }))).toBeNull();
    expect(readDeviceToken(new Headers())).toBeNull();
  });

  test("cookie attributes: HttpOnly, SameSite=Lax, a year; __Host- and Secure over https", () => {
    expect(deviceCookie().options).toEqual({
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: false,
      maxAge: 365 * 24 * 60 * 60,
    });
    process.env.APP_URL = "https://attune.example";
    resetEnvForTests();
    expect(deviceCookie()).toMatchObject({ name: "__Host-attune.device", options: { secure: true, path: "/" } });
  });
});

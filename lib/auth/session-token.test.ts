import { encode } from "next-auth/jwt";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { decodeSessionToken } from "./session-token";

const secret = "s".repeat(43);
const salt = "attune.session-token";
const now = Math.floor(Date.now() / 1000);

describe("decodeSessionToken reads what Auth.js's encode writes", () => {
  test("a fresh token: its claims", async () => {
    const token = await encode({ token: { sub: "user-1", sv: 3 }, secret, salt });
    expect(decodeSessionToken(token, { secret, salt })).toMatchObject({ sub: "user-1", sv: 3 });
  });

  test("property: any claims round-trip", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uuid(), fc.nat(), fc.string(), async (sub, sv, extra) => {
        const token = await encode({ token: { sub, sv, extra }, secret, salt });
        expect(decodeSessionToken(token, { secret, salt })).toMatchObject({ sub, sv, extra });
      }),
      { numRuns: 50 },
    );
  });

  test("another secret or another cookie name (salt) reads nothing", async () => {
    const token = await encode({ token: { sub: "user-1", sv: 1 }, secret, salt });
    expect(decodeSessionToken(token, { secret: "t".repeat(43), salt })).toBeNull();
    expect(decodeSessionToken(token, { secret, salt: "__Host-attune.session-token" })).toBeNull();
  });

  test("expired tokens are refused, within Auth.js's 15 s tolerance", async () => {
    const token = await encode({ token: { sub: "user-1", sv: 1 }, secret, salt, maxAge: 60 });
    expect(decodeSessionToken(token, { secret, salt, now: now + 60 + 10 })).not.toBeNull();
    expect(decodeSessionToken(token, { secret, salt, now: now + 60 + 16 })).toBeNull();
  });

  test("every single-character change anywhere in the token is refused", async () => {
    const token = await encode({ token: { sub: "user-1", sv: 1 }, secret, salt });
    const bytes = (text: string) => text.split(".").map((part) => Buffer.from(part, "base64url").toString("hex"));
    let refused = 0;
    for (let i = 0; i < token.length; i++) {
      if (token[i] === ".") continue;
      const tampered = `${token.slice(0, i)}${token[i] === "A" ? "B" : "A"}${token.slice(i + 1)}`;
      // A part's last base64url character can carry unused bits: a change there that decodes to the same bytes is
      // the same token, not a tampered one.
      if (JSON.stringify(bytes(tampered)) === JSON.stringify(bytes(token))) continue;
      expect(decodeSessionToken(tampered, { secret, salt }), `position ${i}`).toBeNull();
      refused += 1;
    }
    expect(refused).toBeGreaterThan(token.length - 10);
  });

  test.each(["", "garbage", "a.b.c.d.e", "....", "eyJhbGciOiJub25lIn0.e30."])("%j is not a token", (token) => {
    expect(decodeSessionToken(token, { secret, salt })).toBeNull();
  });

  test("an unencrypted or differently encrypted token is refused", async () => {
    const header = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const token = await encode({ token: { sub: "user-1", sv: 1 }, secret, salt });
    const [, ...rest] = token.split(".");
    for (const changed of [
      { alg: "none" },
      { alg: "dir", enc: "A256GCM" },
      { alg: "dir", enc: "A256CBC-HS512", zip: "DEF" },
    ]) {
      expect(decodeSessionToken([header(changed), ...rest].join("."), { secret, salt })).toBeNull();
    }
  });
});

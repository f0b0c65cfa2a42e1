import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());
// Every argon2 operation of the process, counted where the library is called: whatever path a sign-in takes.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

import { hash, verify } from "@node-rs/argon2";
import { db } from "@/db/client";
import { users } from "@/db/schema";
import { signInAction } from "@/lib/actions/auth";
import { deviceCookie, sessionCookie } from "@/lib/auth/cookies";
import { readSessionUser } from "@/lib/auth/session";
import { inTransaction } from "@/lib/data/transaction";
import { updatePasswordHash } from "@/lib/data/users";
import { hashPassword } from "@/lib/security/password";
import { INVALID_CREDENTIALS_MESSAGE } from "@/lib/services/account/authenticate-user";
import { createUser } from "../../helpers/auth";
import { actWithHeaders, takeSetCookies } from "../../helpers/request-context";

/**
 * The sign-in action end to end (issue #33, decision 052): what the form's submit costs on the server, and the
 * rules for the password box. The form itself is covered by components/auth/field-validation.test.ts and the e2e.
 */

const FROM = { "x-attune-client-ip": "203.0.113.40" };

async function signIn(email: string, password: string) {
  actWithHeaders(FROM);
  const result = await signInAction({ email, password });
  return { result, cookies: takeSetCookies() };
}

describe("the sign-in action's password rules", () => {
  test("a wrong password of any length is the spec's wrong-credentials answer, never a length rule", async () => {
    const { email } = await createUser();
    for (const password of ["x", "12345", "not-the-password"]) {
      const { result, cookies } = await signIn(email, password);
      expect(result).toMatchObject({
        ok: false,
        error: { code: "INVALID_CREDENTIALS", message: INVALID_CREDENTIALS_MESSAGE },
      });
      expect(cookies).toEqual([]);
    }
  });

  test("an empty password is the one rule: 'Password is required', on the password field", async () => {
    const { email } = await createUser();
    const { result } = await signIn(email, "");
    expect(result).toMatchObject({
      ok: false,
      error: { code: "VALIDATION", fieldErrors: { password: ["Password is required"] } },
    });
  });

  test("an existing password shorter than today's minimum still signs in", async () => {
    const { email, userId } = await createUser();
    // Set the way an account from before a stricter sign-up rule would hold it.
    await inTransaction(async (tx) => updatePasswordHash(userId, await hashPassword("abc"), tx));
    const { result, cookies } = await signIn(email, "abc");
    expect(result).toEqual({ ok: true, data: undefined });
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining([sessionCookie().name, deviceCookie().name]));
  });
});

describe("what a sign-in costs on the server", () => {
  test("one argon2 verify, no rehash, the stored hash untouched, one session cookie", async () => {
    const { email, password, userId } = await createUser();
    const [before] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    vi.mocked(verify).mockClear();
    vi.mocked(hash).mockClear();
    const { result, cookies } = await signIn(email, password);
    expect(result.ok).toBe(true);
    expect(vi.mocked(verify)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(hash)).not.toHaveBeenCalled();
    const [after] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    expect(after!.hash).toBe(before!.hash);
    expect(cookies.filter((c) => c.name === sessionCookie().name)).toHaveLength(1);
  });

  test("timings, reported (decision 052): argon2 verify, the whole action, the first guarded read", async ({
    annotate,
  }) => {
    const { email, password } = await createUser();
    const stored = await hashPassword(password);
    const median = async (runs: number, work: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await work();
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
    };
    const argon2 = await median(9, () => verify(stored, password));
    let cookie = "";
    const action = await median(9, async () => {
      const { result, cookies } = await signIn(email, password);
      expect(result.ok).toBe(true);
      cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    });
    const session = await median(9, () => readSessionUser(new Headers({ cookie })));
    const figures = `argon2 verify ${argon2.toFixed(1)} ms · sign-in action ${action.toFixed(1)} ms · session read ${session.toFixed(1)} ms`;
    await annotate(figures, "sign-in server ms");
    // Loose: a loaded two-core host must not fail this; the figures are what matters.
    expect(action).toBeLessThan(2_000);
  });
});

import { encode } from "next-auth/jwt";
import { describe, expect, test } from "vitest";
import { GET as me } from "@/app/api/me/route";
import { sessionCookie } from "@/lib/auth/cookies";
import { deleteUserById } from "@/lib/data/users";
import { env } from "@/lib/env";
import { requestPasswordReset } from "@/lib/services/account/request-password-reset";
import { resetPassword } from "@/lib/services/account/reset-password";
import { createUser, latestEmailedLink, meRequest, signInOverHttp, signOutOverHttp } from "../../helpers/auth";

describe("sessions are JWTs that the database can revoke", () => {
  test("a real Auth.js sign-in yields an HttpOnly, SameSite=Lax cookie that /api/me accepts", async () => {
    const { email, password, userId } = await createUser();
    const { jar, response } = await signInOverHttp(email, password);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookie().name}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const res = await me(meRequest(jar.header()));
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ id: userId, email, roles: [] });
  });

  test("a wrong password sets no session cookie", async () => {
    const { email } = await createUser();
    const { jar } = await signInOverHttp(email, "wrong-password-123");
    expect(jar.get(sessionCookie().name)).toBeUndefined();
  });

  test("sign-out revokes the token: the replayed cookie gets 401", async () => {
    const { email, password } = await createUser();
    const { jar } = await signInOverHttp(email, password);
    const stolen = jar.header();
    expect((await me(meRequest(stolen))).status).toBe(200);
    await signOutOverHttp(jar);
    expect(jar.get(sessionCookie().name)).toBeUndefined();
    const replay = await me(meRequest(stolen));
    expect(replay.status).toBe(401);
    expect((await replay.json()).error.code).toBe("UNAUTHENTICATED");
  });

  test("signing out on one device ends the sessions on every device", async () => {
    const { email, password } = await createUser();
    const phone = await signInOverHttp(email, password);
    const laptop = await signInOverHttp(email, password);
    await signOutOverHttp(phone.jar);
    expect((await me(meRequest(laptop.jar.header()))).status).toBe(401);
  });

  test("a password reset ends existing sessions", async () => {
    const { email, password } = await createUser();
    const { jar } = await signInOverHttp(email, password);
    await requestPasswordReset({ email });
    const link = await latestEmailedLink(email, "/reset-password");
    await resetPassword({ token: link.searchParams.get("token")!, password: "a-brand-new-secret-42" });
    expect((await me(meRequest(jar.header()))).status).toBe(401);
    const again = await signInOverHttp(email, "a-brand-new-secret-42");
    expect((await me(meRequest(again.jar.header()))).status).toBe(200);
  });

  test("deleting the account ends its sessions", async () => {
    const { email, password, userId } = await createUser();
    const { jar } = await signInOverHttp(email, password);
    await deleteUserById(userId);
    expect((await me(meRequest(jar.header()))).status).toBe(401);
  });

  test("no cookie, a token signed with another secret, or a token without a session version: 401", async () => {
    const { userId } = await createUser();
    const { name } = sessionCookie();
    expect((await me(meRequest(""))).status).toBe(401);
    const forged = await encode({ token: { sub: userId, sv: 1 }, secret: "x".repeat(40), salt: name });
    expect((await me(meRequest(`${name}=${forged}`))).status).toBe(401);
    const unversioned = await encode({ token: { sub: userId }, secret: env().AUTH_SECRET, salt: name });
    expect((await me(meRequest(`${name}=${unversioned}`))).status).toBe(401);
    const valid = await encode({ token: { sub: userId, sv: 1 }, secret: env().AUTH_SECRET, salt: name });
    expect((await me(meRequest(`${name}=${valid}`))).status).toBe(200);
  });
});

import { encode } from "next-auth/jwt";
import { expect, test } from "vitest";
import { GET as me } from "@/app/api/me/route";
import { requireApiAdmin } from "@/lib/auth/guards";
import { sessionCookie } from "@/lib/auth/cookies";
import { hasRole, isAdmin } from "@/lib/domain/roles";
import { env } from "@/lib/env";
import { errorResponse } from "@/lib/http/errors";
import { grantUserRole } from "@/lib/services/dev-tools/grant-user-role";
import { createUser, meRequest } from "../../helpers/auth";

async function cookieFor(userId: string) {
  const { name } = sessionCookie();
  return `${name}=${await encode({ token: { sub: userId, sv: 1 }, secret: env().AUTH_SECRET, salt: name })}`;
}

test("roles travel with the session user; admin-only handlers answer 403 to everyone else", async () => {
  const { userId, email } = await createUser();
  const cookie = await cookieFor(userId);
  const request = meRequest(cookie);

  const denied = await requireApiAdmin(request).catch(errorResponse);
  expect(denied).toBeInstanceOf(Response);
  expect((denied as Response).status).toBe(403);

  await grantUserRole({ email: `  ${email.toUpperCase()} `, role: "admin" });
  const admin = await requireApiAdmin(meRequest(cookie));
  expect(admin.roles).toEqual(["admin"]);
  expect([isAdmin(admin), hasRole(admin, "admin")]).toEqual([true, true]);
  expect((await (await me(meRequest(cookie))).json()).user.roles).toEqual(["admin"]);
});

test("granting a role twice is harmless; an unknown email is a clear error", async () => {
  const { email } = await createUser();
  await grantUserRole({ email, role: "admin" });
  await grantUserRole({ email, role: "admin" });
  await expect(grantUserRole({ email: "nobody@example.com", role: "admin" })).rejects.toMatchObject({
    code: "NOT_FOUND",
    message: "No account uses nobody@example.com.",
  });
});

test("role helpers treat a missing user as no roles", () => {
  expect([isAdmin(null), isAdmin(undefined), hasRole({ roles: [] }, "admin")]).toEqual([false, false, false]);
});

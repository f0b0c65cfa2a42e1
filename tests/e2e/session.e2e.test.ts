import { expect, test } from "vitest";
import { newPage } from "./harness";
import { DEMO, signInAs } from "./session";

test("the seeded admin and member can sign in", async () => {
  const admin = await newPage();
  await signInAs(admin, "admin");
  const member = await newPage();
  await signInAs(member, "member");
  const me = await member.request.get("/api/me");
  expect((await me.json()).user).toMatchObject({ email: DEMO.member.email, roles: [] });
  expect((await (await admin.request.get("/api/me")).json()).user.roles).toEqual(["admin"]);
});

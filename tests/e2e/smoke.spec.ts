import { expect, hydrated, test } from "./fixtures";

test("the /test page renders in a real browser", async ({ page }) => {
  const response = await page.goto("/test");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "App Working", exact: true })).toBeVisible();
});

test("a person from the pool is signed in, and the session is theirs", async ({ people, signIn }) => {
  const [alex, sam] = people.adminCouple();
  const page = await signIn(sam);
  await page.goto("/dashboard");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${sam.firstName}` })).toBeVisible();
  const me = await page.request.get("/api/me");
  expect((await me.json()).user).toMatchObject({ email: sam.email, roles: [] });
  const admin = await signIn(alex);
  expect((await (await admin.request.get("/api/me")).json()).user.roles).toEqual(["admin"]);
});

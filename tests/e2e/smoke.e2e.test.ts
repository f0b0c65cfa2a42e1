import { expect, test } from "vitest";
import { newPage } from "./harness";

test("the /test page renders in a real browser", async () => {
  const page = await newPage();
  const response = await page.goto("/test");
  expect(response?.status()).toBe(200);
  const heading = page.getByRole("heading", { name: "App Working", exact: true });
  await heading.waitFor({ state: "visible" });
  expect(await heading.textContent()).toBe("App Working");
});

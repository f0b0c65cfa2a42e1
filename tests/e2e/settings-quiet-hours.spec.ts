import { expect, hydrated, laptop, phone, test, reviewShots } from "./fixtures";
import { setSwitch } from "./support/switches";

/**
 * Quiet hours (issue #33 point 3, decision 055) in Settings: locked until switched on, then a start and an end chosen
 * from the lists, each saved at once and still there after a reload. What the setting holds (pushes, until the local
 * end) is proven on a real database in tests/integration/quiet-hours.test.ts.
 */
const shot = reviewShots("settings");

test("quiet hours: switched on, times chosen, kept after a reload", async ({ people, signIn, expectAccessible }) => {
  const [me] = people.couple();
  const page = await signIn(me, phone);
  await page.goto("/settings");
  await hydrated(page);
  const from = page.getByRole("combobox", { name: "Quiet from" });
  const until = page.getByRole("combobox", { name: "Quiet until" });
  await expect(from).toBeDisabled();
  await expect(page.getByText("Turn on quiet hours to choose the times.")).toBeVisible();

  await setSwitch(page, "Quiet hours", true);
  await expect(from).toBeEnabled();
  await expect(from).toHaveText("10:00 PM");
  await from.click();
  await page.getByRole("option", { name: "11:30 PM" }).click();
  await expect(from).toHaveText("11:30 PM");
  await expect(from).toBeEnabled();
  await until.click();
  await page.getByRole("option", { name: "6:30 AM" }).click();
  await expect(until).toHaveText("6:30 AM");
  await expect(until).toBeEnabled();
  await from.scrollIntoViewIfNeeded();
  await expectAccessible(page, "Settings with quiet hours on (390)");
  await shot(page, "quiet-hours-390");

  const again = await signIn(me, laptop);
  await again.goto("/settings");
  await expect(again.getByRole("switch", { name: "Quiet hours", exact: true })).toHaveAttribute("aria-checked", "true");
  await expect(again.getByRole("combobox", { name: "Quiet from" })).toHaveText("11:30 PM");
  await expect(again.getByRole("combobox", { name: "Quiet until" })).toHaveText("6:30 AM");
});

import { expect, type Page } from "@playwright/test";

/** Flips a Settings switch and waits until the save finished (the switch is locked while it saves). */
export async function setSwitch(page: Page, name: string, on: boolean) {
  const control = page.getByRole("switch", { name, exact: true }).first();
  if ((await control.getAttribute("aria-checked")) !== String(on)) await control.click();
  await expect(control).toHaveAttribute("aria-checked", String(on));
  await expect(control).toBeEnabled();
}

import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Flips a Settings switch and waits until the save finished (the switch is locked while it saves). */
export async function setSwitch(page: Page, name: string, on: boolean) {
  const control = page.getByRole("switch", { name, exact: true }).first();
  if ((await control.getAttribute("aria-checked")) !== String(on)) await control.click();
  await expect.poll(() => control.getAttribute("aria-checked")).toBe(String(on));
  await expect.poll(() => control.isEnabled()).toBe(true);
}

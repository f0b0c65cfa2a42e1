import { expect, test } from "vitest";
import { expectAccessible } from "./a11y";
import { artifactsDir, newPage } from "./harness";
import { signInAs } from "./session";

/**
 * Push on this device from Settings (issue #17). The browser vendor's push service is the one part replaced: no
 * machine here reaches FCM, so PushManager.subscribe answers with a subscription on FCM's host and real-looking keys,
 * and everything after it — the server action, the endpoint check, the switch and its toasts — is the app's own.
 */

const FAKE_PUSH_SERVICE = () => {
  const state = { subscription: null as null | { endpoint: string } };
  const bytes = (n: number, fill: number) => Uint8Array.from({ length: n }, () => fill).buffer;
  const subscription = {
    endpoint: "https://fcm.googleapis.com/fcm/send/e2e-device",
    toJSON: () => ({
      endpoint: "https://fcm.googleapis.com/fcm/send/e2e-device",
      keys: { p256dh: `B${"x".repeat(86)}`, auth: "A".repeat(22) },
    }),
    getKey: (name: string) => (name === "auth" ? bytes(16, 1) : bytes(65, 4)),
    unsubscribe: async () => {
      state.subscription = null;
      return true;
    },
  };
  PushManager.prototype.subscribe = async function () {
    state.subscription = subscription;
    return subscription as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return state.subscription as unknown as PushSubscription | null;
  };
};

test("turning push on and off for this device", async () => {
  const page = await newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: "allow" });
  await page.context().grantPermissions(["notifications"]);
  await page.addInitScript(FAKE_PUSH_SERVICE);
  await signInAs(page, "solo");
  await page.goto("/settings");
  const push = page.getByRole("switch", { name: "Push notifications" });
  await expect.poll(() => push.isEnabled(), { timeout: 15_000 }).toBe(true);
  expect(await push.getAttribute("aria-checked")).toBe("false");

  await push.click();
  await page.locator("[data-sonner-toast]").getByText("Push notifications on", { exact: true }).waitFor();
  expect(await push.getAttribute("aria-checked")).toBe("true");
  await push.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `${artifactsDir}/push-settings-on-390.png` });
  await expectAccessible(page, "Settings with push on");

  await push.click();
  await page.locator("[data-sonner-toast]").getByText("Push notifications off", { exact: true }).waitFor();
  expect(await push.getAttribute("aria-checked")).toBe("false");
});

test("without a service worker the switch says why instead of failing silently", async () => {
  // The harness blocks service workers by default: like a browser where the worker could not start.
  const page = await newPage({ viewport: { width: 1280, height: 800 } });
  await page.context().grantPermissions(["notifications"]);
  await signInAs(page, "solo");
  await page.goto("/settings");
  const push = page.getByRole("switch", { name: "Push notifications" });
  await expect.poll(() => push.isEnabled(), { timeout: 15_000 }).toBe(true);
  await push.click();
  await page
    .locator("[data-sonner-toast]")
    .getByText(
      "Push notifications need Attune's offline support, which isn't running in this browser. Reload and try again.",
    )
    .waitFor({ timeout: 15_000 });
  expect(await push.getAttribute("aria-checked")).toBe("false");
});

test("on an iPhone outside the Home Screen, the row gives the 'Add to Home Screen' steps", async () => {
  const page = await newPage({
    viewport: { width: 390, height: 844 },
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  });
  await signInAs(page, "solo");
  await page.goto("/settings");
  const guide = page.getByRole("status").filter({ hasText: "Add Attune to your Home Screen first" });
  await guide.waitFor({ timeout: 15_000 });
  await page.getByText("Tap the Share button, then 'Add to Home Screen'.").waitFor();
  expect(await page.getByRole("switch", { name: "Push notifications" }).count()).toBe(0);
  await guide.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `${artifactsDir}/push-settings-ios-390.png` });
  await expectAccessible(page, "Settings on an iPhone");
});

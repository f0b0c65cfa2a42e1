import { randomUUID } from "node:crypto";
import { expect, hydrated, laptop, phone, test, toast, reviewShots } from "./fixtures";

/**
 * Push on this device from Settings (issue #17). The browser vendor's push service is the one part replaced: no
 * machine here reaches FCM, so PushManager.subscribe answers with a subscription on FCM's host and real-looking keys,
 * and everything after it — the server action, the endpoint check, the switch and its toasts — is the app's own.
 */

const shot = reviewShots("push-settings");

/** The device's endpoint is the test's own, so no other test's subscription can be mistaken for it. */
const FAKE_PUSH_SERVICE = (endpoint: string) => {
  const state = { subscription: null as null | { endpoint: string } };
  const bytes = (n: number, fill: number) => Uint8Array.from({ length: n }, () => fill).buffer;
  const subscription = {
    endpoint,
    toJSON: () => ({
      endpoint,
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

test("turning push on and off for this device", async ({ people, signIn, expectAccessible }) => {
  const page = await signIn(people.solo(), { ...phone, serviceWorkers: "allow" });
  await page.context().grantPermissions(["notifications"]);
  await page.addInitScript(FAKE_PUSH_SERVICE, `https://fcm.googleapis.com/fcm/send/e2e-${randomUUID()}`);
  await page.goto("/settings");
  const push = page.getByRole("switch", { name: "Push notifications" });
  await expect(push).toBeEnabled();
  await expect(push).toHaveAttribute("aria-checked", "false");
  await hydrated(page);

  await push.click();
  await expect(toast(page, "Push notifications on")).toBeVisible();
  await expect(push).toHaveAttribute("aria-checked", "true");
  await push.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await shot(page, "push-settings-on");
  await expectAccessible(page, "Settings with push on");

  await push.click();
  await expect(toast(page, "Push notifications off")).toBeVisible();
  await expect(push).toHaveAttribute("aria-checked", "false");
});

test("without a service worker the switch says why instead of failing silently", async ({ people, signIn }) => {
  // The config blocks service workers by default: like a browser where the worker could not start.
  const page = await signIn(people.solo(), laptop);
  await page.context().grantPermissions(["notifications"]);
  await page.goto("/settings");
  const push = page.getByRole("switch", { name: "Push notifications" });
  await expect(push).toBeEnabled();
  await hydrated(page);
  await push.click();
  await expect(
    toast(
      page,
      "Push notifications need Attune's offline support, which isn't running in this browser. Reload and try again.",
    ),
  ).toBeVisible();
  await expect(push).toHaveAttribute("aria-checked", "false");
});

test("on an iPhone outside the Home Screen, the row gives the 'Add to Home Screen' steps", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  const page = await signIn(people.solo(), {
    ...phone,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  });
  await page.goto("/settings");
  const guide = page.getByRole("status").filter({ hasText: "Add Attune to your Home Screen first" });
  await expect(guide).toBeVisible();
  await expect(page.getByText("Tap the Share button, then 'Add to Home Screen'.")).toBeVisible();
  // The guide replaces the switch: it is decided on the device, so absence is read only once the guide is there.
  await expect(page.getByRole("switch", { name: "Push notifications" })).toHaveCount(0);
  await guide.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await shot(page, "push-settings-ios");
  await expectAccessible(page, "Settings on an iPhone");
});

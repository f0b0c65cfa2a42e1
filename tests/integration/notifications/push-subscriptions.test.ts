import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { db } from "@/db/client";
import { pushSubscriptions } from "@/db/schema";
import { subscribePushAction, unsubscribePushAction } from "@/lib/actions/push";
import { PUSH_ENDPOINT_TAKEN, PUSH_SUBSCRIPTION_INVALID } from "@/lib/validation/push";
import { person } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

/**
 * Settings → push on this device (issue #17): the session user's own subscription, only to a real push service (an
 * endpoint anywhere else would have the server POST wherever a client likes), bound to the account that saved it
 * until that account lets it go (issue #30), and removed only by its owner.
 */

const keys = { p256dh: `B${"x".repeat(86)}`, auth: "A".repeat(22) };
const endpoint = (id: string) => `https://fcm.googleapis.com/fcm/send/${id}`;

async function rowsFor(endpointUrl: string) {
  return db()
    .select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpointUrl));
}

describe("subscribing", () => {
  // Issue #30: anyone who knew an endpoint could take it over, and with it the other person's notifications.
  test("an endpoint stays with the account that saved it; another account is refused until the owner lets it go", async () => {
    const first = await person();
    const second = await person();
    const url = endpoint(`shared-${first}`);
    await actAs(first);
    expect(await subscribePushAction({ endpoint: url, keys })).toEqual({ ok: true, data: { subscribed: true } });
    expect(await subscribePushAction({ endpoint: url, keys })).toEqual({ ok: true, data: { subscribed: true } });
    await actAs(second);
    expect(await subscribePushAction({ endpoint: url, keys })).toMatchObject({
      ok: false,
      error: { code: "CONFLICT", title: PUSH_ENDPOINT_TAKEN.title, message: PUSH_ENDPOINT_TAKEN.message },
    });
    expect(await rowsFor(url)).toEqual([{ userId: first }]);
    await actAs(first);
    await unsubscribePushAction({ endpoint: url });
    await actAs(second);
    expect((await subscribePushAction({ endpoint: url, keys })).ok).toBe(true);
    expect(await rowsFor(url)).toEqual([{ userId: second }]);
  });

  test.each([
    "https://127.0.0.1:9/push",
    "http://fcm.googleapis.com/fcm/send/x",
    "https://attacker.example/fcm/send/x",
  ])("refuses an endpoint that is not a push service: %s", async (url) => {
    await actAs(await person());
    const result = await subscribePushAction({ endpoint: url, keys });
    expect(result).toMatchObject({ ok: false, error: { code: "VALIDATION", message: PUSH_SUBSCRIPTION_INVALID } });
    expect(await rowsFor(url)).toEqual([]);
  });

  test("refuses malformed keys, and anyone signed out", async () => {
    const me = await person();
    await actAs(me);
    const bad = await subscribePushAction({ endpoint: endpoint(me), keys: { p256dh: "short", auth: keys.auth } });
    expect(bad.ok).toBe(false);
    await actAs(null);
    const anonymous = await subscribePushAction({ endpoint: endpoint(`anon-${me}`), keys });
    expect(anonymous).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
    expect(await rowsFor(endpoint(`anon-${me}`))).toEqual([]);
  });
});

describe("unsubscribing", () => {
  test("removes only the person's own subscription", async () => {
    const owner = await person();
    const other = await person();
    const url = endpoint(`own-${owner}`);
    await actAs(owner);
    await subscribePushAction({ endpoint: url, keys });
    await actAs(other);
    await unsubscribePushAction({ endpoint: url });
    expect(await rowsFor(url)).toEqual([{ userId: owner }]);
    await actAs(owner);
    expect(await unsubscribePushAction({ endpoint: url })).toEqual({ ok: true, data: { subscribed: false } });
    expect(await rowsFor(url)).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { subscriptions, users } from "@/db/schema";
import { signUpAction } from "@/lib/actions/auth";
import { grantCompedPlan, startTrial } from "@/lib/data/subscriptions";
import { loadSettings } from "@/lib/services/settings/load-settings";
import { summariseSubscription } from "@/components/settings/subscription-text";
import { PASSWORD, uniqueEmail } from "../../helpers/auth";
import { link, person } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());
beforeEach(() => actAs(null));

/**
 * Issue #35 (decision 064): the trial is started by registration itself, whichever way a person registers, so the
 * Settings card never says "No plan" after the funnel promised a 7-day trial. Every form (the funnel's registration
 * step, reached through the plan page or opened directly; the invited partner's "Join Your Partner" form; /auth has
 * no sign-up of its own) calls signUpAction; what each sends is what its form sends.
 */

const DAY = 86_400_000;
const base = (prefix: string) => ({ fullName: "Ann Lee", email: uniqueEmail(prefix), password: PASSWORD });

const PATHS = {
  // The plan page chose monthly; the registration step passes it on.
  "through the plan step": { ...base("plan-step"), phoneNumber: "", plan: "attune_monthly", ageConfirmed: true },
  // /onboarding?step=registration, no plan chosen: the form sends plan undefined.
  "straight to the registration step": { ...base("direct"), phoneNumber: "", plan: undefined, ageConfirmed: true },
  // /onboarding?partner=true: components/onboarding/partner-registration-form.tsx sends these four fields.
  "the invited partner's form": { ...base("partner-join"), ageConfirmed: true },
} as const;

async function register(input: (typeof PATHS)[keyof typeof PATHS]) {
  const started = Date.now();
  expect(await signUpAction(input, "UTC")).toMatchObject({ ok: true });
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, input.email));
  return { userId: user!.id, started };
}

const rowsOf = (userId: string) => db().select().from(subscriptions).where(eq(subscriptions.userId, userId));

async function cardOf(userId: string) {
  const seen = await loadSettings({ userId, section: "subscription" });
  return summariseSubscription(seen.subscription, seen);
}

describe("every registration path starts the same 7-day trial", () => {
  test.each(Object.entries(PATHS))("%s", async (path, input) => {
    const { userId, started } = await register(input);
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      plan: path === "through the plan step" ? "attune_monthly" : "attune_annual",
      status: "trialing",
      provider: "none",
    });
    const days = (rows[0]!.trialEndsAt!.getTime() - started) / DAY;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const card = await cardOf(userId);
    expect(card.title).toBe("Free trial");
    expect(card.dateLine).toMatch(/^Trial ends /);
  });
});

test("once: registering the address again, or starting the trial again, changes nothing", async () => {
  const input = PATHS["straight to the registration step"];
  const { userId } = await register({ ...input, email: uniqueEmail("again") });
  const [first] = await rowsOf(userId);
  const [account] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
  expect(await signUpAction({ ...input, email: account!.email, plan: "attune_monthly" }, "UTC")).toMatchObject({
    ok: true,
  });
  await db().transaction((tx) =>
    startTrial({ userId, plan: "attune_monthly", now: new Date(Date.now() + 3 * DAY) }, tx),
  );
  expect(await rowsOf(userId)).toEqual([first]);
});

test("an invited partner covered by a paid plan sees that plan, not their own registration trial", async () => {
  const inviter = await person({ displayName: "Robin Payer" });
  await db().transaction((tx) => grantCompedPlan(inviter, tx));
  const { userId: partner } = await register({ ...PATHS["the invited partner's form"], email: uniqueEmail("joined") });
  await link(inviter, partner);
  const seen = await loadSettings({ userId: partner, section: "subscription" });
  expect(seen).toMatchObject({ coveredByPartner: true, partnerName: "Robin", entitled: true });
  expect(summariseSubscription(seen.subscription, seen).detail).toBe("Covered by Robin's plan");
});

import { describe, expect, test } from "vitest";
import { accessUntil, entitlementOf, type PlanState } from "./entitlement";

const now = new Date("2026-11-26T12:00:00Z");
const before = new Date("2026-11-20T00:00:00Z");
const after = new Date("2026-12-03T00:00:00Z");
const plan = (status: PlanState["status"], dates: Partial<PlanState> = {}): PlanState => ({
  status,
  trialEndsAt: null,
  currentPeriodEnd: null,
  ...dates,
});

describe("accessUntil", () => {
  test.each([
    ["a running trial", plan("trialing", { trialEndsAt: after }), true],
    ["a trial that has ended", plan("trialing", { trialEndsAt: before }), false],
    ["an active plan", plan("active", { currentPeriodEnd: after }), true],
    ["a plan past due (the card is being retried)", plan("past_due", { currentPeriodEnd: after }), true],
    ["a cancelled plan inside its paid period", plan("canceled", { currentPeriodEnd: after }), true],
    ["a cancelled plan after its period", plan("canceled", { currentPeriodEnd: before }), false],
    ["a cancelled plan with no period", plan("canceled"), false],
    ["a checkout never completed", plan("incomplete", { currentPeriodEnd: after }), false],
  ])("%s", (_, state, active) => {
    expect(accessUntil(state, now).active).toBe(active);
  });

  test("the end of access is the trial's end for a trial, the period's end otherwise", () => {
    expect(accessUntil(plan("trialing", { trialEndsAt: after, currentPeriodEnd: before }), now).until).toEqual(after);
    expect(accessUntil(plan("canceled", { currentPeriodEnd: after }), now).until).toEqual(after);
  });

  test("no plan gives no access", () => {
    expect(accessUntil(null, now)).toEqual({ active: false, until: null });
  });
});

describe("entitlementOf", () => {
  const live = plan("active", { currentPeriodEnd: after });
  const lapsed = plan("canceled", { currentPeriodEnd: before });

  test("one plan covers both partners", () => {
    expect(entitlementOf(null, live, now)).toEqual({ entitled: true, source: "partner", until: after });
    expect(entitlementOf(lapsed, live, now).source).toBe("partner");
  });

  test("the person's own live plan comes first", () => {
    expect(entitlementOf(live, live, now).source).toBe("own");
  });

  test("neither plan live: not entitled", () => {
    expect(entitlementOf(lapsed, null, now)).toEqual({ entitled: false, source: null, until: null });
    expect(entitlementOf(null, null, now).entitled).toBe(false);
  });
});

import { describe, expect, test } from "vitest";
import { longUsDate, summariseSubscription, SUBSCRIPTION_TEXT, type SubscriptionView } from "./subscription-text";

const base: SubscriptionView = {
  plan: "attune_monthly",
  status: "active",
  trialEndsAt: null,
  currentPeriodEnd: new Date("2026-01-31T12:00:00Z"),
  cancelAtPeriodEnd: false,
};
const own = { coveredByPartner: false, timeZone: "UTC" };

describe("longUsDate", () => {
  test("long US format", () => {
    expect(longUsDate(new Date("2026-01-31T12:00:00Z"), "UTC")).toBe("January 31, 2026");
  });

  test("in the viewer's time zone, which can move the day", () => {
    const at = new Date("2026-02-01T03:00:00Z");
    expect(longUsDate(at, "UTC")).toBe("February 1, 2026");
    expect(longUsDate(at, "America/Los_Angeles")).toBe("January 31, 2026");
    expect(longUsDate(new Date("2026-01-31T20:00:00Z"), "Pacific/Auckland")).toBe("February 1, 2026");
  });
});

describe("summariseSubscription", () => {
  test("no plan: nothing to show, no Manage", () => {
    expect(summariseSubscription(null, own)).toBeNull();
    expect(summariseSubscription(null, { ...own, coveredByPartner: true })).toBeNull();
  });

  test("a trial shows Free trial, the chosen plan and the trial end", () => {
    const trial = {
      ...base,
      plan: "attune_annual" as const,
      status: "trialing" as const,
      trialEndsAt: base.currentPeriodEnd,
      currentPeriodEnd: null,
    };
    expect(summariseSubscription(trial, own)).toEqual({
      title: "Free trial",
      detail: "Annual plan after your trial",
      dateLine: "Trial ends January 31, 2026",
      manageable: true,
    });
  });

  test("active monthly and annual plans renew", () => {
    expect(summariseSubscription(base, own)).toEqual({
      title: "Monthly plan",
      detail: null,
      dateLine: "Renews on January 31, 2026",
      manageable: true,
    });
    expect(summariseSubscription({ ...base, plan: "attune_annual" }, own)?.title).toBe("Annual plan");
  });

  test("a plan set to cancel, or canceled, ends instead of renewing", () => {
    expect(summariseSubscription({ ...base, cancelAtPeriodEnd: true }, own)?.dateLine).toBe("Ends on January 31, 2026");
    expect(summariseSubscription({ ...base, status: "canceled" }, own)).toMatchObject({
      detail: "Canceled",
      dateLine: "Ends on January 31, 2026",
    });
  });

  test("payment problems are named", () => {
    expect(summariseSubscription({ ...base, status: "past_due" }, own)?.detail).toBe("Payment past due");
    expect(summariseSubscription({ ...base, status: "incomplete" }, own)?.detail).toBe("Payment incomplete");
  });

  test("a missing date gives no date line", () => {
    expect(summariseSubscription({ ...base, currentPeriodEnd: null }, own)?.dateLine).toBeNull();
  });

  test("the covered partner sees the plan as covered and cannot manage it", () => {
    expect(summariseSubscription(base, { coveredByPartner: true, timeZone: "UTC" })).toEqual({
      title: "Monthly plan",
      detail: SUBSCRIPTION_TEXT.covered,
      dateLine: "Renews on January 31, 2026",
      manageable: false,
    });
    expect(
      summariseSubscription(
        { ...base, status: "trialing", trialEndsAt: base.currentPeriodEnd },
        { coveredByPartner: true, timeZone: "UTC" },
      )?.detail,
    ).toBe("Covered by your partner's plan");
  });
});

import { describe, expect, test } from "vitest";
import {
  longUsDate,
  summariseSubscription,
  SUBSCRIPTION_TEXT,
  type SubscriptionContext,
  type SubscriptionView,
} from "./subscription-text";

const base: SubscriptionView = {
  plan: "attune_monthly",
  status: "active",
  trialEndsAt: null,
  currentPeriodEnd: new Date("2026-01-31T12:00:00Z"),
  cancelAtPeriodEnd: false,
  provider: "stripe",
  carriedOver: false,
};
const own: SubscriptionContext = {
  coveredByPartner: false,
  partnerName: null,
  entitled: true,
  paymentsLive: true,
  timeZone: "UTC",
};
const trial: SubscriptionView = {
  ...base,
  plan: "attune_annual",
  status: "trialing",
  trialEndsAt: base.currentPeriodEnd,
  currentPeriodEnd: null,
};

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
  test("no plan: the plan choice where payments are taken, the reason where they are not", () => {
    expect(summariseSubscription(null, own)).toMatchObject({ detail: SUBSCRIPTION_TEXT.none, action: "choose" });
    expect(summariseSubscription(null, { ...own, paymentsLive: false })).toMatchObject({
      action: "none",
      note: SUBSCRIPTION_TEXT.paymentsOff,
    });
  });

  test("a Stripe trial shows Free trial, the chosen plan, the trial end, and Manage", () => {
    expect(summariseSubscription(trial, own)).toEqual({
      title: "Free trial",
      detail: "Annual plan after your trial",
      dateLine: "Trial ends January 31, 2026",
      action: "manage",
      note: SUBSCRIPTION_TEXT.manageNote,
    });
  });

  test("a trial with no card behind it offers the plan choice, or says payments are off", () => {
    const cardless = { ...trial, provider: "none" as const };
    expect(summariseSubscription(cardless, own)).toMatchObject({
      action: "choose",
      note: SUBSCRIPTION_TEXT.keepAfterTrial,
    });
    expect(summariseSubscription(cardless, { ...own, paymentsLive: false })).toMatchObject({
      action: "none",
      note: SUBSCRIPTION_TEXT.paymentsOff,
    });
  });

  test("active monthly and annual plans renew", () => {
    expect(summariseSubscription(base, own)).toMatchObject({
      title: "Monthly plan",
      detail: null,
      dateLine: "Renews on January 31, 2026",
      action: "manage",
    });
    expect(summariseSubscription({ ...base, plan: "attune_annual" }, own).title).toBe("Annual plan");
  });

  test("a plan set to cancel, or canceled, ends instead of renewing; once it has ended, a new plan is offered", () => {
    expect(summariseSubscription({ ...base, cancelAtPeriodEnd: true }, own).dateLine).toBe("Ends on January 31, 2026");
    expect(summariseSubscription({ ...base, status: "canceled" }, own)).toMatchObject({
      detail: "Canceled",
      dateLine: "Ends on January 31, 2026",
      action: "manage",
    });
    expect(summariseSubscription({ ...base, status: "canceled" }, { ...own, entitled: false })).toMatchObject({
      dateLine: "Ended on January 31, 2026",
      action: "choose",
    });
  });

  test("payment problems are named", () => {
    expect(summariseSubscription({ ...base, status: "past_due" }, own).detail).toBe("Payment past due");
    expect(summariseSubscription({ ...base, status: "incomplete" }, own).detail).toBe("Payment incomplete");
  });

  test("a missing date gives no date line", () => {
    expect(summariseSubscription({ ...base, currentPeriodEnd: null }, own).dateLine).toBeNull();
  });

  test("the covered partner sees who covers and manages it, and cannot manage it", () => {
    expect(summariseSubscription(base, { ...own, coveredByPartner: true, partnerName: "Sam" })).toEqual({
      title: "Monthly plan",
      detail: "Covered by Sam's plan",
      dateLine: "Renews on January 31, 2026",
      action: "none",
      note: "Sam manages this plan. You don't pay anything.",
    });
    expect(summariseSubscription(trial, { ...own, coveredByPartner: true, partnerName: "Sam" }).title).toBe(
      "Free trial",
    );
  });

  test("a trial cancelled in the portal ends with no charge; a complimentary plan has nothing to manage", () => {
    expect(summariseSubscription({ ...trial, cancelAtPeriodEnd: true }, own)).toMatchObject({
      detail: SUBSCRIPTION_TEXT.trialCancelled,
      dateLine: "Ends on January 31, 2026",
      action: "manage",
    });
    expect(summariseSubscription({ ...base, provider: "none", currentPeriodEnd: null }, own)).toMatchObject({
      title: SUBSCRIPTION_TEXT.comped,
      action: "none",
    });
  });

  test("coverage carried over from a partner who left: access until its end, and a plan of one's own on offer", () => {
    const carried = { ...base, status: "canceled" as const, provider: "none" as const, carriedOver: true };
    expect(summariseSubscription(carried, own)).toMatchObject({
      detail: SUBSCRIPTION_TEXT.carriedOver,
      dateLine: "Access until January 31, 2026",
      action: "choose",
    });
  });
});

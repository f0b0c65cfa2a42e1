import { describe, expect, test } from "vitest";
import { isRerun, lastStep, stepFromQuery, stepHref, stepName } from "./funnel-steps";

describe("stepFromQuery", () => {
  test("nothing → landing", () => {
    expect(stepFromQuery({})).toBe(0);
    expect(stepFromQuery({ step: "nonsense" })).toBe(0);
  });
  test("payment=success opens registration only together with step=registration", () => {
    expect(stepFromQuery({ payment: "success", step: "registration" })).toBe(4);
    expect(stepFromQuery({ payment: "success" })).toBe(0);
    expect(stepFromQuery({ payment: "success", step: "plan" })).toBe(3);
  });
  test("payment=cancelled → plan, whatever the step says", () => {
    expect(stepFromQuery({ payment: "cancelled" })).toBe(3);
    expect(stepFromQuery({ payment: "cancelled", step: "registration" })).toBe(3);
  });
  test("named steps", () => {
    expect(stepFromQuery({ step: "welcome" })).toBe(1);
    expect(stepFromQuery({ step: "why" })).toBe(2);
    expect(stepFromQuery({ step: "check-email" })).toBe(5);
  });
  test("partner funnel has its own names and ignores payment", () => {
    expect(stepFromQuery({ partner: "true" })).toBe(0);
    expect(stepFromQuery({ partner: "true", step: "welcome" })).toBe(1);
    expect(stepFromQuery({ partner: "true", step: "plan" })).toBe(3);
    expect(stepFromQuery({ partner: "true", step: "registration" })).toBe(0);
    expect(stepFromQuery({ partner: "true", payment: "cancelled" })).toBe(0);
  });
});

describe("stepHref and stepName", () => {
  test("round trip", () => {
    for (const partner of [false, true]) {
      for (let index = 0; index <= lastStep(partner); index++) {
        const query = Object.fromEntries(new URL(stepHref(index, partner), "http://x").searchParams);
        expect(stepFromQuery(query)).toBe(index);
      }
    }
  });
  test("landing has a clean address; partner=true is kept", () => {
    expect(stepHref(0, false)).toBe("/onboarding");
    expect(stepHref(3, false)).toBe("/onboarding?step=plan");
    expect(stepHref(0, true)).toBe("/onboarding?partner=true");
    expect(stepHref(2, true)).toBe("/onboarding?partner=true&step=why");
  });
  test("a rerun keeps rerun=true on every step, and the step still reads back (spec 3 §2)", () => {
    expect(stepHref(0, false, true)).toBe("/onboarding?rerun=true");
    expect(stepHref(3, false, true)).toBe("/onboarding?rerun=true&step=plan");
    for (let index = 0; index <= lastStep(false); index++) {
      const query = Object.fromEntries(new URL(stepHref(index, false, true), "http://x").searchParams);
      expect(isRerun(query)).toBe(true);
      expect(stepFromQuery(query)).toBe(index);
    }
    expect(isRerun({ rerun: "1" })).toBe(false);
    expect(isRerun({})).toBe(false);
  });
  test("out-of-range indexes clamp", () => {
    expect(stepName(-1, false)).toBe("landing");
    expect(stepName(9, false)).toBe("check-email");
    expect(lastStep(false)).toBe(5);
    expect(lastStep(true)).toBe(4);
  });
});

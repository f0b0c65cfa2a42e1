import { describe, expect, test } from "vitest";
import {
  ANNUAL_PER_MONTH_CENTS,
  ANNUAL_PRICE_CENTS,
  ANNUAL_SAVINGS_CENTS,
  MONTHLY_PRICE_CENTS,
  formatUsd,
  planPricing,
} from "./pricing";

describe("spec 1 §9 figures", () => {
  test("monthly $12.99 and annual $79.99", () => {
    expect(formatUsd(MONTHLY_PRICE_CENTS)).toBe("$12.99");
    expect(formatUsd(ANNUAL_PRICE_CENTS)).toBe("$79.99");
  });
  test("annual is shown as $6.67 a month", () => {
    expect(formatUsd(ANNUAL_PER_MONTH_CENTS)).toBe("$6.67");
  });
  test("save $75.89 a year = 12 × monthly − annual", () => {
    expect(formatUsd(ANNUAL_SAVINGS_CENTS)).toBe("$75.89");
  });
});

describe("planPricing", () => {
  test("annual", () => {
    expect(planPricing("annual")).toEqual({
      plan: "attune_annual",
      period: "annual",
      priceCents: 7999,
      perMonthCents: 667,
    });
  });
  test("monthly", () => {
    expect(planPricing("monthly")).toEqual({
      plan: "attune_monthly",
      period: "monthly",
      priceCents: 1299,
      perMonthCents: 1299,
    });
  });
});

describe("formatUsd", () => {
  test.each([
    [0, "$0.00"],
    [1, "$0.01"],
    [99, "$0.99"],
    [100, "$1.00"],
    [101, "$1.01"],
    [123456, "$1,234.56"],
  ])("%i → %s", (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
  test("refuses fractions and negatives", () => {
    expect(() => formatUsd(12.5)).toThrow(RangeError);
    expect(() => formatUsd(-1)).toThrow(RangeError);
  });
});

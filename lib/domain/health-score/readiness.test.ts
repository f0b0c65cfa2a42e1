import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { healthViewOf, SCORE_MIN_DATA_DAYS, scoreReadiness } from "./readiness";

const days = (dataDays: number) => ({ dataDays });

describe("scoreReadiness", () => {
  test("no data: nothing is ready and the count starts at 0 of 3", () => {
    expect(scoreReadiness(days(0), null)).toEqual({ ready: false, coupleReady: false, you: 0, partner: null, need: 3 });
  });

  test("two days is not enough; the third day makes the user's own score ready", () => {
    expect(scoreReadiness(days(2), null).ready).toBe(false);
    expect(scoreReadiness(days(3), null)).toMatchObject({ ready: true, coupleReady: false, you: 3 });
  });

  test("the couple view waits for both: one entry each is not a perspective gap", () => {
    expect(scoreReadiness(days(1), days(1))).toMatchObject({ ready: false, coupleReady: false, you: 1, partner: 1 });
    expect(scoreReadiness(days(5), days(2))).toMatchObject({ ready: true, coupleReady: false, partner: 2 });
    expect(scoreReadiness(days(3), days(30))).toMatchObject({ ready: true, coupleReady: true, you: 3, partner: 3 });
  });

  test("counts are capped at the minimum and the couple is ready exactly when both sides are", () => {
    fc.assert(
      fc.property(fc.nat(40), fc.option(fc.nat(40), { nil: null }), (mine, theirs) => {
        const r = scoreReadiness(days(mine), theirs === null ? null : days(theirs));
        expect(r.you).toBe(Math.min(mine, SCORE_MIN_DATA_DAYS));
        expect(r.ready).toBe(mine >= SCORE_MIN_DATA_DAYS);
        expect(r.coupleReady).toBe(mine >= SCORE_MIN_DATA_DAYS && theirs !== null && theirs >= SCORE_MIN_DATA_DAYS);
      }),
    );
  });
});

test("the cards are the couple's whenever the partner's score may be shown, before it is ready too", () => {
  expect(healthViewOf(scoreReadiness(days(0), days(0)))).toBe("couple");
  expect(healthViewOf(scoreReadiness(days(9), null))).toBe("individual");
});

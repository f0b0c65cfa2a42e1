import { describe, expect, test } from "vitest";
import * as api from "./index";

describe("public API", () => {
  test("exports the engines the dashboard uses", () => {
    for (const name of [
      "computeHealthScore",
      "computeCoupleScore",
      "scoreBand",
      "computeScoreHistory",
      "computeHealthOverview",
      "dataQualityNotice",
      "recentTrend",
      "sentimentTone",
      "sentimentToneLabel",
    ] as const) {
      expect(typeof api[name]).toBe("function");
    }
  });
  test("re-exports the spec constants", () => {
    expect(api.BUILDING_PHASE_MIN_DATA_DAYS).toBe(4);
    expect(api.IMBALANCE_LABELS.high).toBe("Significant perception gap");
    expect(api.COMPARISON_LABELS.significant).toBe("Significant difference");
    expect(api.LIMITED_REAL_DATA_TITLE).toBe("Limited Real Data");
  });
});

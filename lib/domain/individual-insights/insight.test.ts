import { describe, expect, test } from "vitest";
import { INSIGHT_TOPIC, formatAverage, inWindow, insightId, localWindow } from "./insight";

describe("localWindow", () => {
  test("whole local days ending today, half-open, across the New York spring-forward", () => {
    const clock = { now: new Date("2026-03-09T16:00:00Z"), timeZone: "America/New_York" };
    const window = localWindow(clock, 3);
    expect(window.today).toBe("2026-03-09");
    // Mar 7 starts at 05:00Z (EST); Mar 10 starts at 04:00Z (EDT).
    expect(new Date(window.fromMs).toISOString()).toBe("2026-03-07T05:00:00.000Z");
    expect(new Date(window.toMs).toISOString()).toBe("2026-03-10T04:00:00.000Z");
    expect(inWindow(new Date(window.fromMs), window)).toBe(true);
    expect(inWindow(new Date(window.fromMs - 1), window)).toBe(false);
    expect(inWindow(new Date(window.toMs - 1), window)).toBe(true);
    expect(inWindow(new Date(window.toMs), window)).toBe(false);
  });
});

describe("helpers", () => {
  test("ids are per rule and local day", () => {
    expect(insightId("sleep_mood", "2026-03-08")).toBe("sleep_mood:2026-03-08");
  });
  test("averages show at most 2 decimals", () => {
    expect(formatAverage(6.5)).toBe("6.5");
    expect(formatAverage(6.4333)).toBe("6.43");
    expect(formatAverage(6.96)).toBe("6.96");
    expect(formatAverage(7)).toBe("7");
  });
  test("every type has a topic", () => {
    expect(INSIGHT_TOPIC.sleep_advice).toBe("sleep");
    expect(INSIGHT_TOPIC.sleep_mood).toBe("sleep");
    expect(INSIGHT_TOPIC.stress_alert).toBe("stress");
    expect(INSIGHT_TOPIC.stress_streak).toBe("stress");
  });
});

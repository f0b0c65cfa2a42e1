import { expect, test } from "vitest";
import { GUIDANCE, GUIDANCE_TOPICS, topicsOf } from "./guidance";

test.each([
  ["We had another argument last night", ["conflict"]],
  ["I feel like we're drifting apart", ["connection"]],
  ["I want to apologise after our fight", ["repair", "conflict"]],
  ["work stress is making me snappy", ["stress"]],
  ["this deadline is killing me", ["stress"]],
  ["I'm so tired, I can't sleep", ["sleep"]],
  ["I feel taken for granted", ["appreciation"]],
  ["He's jealous of my friends", ["trust"]],
  ["we're long-distance this year", ["distance"]],
  ["the weather is nice", []],
])("%s → %j", (message, topics) => {
  expect(topicsOf(message)).toEqual(topics);
});

test("every topic has at least one idea the person can use alone", () => {
  for (const topic of GUIDANCE_TOPICS) {
    const solo = GUIDANCE.filter((g) => g.topic === topic && !g.joint);
    if (["distance"].includes(topic)) continue; // being apart is about the two of them by nature
    expect(solo.length, topic).toBeGreaterThan(0);
  }
});

test("every idea has a source, something to try, and a title unique in the library", () => {
  expect(GUIDANCE.length).toBeGreaterThanOrEqual(25);
  expect(new Set(GUIDANCE.map((g) => g.title)).size).toBe(GUIDANCE.length);
  expect(new Set(GUIDANCE.map((g) => g.id)).size).toBe(GUIDANCE.length);
  for (const guide of GUIDANCE) {
    expect(guide.source.length).toBeGreaterThan(10);
    expect(guide.tryThis.length).toBeGreaterThan(10);
  }
});

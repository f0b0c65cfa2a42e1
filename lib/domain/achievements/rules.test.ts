import { describe, expect, test } from "vitest";
import {
  ACHIEVEMENT_DEFINITIONS,
  ACHIEVEMENT_RULES,
  ACHIEVEMENT_TYPES,
  MILESTONE_TYPES,
  achievementDefinition,
  achievementKeyOf,
} from "./rules";

describe("catalogue", () => {
  test("13 achievements, within the 10–14 budget, with these keys, milestones and types", () => {
    expect(ACHIEVEMENT_DEFINITIONS.map((d) => [d.key, d.milestoneType, d.type])).toEqual([
      ["first_mood", "other", "wellness"],
      ["mood_streak_7", "mood_streak_7", "wellness"],
      ["mood_consistency_30", "other", "wellness"],
      ["mood_days_100", "other", "special"],
      ["first_reflection", "other", "therapy"],
      ["first_personal_checkin", "other", "therapy"],
      ["personal_checkins_10", "other", "therapy"],
      ["first_partner_checkin", "other", "relationship"],
      ["connection_champion", "connection_champion", "relationship"],
      ["first_ritual", "other", "relationship"],
      ["ritual_master", "ritual_master", "relationship"],
      ["first_shared_goal", "other", "relationship"],
      ["first_partner_link", "other", "special"],
    ]);
  });

  test("keys and titles are unique; every named milestone is used exactly once", () => {
    const keys = ACHIEVEMENT_DEFINITIONS.map((d) => d.key);
    const titles = ACHIEVEMENT_DEFINITIONS.map((d) => d.title);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(titles).size).toBe(titles.length);
    for (const milestone of MILESTONE_TYPES.filter((m) => m !== "other")) {
      expect(ACHIEVEMENT_DEFINITIONS.filter((d) => d.milestoneType === milestone)).toHaveLength(1);
    }
  });

  test("every type but 'other' has at least one achievement; fields are filled", () => {
    for (const type of ACHIEVEMENT_TYPES.filter((t) => t !== "other")) {
      expect(ACHIEVEMENT_DEFINITIONS.some((d) => d.type === type)).toBe(true);
    }
    for (const d of ACHIEVEMENT_DEFINITIONS) {
      expect(d.key).toMatch(/^[a-z0-9_]+$/);
      expect(d.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(d.category.length).toBeGreaterThan(0);
      expect(d.title.length).toBeGreaterThan(0);
      expect(d.description.length).toBeGreaterThan(0);
    }
  });

  test("therapy achievements are shown under Coaching Progress", () => {
    for (const d of ACHIEVEMENT_DEFINITIONS.filter((x) => x.type === "therapy")) {
      expect(d.category).toBe("Coaching Progress");
    }
  });

  test("definitions carry no predicates; rules do", () => {
    expect(Object.keys(ACHIEVEMENT_DEFINITIONS[0]!).sort()).toEqual(
      ["category", "description", "icon", "key", "milestoneType", "title", "type"].sort(),
    );
    expect(ACHIEVEMENT_RULES.every((r) => typeof r.isMet === "function" && r.kinds.length > 0)).toBe(true);
  });

  test("only streak and distinct-day rules need local days", () => {
    expect(ACHIEVEMENT_RULES.filter((r) => r.usesDays).map((r) => r.key)).toEqual([
      "mood_streak_7",
      "mood_consistency_30",
      "mood_days_100",
      "connection_champion",
    ]);
  });
});

describe("achievementDefinition", () => {
  test("finds by key", () => {
    expect(achievementDefinition("ritual_master")).toMatchObject({ title: "Ritual Master", icon: "Trophy" });
    expect(achievementDefinition("nope")).toBeUndefined();
  });
});

describe("achievementKeyOf (alreadyEarned from stored rows)", () => {
  test("named milestones match by milestone type whatever the stored title", () => {
    expect(achievementKeyOf({ milestoneType: "mood_streak_7", title: "Old title" })).toBe("mood_streak_7");
    expect(achievementKeyOf({ milestoneType: "ritual_master", title: "x" })).toBe("ritual_master");
    expect(achievementKeyOf({ milestoneType: "connection_champion", title: "x" })).toBe("connection_champion");
  });
  test("other rows match by title; unknown titles give undefined", () => {
    expect(achievementKeyOf({ milestoneType: "other", title: "First Mood Logged" })).toBe("first_mood");
    expect(achievementKeyOf({ milestoneType: "other", title: "Partners Connected" })).toBe("first_partner_link");
    expect(achievementKeyOf({ milestoneType: "other", title: "Ritual Master" })).toBeUndefined();
    expect(achievementKeyOf({ milestoneType: "other", title: "Retired badge" })).toBeUndefined();
  });
  test("round-trips every definition", () => {
    for (const d of ACHIEVEMENT_DEFINITIONS) expect(achievementKeyOf(d)).toBe(d.key);
  });
});

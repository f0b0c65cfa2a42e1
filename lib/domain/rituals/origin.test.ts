import { describe, expect, test } from "vitest";
import { ritualOrigin } from "./origin";

const partner = { id: "p1", name: "Robin" };
const at = new Date("2026-11-20T10:00:00Z");

describe("ritualOrigin", () => {
  test("the creator's own copy: created by you, and how it was made", () => {
    expect(ritualOrigin({ createdForPartnerId: null, generatedByAi: true, generatedAt: at }, partner)).toBe(
      "Created by you · Written by an AI model",
    );
    expect(ritualOrigin({ createdForPartnerId: null, generatedByAi: false, generatedAt: at }, null)).toBe(
      "Created by you · From Attune's ritual library",
    );
    expect(ritualOrigin({ createdForPartnerId: null, generatedByAi: false, generatedAt: null }, null)).toBe(
      "Created by you",
    );
  });

  test("the partner's copy names the partner who created it", () => {
    expect(ritualOrigin({ createdForPartnerId: "p1", generatedByAi: true, generatedAt: at }, partner)).toBe(
      "Created by Robin · Written by an AI model",
    );
    expect(ritualOrigin({ createdForPartnerId: "p1", generatedByAi: false, generatedAt: at }, partner)).toBe(
      "Created by Robin · From Attune's ritual library",
    );
  });

  test("a copy from someone who is no longer the partner does not name them", () => {
    expect(ritualOrigin({ createdForPartnerId: "old", generatedByAi: false, generatedAt: at }, partner)).toBe(
      "Created by a former partner · From Attune's ritual library",
    );
    expect(ritualOrigin({ createdForPartnerId: "p1", generatedByAi: false, generatedAt: null }, null)).toBe(
      "Created by a former partner",
    );
  });
});

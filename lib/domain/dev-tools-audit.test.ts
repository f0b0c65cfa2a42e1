import { expect, test } from "vitest";
import { auditTabEntry, NO_ACTOR, UNNAMED_ACCOUNT } from "./dev-tools-audit";

const base = {
  id: "e1",
  action: "test_sms_sent",
  actorId: "a1",
  actorName: "Ada Admin",
  targetUserId: null,
  targetName: null,
  detail: {},
  createdAt: new Date("2026-03-10T09:30:00Z"),
};

test("an entry names the action in words, who acted and the detail as sorted key/value text", () => {
  expect(
    auditTabEntry({ ...base, detail: { type: "custom", to: "+61 ••• ••• 5678", count: 2, ok: true, gone: null } }),
  ).toEqual({
    id: "e1",
    at: "2026-03-10T09:30:00.000Z",
    action: "test_sms_sent",
    label: "Test SMS sent",
    actor: "Ada Admin",
    target: null,
    detail: [
      ["count", "2"],
      ["gone", "—"],
      ["ok", "true"],
      ["to", "+61 ••• ••• 5678"],
      ["type", "custom"],
    ],
  });
});

test("a target is named; nameless and missing accounts say so", () => {
  const entry = auditTabEntry({ ...base, action: "role_granted", targetUserId: "u2", targetName: "Sam" });
  expect([entry.label, entry.target]).toEqual(["Role granted", "Sam"]);
  expect(auditTabEntry({ ...base, actorName: "  " }).actor).toBe(UNNAMED_ACCOUNT);
  expect(auditTabEntry({ ...base, actorId: null, actorName: null }).actor).toBe(NO_ACTOR);
});

test("an action that is not (or no longer) in the vocabulary shows as stored", () => {
  expect(auditTabEntry({ ...base, action: "retired_action" }).label).toBe("retired_action");
});

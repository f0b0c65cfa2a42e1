import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import type { AuditTabModel } from "@/lib/domain/dev-tools-audit";
import { AuditTable } from "./audit-tab";

const model: AuditTabModel = {
  timeZone: "UTC",
  entries: [
    {
      id: "2",
      at: "2026-03-10T10:00:00.000Z",
      action: "test_sms_sent",
      label: "Test SMS sent",
      actor: "Ada Admin",
      target: null,
      detail: [
        ["to", "+61 ••• ••• 5678"],
        ["type", "custom"],
      ],
    },
    {
      id: "1",
      at: "2026-03-10T09:00:00.000Z",
      action: "role_granted",
      label: "Role granted",
      actor: "Command line or a deleted account",
      target: "Ada Admin",
      detail: [["role", "admin"]],
    },
  ],
};

const render = (m: AuditTabModel) => renderToStaticMarkup(createElement(AuditTable, { model: m }));
const rows = (html: string) =>
  [...html.matchAll(/<tr class="align-top">(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) =>
      cell[1]!
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    ),
  );

test("one row per entry, in the order given (newest first): when, who, what, on whom, detail", () => {
  expect(rows(render(model))).toEqual([
    ["Mar 10, 2026, 10:00:00 AM", "Ada Admin", "Test SMS sent", "—", "to +61 ••• ••• 5678 type custom"],
    ["Mar 10, 2026, 9:00:00 AM", "Command line or a deleted account", "Role granted", "Ada Admin", "role admin"],
  ]);
});

test("an empty trail says so", () => {
  expect(render({ timeZone: "UTC", entries: [] })).toContain("No audited actions yet.");
});

// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import type { AuditTabModel } from "@/lib/domain/dev-tools-audit";
import { tableRows } from "@/tests/helpers/dom";
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

test("one row per entry, in the order given (newest first): when, who, what, on whom, detail", () => {
  render(<AuditTable model={model} />);
  const table = screen.getByRole("table", { name: "Audit trail, newest first (times in UTC)" });
  expect(tableRows(table)).toEqual([
    ["Mar 10, 2026, 10:00:00 AM", "Ada Admin", "Test SMS sent", "—", "to +61 ••• ••• 5678 type custom"],
    ["Mar 10, 2026, 9:00:00 AM", "Command line or a deleted account", "Role granted", "Ada Admin", "role admin"],
  ]);
  // Scrollable by keyboard when wider than a phone.
  expect(screen.getByRole("region", { name: "Audit trail entries" }).tabIndex).toBe(0);
});

test("an empty trail says so", () => {
  render(<AuditTable model={{ timeZone: "UTC", entries: [] }} />);
  expect(screen.getByText("No audited actions yet.")).toBeDefined();
  expect(screen.queryByRole("table")).toBeNull();
});

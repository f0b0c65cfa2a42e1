import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import type { DebugNotification } from "@/lib/domain/dev-tools-utilities";
import { NotificationList } from "./utilities-notification-list";

const notice = (overrides: Partial<DebugNotification>): DebugNotification => ({
  id: "n1",
  title: "Time for your daily check-in",
  message: "How are you feeling today?",
  type: "mood_reminder",
  priority: "medium",
  priorityLabel: "Medium",
  status: "Unread",
  createdAt: "2026-03-10T09:30:05.000Z",
  actionUrl: "/mood-log",
  metadata: { event: "manual_mood_reminder" },
  ...overrides,
});

const render = (items: DebugNotification[], timeZone = "Australia/Sydney") =>
  renderToStaticMarkup(createElement(NotificationList, { items, timeZone }));

test("each notice shows its status and priority in words beside the colour, its type, time, link and metadata", () => {
  const html = render([
    notice({ id: "a", status: "Deleted", priority: "urgent", priorityLabel: "Urgent" }),
    notice({ id: "b", status: "Read", priority: "high", priorityLabel: "High", actionUrl: null, metadata: {} }),
    notice({ id: "c", status: "Unread", priority: "low", priorityLabel: "Low", type: "system" }),
  ]);
  expect([...html.matchAll(/>(Deleted|Read|Unread)</g)].map((m) => m[1])).toEqual(["Deleted", "Read", "Unread"]);
  expect([...html.matchAll(/(\w+) priority</g)].map((m) => m[1])).toEqual(["Urgent", "High", "Low"]);
  expect(html).toContain("bg-red-600");
  expect(html).toContain("bg-orange-500");
  expect(html).toContain("bg-gray-400");
  // Created time in the admin's zone (09:30 UTC is 20:30 in Sydney in March).
  expect(html).toContain("Mar 10, 8:30:05 PM");
  expect(html).toContain("/mood-log");
  expect(html).toContain(">none<");
  // Metadata is a block of its JSON, only where there is some.
  expect(html.match(/aria-label="Metadata"/g)).toHaveLength(2);
  expect(html).toContain("&quot;event&quot;: &quot;manual_mood_reminder&quot;");
});

test("no notices: says how to make one", () => {
  expect(render([])).toContain("No notifications yet. Create a test notification to see one here.");
});

// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
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

/** The rows of the list, each as the details a reader finds in it. */
const rows = () =>
  within(screen.getByRole("list", { name: "Recent notifications" }))
    .getAllByRole("listitem")
    .map((row) => {
      const { getByRole, getByText, queryByLabelText } = within(row);
      const term = (label: string) => getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
      return {
        title: getByRole("heading").textContent,
        status: getByText(/^(Deleted|Read|Unread)$/).textContent,
        priority: getByText(/ priority$/).textContent,
        type: term("Type"),
        created: term("Created"),
        actionUrl: term("Action URL"),
        metadata: queryByLabelText("Metadata")?.textContent ?? null,
      };
    });

test("each notice shows its title, status, priority in words (the colour only beside them), type, time, link, metadata", () => {
  render(
    <NotificationList
      items={[
        notice({ id: "a", status: "Deleted", priority: "urgent", priorityLabel: "Urgent" }),
        notice({ id: "b", status: "Read", priority: "high", priorityLabel: "High", actionUrl: null, metadata: {} }),
        notice({ id: "c", status: "Unread", priority: "low", priorityLabel: "Low", type: "system" }),
      ]}
      timeZone="Australia/Sydney"
    />,
  );
  const metadata = JSON.stringify({ event: "manual_mood_reminder" }, null, 2);
  // Created time in the admin's zone (09:30 UTC is 20:30 in Sydney in March).
  const created = "Mar 10, 8:30:05 PM";
  const title = "Time for your daily check-in";
  expect(rows()).toEqual([
    {
      title,
      status: "Deleted",
      priority: "Urgent priority",
      type: "mood_reminder",
      created,
      actionUrl: "/mood-log",
      metadata,
    },
    {
      title,
      status: "Read",
      priority: "High priority",
      type: "mood_reminder",
      created,
      actionUrl: "none",
      metadata: null,
    },
    { title, status: "Unread", priority: "Low priority", type: "system", created, actionUrl: "/mood-log", metadata },
  ]);
});

test("no notices: says how to make one", () => {
  render(<NotificationList items={[]} timeZone="UTC" />);
  expect(screen.getByText("No notifications yet. Create a test notification to see one here.")).toBeDefined();
  expect(screen.queryByRole("list")).toBeNull();
});

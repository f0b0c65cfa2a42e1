// @vitest-environment happy-dom
import { fireEvent, render as mount, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { InboxItem } from "@/lib/domain/notifications";
import { NotificationList } from "./notification-list";

const item = (overrides: Partial<InboxItem> = {}): InboxItem => ({
  id: "n1",
  title: "Sharing updated",
  message: "Robin started sharing moods, detailed entries and goals with you.",
  when: "just now",
  href: "/partner-dashboard",
  read: false,
  ...overrides,
});

const render = (items: InboxItem[]) => {
  const handlers = { onOpen: vi.fn(), onRead: vi.fn(), onDelete: vi.fn() };
  mount(<NotificationList items={items} {...handlers} />);
  return handlers;
};
const notices = () => within(screen.getByRole("list", { name: "Newest notifications" })).getAllByRole("listitem");

describe("NotificationList (issue #33: calm notifications)", () => {
  test("a notice reads its title, words and when, and no priority at all", () => {
    render([item(), item({ id: "n2", title: "Achievements unlocked", read: true })]);
    const [first] = notices();
    expect(within(first!).getByText("Sharing updated")).toBeDefined();
    expect(within(first!).getByText("Robin started sharing moods, detailed entries and goals with you.")).toBeDefined();
    expect(within(first!).getByText("just now")).toBeDefined();
    expect(screen.queryByText(/priority|Urgent|High|Medium|Low/)).toBeNull();
  });

  test("'Open' and 'Mark read' look the same: neither reads as the one that matters", () => {
    render([item()]);
    const open = screen.getByRole("link", { name: "Open" });
    expect(open.getAttribute("href")).toBe("/partner-dashboard");
    expect(open.className).toBe(screen.getByRole("button", { name: "Mark read" }).className);
  });

  test("an unread notice says so to a screen reader; a read one offers Open only; one without a link, Mark read only", () => {
    render([item({ id: "read", read: true }), item({ id: "unlinked", title: "Goal completed", href: null })]);
    const [read, unlinked] = notices();
    expect(within(read!).getByRole("link", { name: "Open" })).toBeDefined();
    expect(within(read!).queryByRole("button", { name: "Mark read" })).toBeNull();
    expect(within(read!).queryByText("(unread)")).toBeNull();
    expect(within(unlinked!).queryByRole("link", { name: "Open" })).toBeNull();
    expect(within(unlinked!).getByRole("button", { name: "Mark read" })).toBeDefined();
    expect(within(unlinked!).getByText("(unread)")).toBeDefined();
  });

  test("Mark read and Delete (named for its notice) act on that notice", () => {
    const { onRead, onDelete } = render([item(), item({ id: "n2", title: "Goal completed" })]);
    fireEvent.click(within(notices()[1]!).getByRole("button", { name: "Mark read" }));
    expect(onRead).toHaveBeenCalledWith("n2");
    fireEvent.click(screen.getByRole("button", { name: "Delete: Sharing updated" }));
    expect(onDelete).toHaveBeenCalledWith("n1");
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
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

const render = (items: InboxItem[]) =>
  renderToStaticMarkup(createElement(NotificationList, { items, onOpen() {}, onRead() {}, onDelete() {} }));

/** Markup without tags, to read what a user reads. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/** The class attribute of the element (<a> or <button>) whose text is exactly `label`. */
function classOf(html: string, label: string): string | undefined {
  const match = new RegExp(`<(?:a|button)\\b[^>]*class="([^"]*)"[^>]*>${label}</(?:a|button)>`).exec(html);
  return match?.[1];
}

describe("NotificationList (issue #33: calm notifications)", () => {
  test("a notice reads its title, words and when, and no priority at all", () => {
    const read = text(render([item(), item({ id: "n2", title: "Achievements unlocked", read: true })]));
    expect(read).toContain("Sharing updated");
    expect(read).toContain("Robin started sharing moods, detailed entries and goals with you.");
    expect(read).toContain("just now");
    expect(read).not.toMatch(/priority|Urgent|High|Medium|Low/);
  });

  test("'Open' and 'Mark read' are one button style", () => {
    const html = render([item()]);
    const open = classOf(html, "Open");
    const markRead = classOf(html, "Mark read");
    expect(open).toBeDefined();
    expect(open).toBe(markRead);
    expect(html).toContain('href="/partner-dashboard"');
  });

  test("a read notice offers Open only; one without a link, Mark read only", () => {
    const read = render([item({ read: true })]);
    expect(classOf(read, "Open")).toBeDefined();
    expect(read).not.toContain("Mark read");
    expect(read).not.toContain("(unread)");
    const unlinked = render([item({ href: null })]);
    expect(unlinked).not.toContain(">Open<");
    expect(classOf(unlinked, "Mark read")).toBeDefined();
    expect(unlinked).toContain("(unread)");
  });

  test("each notice can be deleted, named in the button's label", () => {
    expect(render([item()])).toContain('aria-label="Delete: Sharing updated"');
  });
});

// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { MessagesList, type MessageItem, type MessagesToggle } from "./messages-list";

const message = (n: number, overrides: Partial<MessageItem> = {}): MessageItem => ({
  id: `m${n}`,
  at: `2026-03-0${n}T15:00:00.000Z`,
  dateText: `Day ${n}`,
  label: `Feeling loved · Connected`,
  badge: null,
  note: `Note ${n}`,
  ...overrides,
});
const five = [1, 2, 3, 4, 5].map((n) => message(n));
const toggle: MessagesToggle = { collapsedCount: 3, viewAllLabel: "View All Messages (5)", showLessLabel: "Show Less" };

const list = () => screen.getByRole("list", { name: "Recent messages" });
/** The notes shown, in order: one per list item. */
const notes = () =>
  within(list())
    .getAllByRole("listitem")
    .map((item) => within(item).queryByText(/^Note \d$/)?.textContent);

describe("MessagesList", () => {
  test("collapsed: the first three, and 'View All Messages (5)' controlling the list, not expanded", () => {
    render(<MessagesList messages={five} toggle={toggle} />);
    expect(notes()).toEqual(["Note 1", "Note 2", "Note 3"]);
    const button = screen.getByRole("button", { name: "View All Messages (5)", expanded: false });
    expect(button.getAttribute("aria-controls")).toBe(list().id);
    expect(screen.queryByRole("button", { name: "Show Less" })).toBeNull();
  });

  test("a click shows every message and 'Show Less'; a second click folds the list back to three", () => {
    render(<MessagesList messages={five} toggle={toggle} />);
    fireEvent.click(screen.getByRole("button", { name: "View All Messages (5)" }));
    expect(notes()).toEqual(["Note 1", "Note 2", "Note 3", "Note 4", "Note 5"]);
    const showLess = screen.getByRole("button", { name: "Show Less", expanded: true });
    expect(showLess.getAttribute("aria-controls")).toBe(list().id);
    expect(screen.queryByRole("button", { name: /View All Messages/ })).toBeNull();

    fireEvent.click(showLess);
    expect(notes()).toEqual(["Note 1", "Note 2", "Note 3"]);
    expect(screen.getByRole("button", { name: "View All Messages (5)", expanded: false })).toBeDefined();
  });

  test("no toggle (three or fewer): every message and no button", () => {
    render(<MessagesList messages={five.slice(0, 3)} toggle={null} />);
    expect(notes()).toEqual(["Note 1", "Note 2", "Note 3"]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  test("a message: its time with the ISO instant, its label, its badge, and no empty note paragraph", () => {
    render(<MessagesList messages={[message(1, { badge: "Private", note: null })]} toggle={null} />);
    const item = within(list()).getByRole("listitem");
    expect(within(item).getByText("Day 1").closest("time")?.getAttribute("datetime")).toBe("2026-03-01T15:00:00.000Z");
    expect(within(item).getByText("Feeling loved · Connected")).toBeDefined();
    expect(within(item).getByText("Private")).toBeDefined();
    expect(item.querySelector("p")).toBeNull();
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { toggleButtonIn } from "@/tests/helpers/element-tree";
import type { MessageItem, MessagesToggle } from "./messages-list";

/*
 * The unit project has no DOM to click in, so the toggle's state is put in the test's hands: useState returns the
 * state under test and a spy as its setter. Rendering shows what each state looks like; calling the button's onClick
 * shows what a click does to the state.
 */
const state = vi.hoisted(() => ({ expanded: false, setExpanded: vi.fn() }));
vi.mock("react", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react")>();
  return { ...actual, useState: () => [state.expanded, state.setExpanded], useId: () => "recent-list" };
});

const { MessagesList } = await import("./messages-list");

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

const render = (messages: readonly MessageItem[], t: MessagesToggle | null) =>
  renderToStaticMarkup(createElement(MessagesList, { messages, toggle: t }));
/** The notes shown, in order: one per list item. */
const notes = (html: string) => [...html.matchAll(/<p[^>]*>(Note \d)<\/p>/g)].map((m) => m[1]);
const buttonAttributes = (html: string, label: string) =>
  html.match(new RegExp(`<button([^>]*)>${label.replace(/[()]/g, "\\$&")}</button>`))?.[1] ?? null;

const toggleButton = (messages: readonly MessageItem[]) => toggleButtonIn(MessagesList({ messages, toggle }));

beforeEach(() => {
  state.expanded = false;
  state.setExpanded.mockReset();
});

describe("MessagesList", () => {
  test("collapsed: the first three, and 'View All Messages (5)' controlling the list, not expanded", () => {
    const html = render(five, toggle);
    expect(notes(html)).toEqual(["Note 1", "Note 2", "Note 3"]);
    expect(html).toContain('<ul id="recent-list" aria-label="Recent messages"');
    const button = buttonAttributes(html, "View All Messages (5)");
    expect(button).not.toBeNull();
    expect(button).toContain('type="button"');
    expect(button).toContain('aria-expanded="false"');
    expect(button).toContain('aria-controls="recent-list"');
    expect(html).not.toContain("Show Less");
  });

  test("a click on the collapsed toggle expands, a click on the expanded one collapses", () => {
    toggleButton(five).props.onClick();
    expect(state.setExpanded).toHaveBeenCalledTimes(1);
    const update = state.setExpanded.mock.calls[0]![0] as (open: boolean) => boolean;
    expect(update(false)).toBe(true);
    expect(update(true)).toBe(false);
  });

  test("expanded: every message, then 'Show Less' with aria-expanded true", () => {
    state.expanded = true;
    const html = render(five, toggle);
    expect(notes(html)).toEqual(["Note 1", "Note 2", "Note 3", "Note 4", "Note 5"]);
    const button = buttonAttributes(html, "Show Less");
    expect(button).toContain('aria-expanded="true"');
    expect(button).toContain('aria-controls="recent-list"');
    expect(html).not.toContain("View All Messages");
  });

  test("no toggle (three or fewer): every message and no button, whatever the state", () => {
    state.expanded = false;
    const three = five.slice(0, 3);
    const html = render(three, null);
    expect(notes(html)).toEqual(["Note 1", "Note 2", "Note 3"]);
    expect(html).not.toContain("<button");
  });

  test("a message: its time with the ISO instant, its label, its badge, and no empty note paragraph", () => {
    const html = render([message(1, { badge: "Private", note: null })], null);
    expect(html).toContain('<time dateTime="2026-03-01T15:00:00.000Z">Day 1</time>');
    expect(html).toContain(">Feeling loved · Connected</span>");
    expect(html).toContain(">Private</span>");
    expect(html).not.toContain("<p");
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { toggleButtonIn } from "@/tests/helpers/element-tree";

/*
 * The unit project has no DOM to click in, so the toggle's state is put in the test's hands: useState returns the
 * state under test and a spy as its setter. Rendering shows what each state looks like; calling the button's onClick
 * shows what a click does to the state.
 */
const state = vi.hoisted(() => ({ expanded: false, setExpanded: vi.fn() }));
vi.mock("react", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react")>();
  return { ...actual, useState: () => [state.expanded, state.setExpanded], useId: () => "suggestions" };
});

const { SupportSuggestions } = await import("./support-suggestions");

const five = ["First idea", "Second idea", "Third idea", "Fourth idea", "Fifth idea"];
const render = (suggestions: readonly string[]) =>
  renderToStaticMarkup(createElement(SupportSuggestions, { suggestions }));
const items = (html: string) => [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);

const toggleButton = (suggestions: readonly string[]) => toggleButtonIn(SupportSuggestions({ suggestions }));

beforeEach(() => {
  state.expanded = false;
  state.setExpanded.mockReset();
});

describe("SupportSuggestions", () => {
  test("collapsed: the first three, and '+2 more suggestions available' controlling the list", () => {
    const html = render(five);
    expect(items(html)).toEqual(["First idea", "Second idea", "Third idea"]);
    expect(html).toContain('<ul id="suggestions"');
    const button = html.match(/<button([^>]*)>\+2 more suggestions available<\/button>/)?.[1] ?? "";
    expect(button).toContain('type="button"');
    expect(button).toContain('aria-expanded="false"');
    expect(button).toContain('aria-controls="suggestions"');
  });

  test("a click on the collapsed toggle expands, a click on the expanded one collapses", () => {
    toggleButton(five).props.onClick();
    expect(state.setExpanded).toHaveBeenCalledTimes(1);
    const update = state.setExpanded.mock.calls[0]![0] as (open: boolean) => boolean;
    expect(update(false)).toBe(true);
    expect(update(true)).toBe(false);
  });

  test("expanded: every suggestion, then 'Show less' with aria-expanded true", () => {
    state.expanded = true;
    const html = render(five);
    expect(items(html)).toEqual(five);
    expect(html).toMatch(/<button[^>]*aria-expanded="true"[^>]*>Show less<\/button>/);
  });

  test("one hidden suggestion still reads '+1 more suggestions available' (the spec's words)", () => {
    expect(render(five.slice(0, 4))).toContain(">+1 more suggestions available</button>");
  });

  test("three or fewer: all of them and no toggle", () => {
    const html = render(five.slice(0, 3));
    expect(items(html)).toEqual(five.slice(0, 3));
    expect(html).not.toContain("<button");
  });
});

// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { SupportSuggestions } from "./support-suggestions";

const five = ["First idea", "Second idea", "Third idea", "Fourth idea", "Fifth idea"];
const items = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("SupportSuggestions", () => {
  test("collapsed: the first three, and '+2 more suggestions available' controlling the list", () => {
    render(<SupportSuggestions suggestions={five} />);
    expect(items()).toEqual(["First idea", "Second idea", "Third idea"]);
    const button = screen.getByRole("button", { name: "+2 more suggestions available", expanded: false });
    expect(button.getAttribute("aria-controls")).toBe(screen.getByRole("list").id);
  });

  test("a click shows every suggestion and 'Show less'; a second click folds the list back to three", () => {
    render(<SupportSuggestions suggestions={five} />);
    fireEvent.click(screen.getByRole("button", { name: "+2 more suggestions available" }));
    expect(items()).toEqual(five);
    fireEvent.click(screen.getByRole("button", { name: "Show less", expanded: true }));
    expect(items()).toEqual(five.slice(0, 3));
    expect(screen.getByRole("button", { name: "+2 more suggestions available", expanded: false })).toBeDefined();
  });

  test("one hidden suggestion still reads '+1 more suggestions available' (the spec's words)", () => {
    render(<SupportSuggestions suggestions={five.slice(0, 4)} />);
    expect(screen.getByRole("button", { name: "+1 more suggestions available" })).toBeDefined();
  });

  test("three or fewer: all of them and no toggle", () => {
    render(<SupportSuggestions suggestions={five.slice(0, 3)} />);
    expect(items()).toEqual(five.slice(0, 3));
    expect(screen.queryByRole("button")).toBeNull();
  });
});

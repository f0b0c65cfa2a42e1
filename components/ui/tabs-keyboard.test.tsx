// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Tabs as Radix } from "radix-ui";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { Tabs } from "./tabs";

afterEach(cleanup);

function mount(props: { defaultValue?: string; value?: string; onValueChange?: (value: string) => void }) {
  render(
    <Tabs.Root {...props}>
      <Tabs.List aria-label="Sections">
        <Tabs.Trigger value="a">First</Tabs.Trigger>
        <Tabs.Trigger value="b" disabled>
          Second
        </Tabs.Trigger>
        <Tabs.Trigger value="c">Third</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="a">Panel A</Tabs.Content>
      <Tabs.Content value="c">Panel C</Tabs.Content>
    </Tabs.Root>,
  );
  return (name: string) => screen.getByRole("tab", { name });
}

describe("Tabs behave as Radix's (WAI-ARIA tabs, automatic activation)", () => {
  test("the panel is labelled by its tab and only the selected one has content", () => {
    const tab = mount({ defaultValue: "a" });
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("Panel A");
    expect(panel.getAttribute("aria-labelledby")).toBe(tab("First").id);
    expect(tab("First").getAttribute("aria-controls")).toBe(panel.id);
    expect(screen.queryByText("Panel C")).toBeNull();
  });

  test("arrows skip a disabled tab and loop; focus selects; Home and End", () => {
    const tab = mount({ defaultValue: "a" });
    tab("First").focus();
    fireEvent.keyDown(tab("First"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Third"));
    expect(tab("Third").getAttribute("aria-selected")).toBe("true");
    expect(tab("Third").tabIndex).toBe(0);
    expect(tab("First").tabIndex).toBe(-1);
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel C");
    fireEvent.keyDown(tab("Third"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("First"));
    fireEvent.keyDown(tab("First"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Third"));
    fireEvent.keyDown(tab("Third"), { key: "Home" });
    expect(document.activeElement).toBe(tab("First"));
    fireEvent.keyDown(tab("First"), { key: "End" });
    expect(document.activeElement).toBe(tab("Third"));
  });

  test("controlled: a press asks for the value and the panel follows the caller's value", () => {
    const onValueChange = vi.fn();
    const tab = mount({ value: "a", onValueChange });
    fireEvent.mouseDown(tab("Third"), { button: 0 });
    expect(onValueChange).toHaveBeenCalledWith("c");
    expect(screen.getByRole("tabpanel").textContent).toBe("Panel A");
    fireEvent.mouseDown(tab("Second"), { button: 0 });
    expect(onValueChange).not.toHaveBeenCalledWith("b");
  });

  test("the server's markup is Radix's, but for the tab stops and the list's own focus handling", () => {
    const tree = (T: typeof Tabs | typeof Radix) => (
      <T.Root defaultValue="b" className="r">
        <T.List aria-label="Sections" className="l">
          <T.Trigger value="a">First</T.Trigger>
          <T.Trigger value="b">Second</T.Trigger>
        </T.List>
        <T.Content value="a">A</T.Content>
        <T.Content value="b">B</T.Content>
      </T.Root>
    );
    const normalise = (html: string) =>
      html
        .replace(/ tabindex="-?\d"(?= data-orientation="horizontal" data-radix-collection-item)/g, "")
        .replace(/ data-radix-collection-item=""/g, "")
        .replace(/ tabindex="-1" data-orientation="horizontal" style="outline:none"/, ' data-orientation="horizontal"')
        .replace(/ style="animation-duration:0s"/g, "")
        .replace(/ tabindex="-?\d"(?= data-orientation="horizontal">(First|Second))/g, "")
        .replace(/radix-_R_[^-"]*-/g, "ID-");
    expect(normalise(renderToStaticMarkup(tree(Tabs)))).toBe(normalise(renderToStaticMarkup(tree(Radix))));
  });
});

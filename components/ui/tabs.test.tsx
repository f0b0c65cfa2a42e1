import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Tabs } from "./tabs";

/** The tab stops of the server's HTML, the page as it is before it hydrates: [tab label, tabindex]. */
function tabStops(root: ReturnType<typeof h>): [string, string | undefined][] {
  return [...renderToStaticMarkup(root).matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)].map((match) => [
    match[1]!,
    /tabindex="(-?\d+)"/.exec(match[0])?.[1],
  ]);
}

function tabs(rootProps: Record<string, unknown>) {
  return h(
    Tabs.Root,
    rootProps,
    h(Tabs.List, { "aria-label": "Sections" }, [
      h(Tabs.Trigger, { key: "a", value: "a" }, "First"),
      h(Tabs.Trigger, { key: "b", value: "b" }, "Second"),
      h(Tabs.Trigger, { key: "c", value: "c" }, "Third"),
    ]),
    h(Tabs.Content, { value: "a" }, "A"),
  );
}

test("uncontrolled: the default tab is the one tab stop before hydration", () => {
  expect(tabStops(tabs({ defaultValue: "b" }))).toEqual([
    ["First", "-1"],
    ["Second", "0"],
    ["Third", "-1"],
  ]);
});

test("controlled: the given value is the tab stop", () => {
  expect(tabStops(tabs({ value: "c", onValueChange: () => undefined }))).toEqual([
    ["First", "-1"],
    ["Second", "-1"],
    ["Third", "0"],
  ]);
});

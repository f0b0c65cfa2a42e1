import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { DEMO_TEXT, demoCounts, type DemoSetupModel } from "@/lib/domain/demo/kinds";

vi.mock("@/lib/actions/demo", () => ({ generateDemoDataAction: vi.fn(), removeDemoDataAction: vi.fn() }));

const { DemoSetup } = await import("./demo-setup");
const { DemoDataBanner } = await import("./demo-data-banner");

const NONE: DemoSetupModel = { hasDemoData: false, counts: demoCounts([]), total: 0, partnered: false };
const SOME: DemoSetupModel = {
  hasDemoData: true,
  counts: demoCounts([
    { tableName: "moods", count: 61 },
    { tableName: "rituals", count: 4 },
  ]),
  total: 65,
  partnered: true,
};
const render = (model: DemoSetupModel) => renderToStaticMarkup(createElement(DemoSetup, { model }));

describe("DemoSetup", () => {
  test("without demo data: what will be generated, that it is labelled and removable, and the button", () => {
    const html = render(NONE);
    for (const item of DEMO_TEXT.what) expect(html).toContain(item);
    expect(html).toContain(DEMO_TEXT.labelled);
    expect(html).toContain(`>${DEMO_TEXT.generate}</button>`);
    expect(html).not.toContain(DEMO_TEXT.holdsDemo);
    expect(html).not.toContain("own data is never changed");
  });

  test("with demo data: the label, the counts of what exists, the dashboard link and removal; no second generation", () => {
    const html = render(SOME);
    expect(html).toContain(DEMO_TEXT.holdsDemo);
    expect(html).toContain("Moods with feelings and notes</dt>");
    expect(html).toContain(">61</dd>");
    expect(html).toContain(">4</dd>");
    expect(html).not.toContain("Shared goal</dt>");
    expect(html).toContain('href="/dashboard"');
    expect(html).toContain(`>${DEMO_TEXT.remove}</button>`);
    expect(html).not.toContain(`>${DEMO_TEXT.generate}</button>`);
    // The note on how the partner is treated (its apostrophe is escaped in markup).
    expect(html).toContain("own data is never changed");
  });
});

describe("DemoDataBanner", () => {
  test("one line linking to /demo-setup, only while the account holds demo data", () => {
    const banner = (hasDemoData: boolean) => renderToStaticMarkup(createElement(DemoDataBanner, { hasDemoData }));
    expect(banner(false)).toBe("");
    expect(banner(true)).toContain(DEMO_TEXT.banner);
    expect(banner(true)).toContain('href="/demo-setup"');
  });
});

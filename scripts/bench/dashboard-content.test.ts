import { expect, test } from "vitest";
import { ANALYTICS_PAGES, analyticsCheck, dashboardCheck } from "./dashboard-content";

const failedBoundary = "a boundary failed on the server ($RX/data-dgst)";
const page = (inside: string) => `<html><body><main>Welcome, <!-- -->Alex</main>${inside}</body></html>`;

test("a boundary that failed on the server is wrong; a client-only module's empty bailout is not", () => {
  const check = dashboardCheck("Alex Rivera", "Sam Lee");
  // The root layout's toast region (next/dynamic, ssr: false) on every page.
  expect(check(200, page('<!--$!--><template data-dgst=""></template><!--/$-->'))).not.toContain(failedBoundary);
  expect(check(200, page('<!--$!--><template data-dgst="1858734523"></template><!--/$-->'))).toContain(failedBoundary);
  expect(check(200, page('<script>$RX("B:3","2911")</script>'))).toContain(failedBoundary);
});

test("the export card is no longer asked of the dashboard (it moved to Settings)", () => {
  const reasons = dashboardCheck("Alex Rivera", "Sam Lee")(200, page(""));
  expect(reasons.some((reason) => reason.includes("export"))).toBe(false);
  expect(reasons).toContain("missing card: mood-trends");
});

test("an analytics page needs its heading and, where it has one, its with-data section", () => {
  const [relationship] = ANALYTICS_PAGES;
  const check = analyticsCheck(relationship);
  expect(check(200, "<h1>Relationship Insights</h1><dt>Average gap</dt>")).toEqual([]);
  expect(check(200, "<h1>Relationship Insights</h1>")).toEqual(['no "Average gap"']);
  expect(check(500, "<h1>Relationship Insights</h1><dt>Average gap</dt>")).toEqual(["status 500"]);
  const actions = analyticsCheck(ANALYTICS_PAGES.find((page) => page.withData === null)!);
  expect(actions(200, "<h1>Actions &amp; Rituals</h1>")).toEqual([]);
});

test("this week's cards may arrive as their unlock line (early in the week); other cards may not", () => {
  const check = dashboardCheck("Alex Rivera", "Sam Lee");
  const skeleton = (id: string) => `<section aria-busy="true" data-card="${id}"></section>`;
  const unlock = (id: string) => `<p id="${id}" data-card="${id}" data-unlock="">Not yet</p>`;
  const sundayMorning = check(200, page(skeleton("weekly-summary") + unlock("weekly-summary") + unlock("mood-tags")));
  expect(sundayMorning).not.toContain("never arrived: weekly-summary");
  expect(sundayMorning).not.toContain("missing card: weekly-summary");
  expect(sundayMorning).not.toContain("missing text: Weekly Emotional Summary");
  expect(sundayMorning).toContain("locked: mood-tags");
  expect(sundayMorning).toContain("missing card: weekly-reflection");
  const filledWithoutTitle = check(200, page('<section data-card="weekly-summary"></section>'));
  expect(filledWithoutTitle).toContain("missing text: Weekly Emotional Summary");
});

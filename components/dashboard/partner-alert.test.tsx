import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { partnerAlert, type PartnerAlert } from "@/lib/domain/partner-alert";
import type { MoodRecord } from "@/lib/domain/types";
import { listItems, markupText } from "@/tests/helpers/static-markup";
import { PartnerAlertCard } from "./partner-alert";

const NOW = new Date("2026-03-10T23:00:00Z"); // 19:00 in New York
const clock = { now: NOW, timeZone: "America/New_York" };
const mood = (value: number, keywords: string[] = []): MoodRecord => ({
  value,
  keywords,
  notes: "a private note",
  emotionMetadata: null,
  at: new Date("2026-03-10T13:30:00Z"), // 09:30
});

function alertOf(moodRecord: MoodRecord, sharingEnabled = true): PartnerAlert {
  const alert = partnerAlert({
    clock,
    partner: { id: "robin", displayName: "Robin Alvarez", moods: [moodRecord] },
    checkins: [],
    sharingEnabled,
  });
  if (!alert) throw new Error("expected an alert");
  return alert;
}

const render = (alert: PartnerAlert | null) => renderToStaticMarkup(createElement(PartnerAlertCard, { alert }));
const links = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], m[2]]);

describe("PartnerAlertCard", () => {
  test("no alert: nothing at all", () => {
    expect(render(null)).toBe("");
  });

  test("a landmark named by the calm sentence, with the partner's first name only", () => {
    const html = render(alertOf(mood(-1)));
    expect(html).toMatch(/<section[^>]*aria-labelledby="partner-alert-title"/);
    expect(html).toMatch(/<h2[^>]*id="partner-alert-title"[^>]*>.*Robin logged a low mood this morning\.<\/h2>/);
    expect(markupText(html)).toContain("Let Robin know you're thinking of them.");
    expect(html).not.toContain("Alvarez");
    expect(html).not.toContain("a private note");
  });

  test("two ways to respond, as plain links: the check-in first, then a kind word with what it does", () => {
    const html = render(alertOf(mood(-2, ["stressed"])));
    expect(markupText(html)).toContain("Robin logged a difficult mood and high stress this morning.");
    expect(links(html)).toEqual([
      ["/checkin", "Check in with Robin"],
      ["/checkin#gratitude-note", "Send a kind word"],
    ]);
    const [checkIn, kindWord] = listItems(html);
    // The check-in is the primary action: the filled button.
    expect(checkIn).toContain("btn-primary");
    expect(checkIn).not.toContain("aria-describedby");
    // The hint under the kind word describes its link.
    const described = kindWord?.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(kindWord).toMatch(
      new RegExp(`<p id="${described}"[^>]*>A gratitude note in your check-in, shared with Robin\\.</p>`),
    );
  });

  test("no script: no buttons, no forms, only links", () => {
    const html = render(alertOf(mood(-3)));
    expect(html).not.toContain("<button");
    expect(html).not.toContain("<form");
    // The icon is decoration: the sentence says it all.
    for (const svg of html.match(/<svg[^>]*>/g) ?? []) expect(svg).toContain('aria-hidden="true"');
  });

  test("without shared check-ins the kind word is not offered", () => {
    expect(links(render(alertOf(mood(-1), false)))).toEqual([["/checkin", "Check in with Robin"]]);
  });
});

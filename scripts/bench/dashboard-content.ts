import { DASHBOARD_TEXT } from "@/components/dashboard/dashboard-text";
import { ACHIEVEMENTS_CARD_EMPTY_TEXT } from "@/lib/domain/achievements";
import { PRIVATE_THOUGHTS_TITLE, RECENT_MOOD_TAGS_TITLE } from "@/lib/domain/mood-tags";
import { firstName } from "@/lib/domain/names";
import { MESSAGES_TEXT } from "@/lib/domain/partner-messages";
import { RECOMMENDATIONS_CARD_TITLE } from "@/lib/domain/recommendations";
import { REFLECTION_TITLE } from "@/lib/domain/weekly-reflection";
import { WEEKLY_SUMMARY_TITLE } from "@/lib/domain/weekly-summary";

/*
 * Is a streamed /dashboard response the whole dashboard of a linked couple with data? Every card of the page is a
 * <section data-card="id"> (components/dashboard/dashboard-card.tsx); while it streams, a skeleton with the same id and
 * aria-busy="true" stands in (card-states.tsx), and the card itself follows later in the same response. A card that
 * failed shows CardError, whose message has role="alert"; a boundary that failed on the server is left to the browser
 * ($RX / data-dgst). So a good response: status 200, complete (</html>), every card the page streamed arrived, the
 * cards every build has are there with their titles, and nothing shows an error or a no-data state.
 */

/**
 * Cards of the dashboard since issue #13 was filed; cards added since are checked through their skeletons. The export
 * card moved to Settings (decision 049).
 */
const CORE_CARDS = [
  "relationship-insights",
  "mood-trends",
  "messages-from-partner",
  "mood-tags",
  "weekly-reflection",
  "private-thoughts",
  "weekly-summary",
  "wellbeing-insight",
  "recommendations",
];

/**
 * Cards of "this week" (local, Sunday-start), which may honestly show their unlock line: early on a Sunday the seeded
 * history has no mood this week yet, and the reflection needs three, so on a Monday it may still be locked. Their titles
 * are asked only when they are filled; a CI run early on a Sunday failed on them otherwise.
 */
const WEEKLY_CARDS: Record<string, string> = {
  "weekly-reflection": REFLECTION_TITLE,
  "weekly-summary": WEEKLY_SUMMARY_TITLE,
};

/** The empty states of cards the seeded history must fill. */
const NO_DATA_TEXTS = [
  DASHBOARD_TEXT.moodChartEmpty,
  DASHBOARD_TEXT.tagsEmpty,
  DASHBOARD_TEXT.thoughtsEmpty,
  MESSAGES_TEXT.noneReceived,
  ACHIEVEMENTS_CARD_EMPTY_TEXT,
];

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

interface CardSections {
  skeletons: Set<string>;
  /** Cards that arrived, filled or as their unlock line. */
  rendered: Set<string>;
  /** Cards that arrived as their unlock line (components/dashboard/card-states.tsx). */
  unlocked: Set<string>;
  /** Cards showing their error state. */
  errors: Set<string>;
}

/** The card sections of a dashboard response. */
export function cardSections(html: string): CardSections {
  const found: CardSections = { skeletons: new Set(), rendered: new Set(), unlocked: new Set(), errors: new Set() };
  for (const match of html.matchAll(/<(?:section|p)\b[^>]*\bdata-card="[^"]+"[^>]*>/g)) {
    const id = match[0].match(/\bdata-card="([^"]+)"/)![1]!;
    if (/\baria-busy="true"/.test(match[0])) found.skeletons.add(id);
    else found.rendered.add(id);
    if (match[0].startsWith("<p") && /\bdata-unlock=/.test(match[0])) found.unlocked.add(id);
  }
  for (const match of html.matchAll(/role="alert"/g)) {
    const before = html.lastIndexOf('data-card="', match.index);
    found.errors.add(before < 0 ? "(outside any card)" : html.slice(before + 11, html.indexOf('"', before + 11)));
  }
  return found;
}

/**
 * How heavy a streamed page is: all of its HTML, and the part that is React's flight data (the `self.__next_f.push`
 * scripts the browser replays to hydrate), which the server serialises on top of the HTML it renders.
 */
export function htmlWeight(html: string): { total: number; flight: number } {
  let flight = 0;
  for (const match of html.matchAll(/<script\b[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)) {
    flight += Buffer.byteLength(match[1]!);
  }
  return { total: Buffer.byteLength(html), flight };
}

/**
 * The check for `fire`: what is wrong with one response (nothing when it is right). `viewerName` and `partnerName`
 * are the display names of the signed-in person and their partner.
 */
export function dashboardCheck(viewerName: string, partnerName: string): (status: number, body: string) => string[] {
  const titles = [
    DASHBOARD_TEXT.moodChartTitle,
    MESSAGES_TEXT.fromPartnerTitle(partnerName),
    RECENT_MOOD_TAGS_TITLE,
    PRIVATE_THOUGHTS_TITLE,
    RECOMMENDATIONS_CARD_TITLE,
    `Welcome, ${firstName(viewerName)}`,
  ].map((text) => [text, escapeHtml(text)] as const);
  const noData = NO_DATA_TEXTS.map((text) => [text, escapeHtml(text)] as const);

  return (status, raw) => {
    if (status !== 200) return [`status ${status}`];
    // React separates adjacent text nodes with an empty comment ("Welcome, <!-- -->Alex").
    const html = raw.replaceAll("<!-- -->", "");
    const reasons: string[] = [];
    if (!html.includes("</html>")) reasons.push("incomplete document");
    if (/http-equiv="refresh"/i.test(html)) reasons.push("redirected (meta refresh)");
    // A boundary that failed carries the error's digest. An empty one is a `next/dynamic` module with `ssr: false`
    // bailing out to the browser by design: the root layout's toast region on every page (decision 044).
    if (/\$RX\("/.test(html) || /\bdata-dgst="(?!")/.test(html))
      reasons.push("a boundary failed on the server ($RX/data-dgst)");
    const { skeletons, rendered, unlocked, errors } = cardSections(html);
    for (const id of errors) reasons.push(`error state: ${id}`);
    for (const id of skeletons) if (!rendered.has(id)) reasons.push(`never arrived: ${id}`);
    for (const id of CORE_CARDS) {
      if (!rendered.has(id)) reasons.push(`missing card: ${id}`);
      else if (unlocked.has(id) && !(id in WEEKLY_CARDS)) reasons.push(`locked: ${id}`);
    }
    for (const [id, title] of Object.entries(WEEKLY_CARDS)) {
      if (rendered.has(id) && !unlocked.has(id) && !html.includes(escapeHtml(title)))
        reasons.push(`missing text: ${title}`);
    }
    for (const [text, escaped] of titles) if (!html.includes(escaped)) reasons.push(`missing text: ${text}`);
    for (const [text, escaped] of noData) if (html.includes(escaped)) reasons.push(`no-data state: ${text}`);
    return reasons;
  };
}

/** The analytics pages (issue #14), each timed for a year of data (?range=365). */
export const ANALYTICS_PAGES = [
  // Besides the heading, a section that shows only with data: a page that fell back to its empty state fails.
  { path: "/dashboard/relationship?range=365", heading: "Relationship Insights", withData: "Average gap" },
  { path: "/dashboard/mood?range=365", heading: "Mood Analytics", withData: ": average" },
  { path: "/dashboard/growth?range=365", heading: "Personal Growth Analytics", withData: "Average mood" },
  { path: "/dashboard/actions?range=365", heading: "Actions &amp; Rituals", withData: null },
] as const;

/** The check for `fire` of an analytics page: a 200 with its heading and its with-data section. */
export function analyticsCheck({
  heading,
  withData,
}: (typeof ANALYTICS_PAGES)[number]): (status: number, body: string) => string[] {
  return (status, body) =>
    status !== 200
      ? [`status ${status}`]
      : [heading, withData ?? heading].filter((text) => !body.includes(text)).map((text) => `no "${text}"`);
}

import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../helpers/request-context")).nextHeadersMock());

import DashboardPage from "@/app/dashboard/page";
import { db } from "@/db/client";
import { emotionalCorrelationInsights } from "@/db/schema";
import { logMoodAction, logPartnerCheckinAction } from "@/lib/actions/entries";
import { DASHBOARD_CARDS, type DashboardCardName } from "@/lib/domain/dashboard";
import { loadAchievements } from "@/lib/services/load-achievements";
import { loadDashboardInput } from "@/lib/services/load-dashboard";
import { loadHealthScores } from "@/lib/services/load-health-scores";
import { buildWorld, setOwnerConsent, type World } from "../helpers/actors";
import { ALL_GRANTS_ON, setGrants, setMoodConsent, setPartnerSharing } from "../helpers/couples";
import { actAs } from "../helpers/request-context";

/**
 * Issue #13: every partner-derived dashboard card names what allows it, and this matrix holds each card to it. The
 * owner (Olive) shares everything with her partner; then each consent or grant is turned off alone, and for every card
 * the partner sees, the card must change exactly when one of its own gates went off: it depends on the owner's data
 * through its gates (the change proves the data was there) and through nothing else. Former partners, strangers and
 * admins see nothing of the owner on any card.
 */

/** What lets the partner's side of a card show: the owner's consent, switch or grant (lib/data/partner-access.ts). */
type Gate = "moods" | "sharedCheckins" | "moodSummaries" | "detailedEntries" | "achievements";

/** The health card, and the partner's section of /achievements, beside the dashboard's card models. */
type Card = DashboardCardName | "healthCard" | "achievementsScreen";

const CARD_GATES = {
  // Mood consent (with the viewer's own sharing switch): the partner's moods and everything learnt from them.
  moodChart: ["moods"],
  wellbeing: ["moods", "detailedEntries"], // the notes only with detailed entries (spec 2 §7)
  correlations: ["moods"],
  relationshipPatterns: ["moods"],
  // The partner's line is their shared check-ins, shown only when their moods may be (spec 2 §4.3, §6).
  connectionChart: ["moods", "sharedCheckins"],
  messagesFromPartner: ["sharedCheckins"],
  healthCard: ["moodSummaries"],
  achievementsScreen: ["achievements"],
  // The viewer's own data (or only the partner's name, which the link itself shows).
  messagesToPartner: [],
  recommendations: [],
  suggestion: [],
  insights: [],
  moodTags: [],
  reflection: [],
  privateThoughts: [],
  weeklySummary: [],
  achievements: [],
} satisfies Record<Card, readonly Gate[]>;

const GATES: Record<Gate, (world: World, on: boolean) => Promise<void>> = {
  moods: (w, on) => setMoodConsent(w.owner, on),
  sharedCheckins: (w, on) => setPartnerSharing(w.owner, on),
  moodSummaries: (w, on) => setGrants(w.owner, { ...ALL_GRANTS_ON, shareMoodSummaries: on }),
  detailedEntries: (w, on) => setGrants(w.owner, { ...ALL_GRANTS_ON, shareDetailedEntries: on }),
  achievements: (w, on) => setGrants(w.owner, { ...ALL_GRANTS_ON, shareAchievements: on }),
};

const MOOD_NOTE = `owner-note-${randomUUID()}`;
const CHECKIN_NOTE = `owner-checkin-${randomUUID()}`;
let world: World;
let now: Date;

/** Every card's model as `viewerId` gets it now (what the card is handed), as plain data. */
async function cardsSeenBy(viewerId: string): Promise<Record<Card, unknown>> {
  const input = await loadDashboardInput(viewerId, now);
  const scores = await loadHealthScores({ userId: viewerId, now });
  const screen = await loadAchievements({ userId: viewerId, now });
  const cards = {
    ...Object.fromEntries(Object.entries(DASHBOARD_CARDS).map(([name, model]) => [name, model(input)])),
    healthCard: { partner: scores.partnerHealth, couple: scores.couple },
    achievementsScreen: screen.partner,
  };
  // Through JSON, as the page hands it on: dates become strings, and undefined fields go.
  return JSON.parse(JSON.stringify(cards)) as Record<Card, unknown>;
}

const text = (cards: Record<Card, unknown>) => Object.values(cards).map((card) => JSON.stringify(card));

beforeAll(async () => {
  world = await buildWorld();
  await setOwnerConsent(world, true);
  await actAs(world.owner);
  // Hard days with a note: they move the partner's wellbeing card, and the words the stress engine finds in the note
  // ('overwhelmed', 'anxious') are a detailed entry, read only under that grant.
  const mood = { moodValue: -3, keywords: ["stressed", "tired"], contextNotes: `${MOOD_NOTE} overwhelmed and anxious` };
  for (let i = 0; i < 3; i++) expect((await logMoodAction(mood, randomUUID())).ok).toBe(true);
  const checkin = { feeling: "loved", connectionScore: 2, gratitudeNote: CHECKIN_NOTE } as const;
  expect((await logPartnerCheckinAction(checkin, randomUUID())).ok).toBe(true);
  // A pattern the partner learnt from the owner's moods (written when the partner checks in; stored here directly).
  await db()
    .insert(emotionalCorrelationInsights)
    .values({
      userId: world.partner,
      partnerMoodTags: ["stressed"],
      checkinFeeling: "worried",
      matchCount: 4,
      lastOccurrence: new Date(),
    });
  now = new Date(Date.now() + 1_000);
  // The first read stores the owner's score (a fresh one is computed then); later reads compare stored with stored.
  await cardsSeenBy(world.partner);
});

test("every dashboard card is in the matrix", () => {
  for (const name of Object.keys(DASHBOARD_CARDS)) expect(CARD_GATES).toHaveProperty(name);
});

describe.each(Object.keys(GATES) as Gate[])("the owner turns off %s alone", (gate) => {
  test("exactly the cards that name it change for the partner; the others stay as they were", async () => {
    await setOwnerConsent(world, true);
    const shared = await cardsSeenBy(world.partner);
    await GATES[gate](world, false);
    const withheld = await cardsSeenBy(world.partner);
    await GATES[gate](world, true);

    for (const [card, gates] of Object.entries(CARD_GATES) as [Card, readonly Gate[]][]) {
      if ((gates as readonly Gate[]).includes(gate)) expect(withheld[card], card).not.toEqual(shared[card]);
      else expect(withheld[card], card).toEqual(shared[card]);
    }
    // What the gate covers is gone from every card, not only changed.
    if (gate === "detailedEntries" || gate === "moods") {
      expect(text(withheld).some((json) => json.includes("anxious"))).toBe(false);
    }
    if (gate === "sharedCheckins") expect(text(withheld).some((json) => json.includes(CHECKIN_NOTE))).toBe(false);
  });
});

test("everything shared: the check-in's note on the messages card, the note's words (never the note) on wellbeing", async () => {
  await setOwnerConsent(world, true);
  const cards = await cardsSeenBy(world.partner);
  expect(JSON.stringify(cards.messagesFromPartner)).toContain(CHECKIN_NOTE);
  expect(JSON.stringify(cards.wellbeing)).toContain("anxious");
  expect(text(cards).some((json) => json.includes(MOOD_NOTE))).toBe(false);
});

test.each(["exPartner", "stranger", "admin"] as const)("%s: no card holds anything of the owner's", async (who) => {
  await setOwnerConsent(world, true);
  const cards = await cardsSeenBy(world[who]);
  for (const [card, model] of Object.entries(cards)) {
    const json = JSON.stringify(model);
    for (const trace of [MOOD_NOTE, CHECKIN_NOTE, "anxious", "Olive", world.owner])
      expect(json, card).not.toContain(trace);
  }
});

test("anonymous: the dashboard sends to sign-in before any card is read", async () => {
  await actAs(null);
  await expect(DashboardPage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({
    digest: expect.stringMatching(/^NEXT_REDIRECT/),
  });
});

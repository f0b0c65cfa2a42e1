import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import DashboardPage from "@/app/dashboard/page";
import { logMoodAction, logPartnerCheckinAction } from "@/lib/actions/entries";
import { DASHBOARD_CARDS, type DashboardCardName } from "@/lib/domain/dashboard";
import { healthViewOf } from "@/lib/domain/health-score";
import { loadAchievements } from "@/lib/services/achievements/load-achievements";
import { loadDashboardInput } from "@/lib/services/dashboard/load-dashboard-input";
import { loadHealthScores } from "@/lib/services/health-score/load-health-scores";
import { ACTOR_NAMES, actors, buildWorld, prepareActor, setOwnerConsent, type World } from "../../helpers/actors";
import { ALL_GRANTS_ON, setGrants, setMoodConsent, setPartnerSharing } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

/**
 * Issue #13: every partner-derived card names the grant that allows it, and the access-control matrix covers each
 * card. The owner (Olive) writes moods with a note and a shared check-in, and her partner learns patterns from her
 * moods. Then, card by card: the owner's data is on a card her partner sees exactly when the switches the card names
 * are on; turning each switch off alone takes its part off exactly the cards that name it and leaves every other
 * card as it was; former partners, strangers and admins see nothing of her on any card.
 */

/** The owner's switches, as resolvePartnerAccess (lib/data/partner-access.ts) reads them for her partner. */
type Gate = "moods" | "sharedCheckins" | "moodSummaries" | "detailedEntries" | "goals" | "achievements";

const MOOD_NOTE = `owner-note-${randomUUID()}`;
const CHECKIN_NOTE = `owner-checkin-${randomUUID()}`;
/** Written by the owner about her former partner, shared with him while they were linked. */
const EX_NOTE = `owner-to-ex-${randomUUID()}`;
let world: World;
let now: Date;

/**
 * Every card's model as `viewerId` gets it now: the dashboard's cards as their sections compute them
 * (app/dashboard/_cards), the two health cards from the stored scores, and the partner's section of
 * /achievements.
 */
async function cardsSeenBy(viewerId: string) {
  const input = await loadDashboardInput({ userId: viewerId, now });
  const { health, couple, readiness } = await loadHealthScores({ userId: viewerId, now });
  const { partner } = await loadAchievements({ userId: viewerId, now });
  const dashboard = Object.fromEntries(
    Object.entries(DASHBOARD_CARDS).map(([name, model]) => [name, model(input)]),
  ) as { [C in DashboardCardName]: ReturnType<(typeof DASHBOARD_CARDS)[C]> };
  return {
    ...dashboard,
    // HealthSection: the couple view (the partner's score inside it once ready), the partner's progress towards a
    // score, and the viewer's own scores.
    healthCard: { couple, readiness, userScores: health },
    // HealthTrendsSection: the viewer's own history, titled by the view of either timeframe.
    healthTrends: {
      views: [healthViewOf(readiness.score7), healthViewOf(readiness.score30)],
      history7: health.history7,
      history30: health.history30,
      recentTrend: health.recentTrend,
      dataQuality: health.dataQuality,
    },
    achievementsScreen: partner,
  };
}

type Cards = Awaited<ReturnType<typeof cardsSeenBy>>;
type Card = keyof Cards;
/** Whether what one switch lets onto a card is there. */
type Shows = (cards: Cards) => boolean;
/**
 * What a card may show of the owner: "own" (nothing: only the viewer's own records), "linked" (her name, or that she
 * is there, which the link itself shows), or, for each switch it names, how to see what that switch lets onto it.
 */
type Grant = "own" | "linked" | Partial<Record<Gate, Shows>>;

const json = (value: unknown) => JSON.stringify(value) ?? "";
const partnerLine: Shows = (c) => c.connectionChart.points.some((p) => p.partner_connection !== null);

const CARD_GRANTS = {
  // Her latest mood (partner.moods, above), until the partner checks in after it; its keywords only, never her note.
  partnerAlert: { moods: (c) => c.partnerAlert !== null },
  // load-dashboard-input.ts: partner.moods is listPartnerMoodsBetween (lib/data/moods.ts), null without canSeeMoods.
  moodChart: { moods: (c) => c.moodChart.hasPartnerData },
  // partner.connectionCheckins: the shared check-ins (below), and null without canSeeMoods (spec 2 §4.3, §6).
  connectionChart: { moods: partnerLine, sharedCheckins: partnerLine },
  // listSharedCheckinsFromPartner (lib/data/checkins.ts) → sharedCheckinsVisibleTo: the owner's sharing switch.
  messagesFromPartner: { sharedCheckins: (c) => json(c.messagesFromPartner).includes(CHECKIN_NOTE) },
  // The viewer's own check-ins about the partner, picked by the partner's id.
  messagesToPartner: "linked",
  // Her moods (above); their notes only with detailed entries (moods.ts drops the column): the stress engine finds
  // 'anxious' only in her note.
  wellbeing: {
    moods: (c) => !!c.wellbeing?.some((i) => i.type === "mood_decline" || i.type === "stress_pattern"),
    detailedEntries: (c) => json(c.wellbeing).includes("anxious"),
  },
  // Both readers of lib/data/correlation-insights.ts return nothing without canSeeMoods: the viewer's own rows, but
  // learnt from the partner's mood tags.
  correlations: { moods: (c) => c.correlations.length > 0 },
  relationshipPatterns: { moods: (c) => (c.relationshipPatterns?.total ?? 0) > 0 },
  // generateRecommendations is told only whether there is a partner; the suggestion names them.
  recommendations: "linked",
  suggestion: "linked",
  insights: "own",
  moodTags: "own",
  reflection: "own",
  privateThoughts: "own",
  weeklySummary: "own",
  achievements: "own",
  // load-health-scores.ts: readPartnerHealthScores (lib/data/health-scores.ts) needs canSeeMoodSummaries.
  // Her progress towards a score ("1 of 3 days") is on it exactly when her score could be.
  healthCard: { moodSummaries: (c) => c.healthCard.readiness.score7.partner !== null },
  // Her score is not on it; only its couple title says she shares one.
  healthTrends: { moodSummaries: (c) => c.healthTrends.views.includes("couple") },
  // load-achievements.ts: listPartnerAchievements (lib/data/achievements.ts) needs canSeeAchievements (decision 030).
  achievementsScreen: {
    achievements: (c) => c.achievementsScreen?.shared === true && c.achievementsScreen.achievements.length > 0,
  },
} satisfies Record<Card, Grant>;

const CARDS = Object.keys(CARD_GRANTS) as Card[];
/** The switches a card names, each with how to see its part. */
const partsOf = (card: Card): [Gate, Shows][] => {
  const grant: Grant = CARD_GRANTS[card];
  return typeof grant === "string" ? [] : (Object.entries(grant) as [Gate, Shows][]);
};

/** Each switch, turned on or off alone (the others on). */
const GATES: Record<Gate, (on: boolean) => Promise<void>> = {
  moods: (on) => setMoodConsent(world.owner, on),
  sharedCheckins: (on) => setPartnerSharing(world.owner, on),
  moodSummaries: (on) => setGrants(world.owner, { ...ALL_GRANTS_ON, shareMoodSummaries: on }),
  detailedEntries: (on) => setGrants(world.owner, { ...ALL_GRANTS_ON, shareDetailedEntries: on }),
  // No card names goals: turning them off must change nothing here.
  goals: (on) => setGrants(world.owner, { ...ALL_GRANTS_ON, shareGoals: on }),
  achievements: (on) => setGrants(world.owner, { ...ALL_GRANTS_ON, shareAchievements: on }),
};

beforeAll(async () => {
  world = await buildWorld({
    whileLinkedToEx: async (owner) => {
      await actAs(owner);
      const checkin = { feeling: "loved", gratitudeNote: EX_NOTE } as const;
      expect((await logPartnerCheckinAction(checkin, randomUUID())).ok).toBe(true);
    },
  });
  await setOwnerConsent(world, true);
  await actAs(world.owner);
  // Hard days tagged 'stressed': they move the partner's wellbeing card and precede the partner's check-ins. The
  // note's 'anxious' is a detailed entry.
  const mood = { moodValue: -3, keywords: ["stressed", "tired"], contextNotes: `${MOOD_NOTE} overwhelmed and anxious` };
  for (let i = 0; i < 3; i++) expect((await logMoodAction(mood, randomUUID())).ok).toBe(true);
  const checkin = { feeling: "loved", connectionScore: 2, gratitudeNote: CHECKIN_NOTE } as const;
  expect((await logPartnerCheckinAction(checkin, randomUUID())).ok).toBe(true);
  // Three check-ins after her 'stressed' moods: the partner learns a pattern (3 matches, enough for a card).
  await actAs(world.partner);
  for (let i = 0; i < 3; i++) {
    expect((await logPartnerCheckinAction({ feeling: "distant", connectionScore: -2 }, randomUUID())).ok).toBe(true);
  }
  // One more hard day after those check-ins: her latest mood is not answered yet, so the partner alert has it.
  await actAs(world.owner);
  expect((await logMoodAction(mood, randomUUID())).ok).toBe(true);
  now = new Date(Date.now() + 1_000);
  // The first read stores the owner's score (none is stored yet); later reads compare stored with stored.
  await cardsSeenBy(world.partner);
});

test("every dashboard card names what allows it", () => {
  for (const name of Object.keys(DASHBOARD_CARDS)) expect(CARD_GRANTS).toHaveProperty(name);
});

describe.each(ACTOR_NAMES)("actor: %s", (name) => {
  test("the owner's data is on a card exactly when the actor is her partner and the card's switches are on", async () => {
    const id = await prepareActor(world, name);
    if (id === null) {
      // The page sends to sign-in before any card is read.
      await expect(DashboardPage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({
        digest: expect.stringMatching(/^NEXT_REDIRECT/),
      });
      return;
    }
    const cards = await cardsSeenBy(id);
    const text = json(cards);
    if (name === "self") {
      // Her own entries are on her own cards: the markers do show, so their absence below means something.
      expect(cards.moodChart.hasUserData).toBe(true);
      expect(json(cards.privateThoughts)).toContain(MOOD_NOTE);
      expect(json(cards.messagesToPartner)).toContain(CHECKIN_NOTE);
      return;
    }
    // Her partner with her consent (every switch on) or without it (every switch off); anyone else: not her partner.
    const { consent } = actors[name];
    for (const card of CARDS) {
      for (const [gate, shows] of partsOf(card)) expect(shows(cards), `${card}: ${gate}`).toBe(consent === true);
    }
    // The link shows her name to her partner (the "linked" cards), and to nobody else.
    expect(text.includes("Olive")).toBe(consent !== undefined);
    // Her notes are read for their words, never shown; what she shared with her former partner stays with the link.
    expect(text).not.toContain(MOOD_NOTE);
    expect(text).not.toContain(EX_NOTE);
    if (consent === undefined) {
      for (const trace of [world.owner, CHECKIN_NOTE, "anxious"]) expect(text).not.toContain(trace);
    }
  });
});

describe.each(Object.keys(GATES) as Gate[])("the owner turns %s off alone", (gate) => {
  test("its part leaves exactly the cards that name it; every other card stays as it was", async () => {
    await setOwnerConsent(world, true);
    const shared = await cardsSeenBy(world.partner);
    await GATES[gate](false);
    const withheld = await cardsSeenBy(world.partner);
    await GATES[gate](true);

    for (const card of CARDS) {
      const shows = partsOf(card).find(([named]) => named === gate)?.[1];
      if (shows) {
        // Shown with every switch on, gone with this one off: the change is the owner's data leaving.
        expect(shows(shared), `${card} with ${gate}`).toBe(true);
        expect(shows(withheld), `${card} without ${gate}`).toBe(false);
      } else {
        expect(withheld[card], card).toEqual(shared[card]);
      }
    }
  });
});

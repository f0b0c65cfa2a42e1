import { describe, expect, test } from "vitest";
import type { ChatTurn, CoachContext } from "./context";
import { GUIDANCE } from "./guidance";
import { moodSummary, offlineCoachReply, pickGuide } from "./offline-coach";
import { COACH_STARTERS_COUPLE, COACH_STARTERS_SOLO } from "./starters";

const context: CoachContext = {
  firstName: "Sam",
  partnerName: "Alex",
  currentPage: "/dashboard",
  mood: {
    direction: "falling",
    averageLast7: -0.6,
    averagePrior7: 1.2,
    daysLogged7: 4,
    topFeelings: ["tired", "anxious"],
  },
  daysSincePartnerCheckin: 5,
  recommendations: [
    { title: "Check in with your partner", reason: "It's been 5 days", route: "/checkin" },
    { title: "Log your mood daily", reason: "You logged 4 of 7 days", route: "/mood-log" },
  ],
  weeklySummary: null,
  ownNotes: [],
  jointSuggestionsOff: false,
};
const reply = (message: string, overrides: Partial<CoachContext> = {}, history: ChatTurn[] = []) =>
  offlineCoachReply({ context: { ...context, ...overrides }, history, message });

describe("answers from the person's own figures", () => {
  test("the mood question gives the averages, the direction and the feelings", () => {
    const text = reply("How has my mood been lately?");
    expect(text).toContain(
      "Over the last 7 days your mood has been okay on average (-0.6 on a scale from −3 to +3), across 4 days you logged, down from +1.2 the week before.",
    );
    expect(text).toContain("tired, anxious");
    // Falling: one idea for low mood comes with it.
    expect(text).toContain("Act first, feel later");
  });

  test("without moods it says it cannot see a trend, never invents one", () => {
    const text = reply("how am i doing", {
      mood: { direction: "unknown", averageLast7: null, averagePrior7: null, daysLogged7: 0, topFeelings: [] },
    });
    expect(text).toMatch(/haven't logged a mood in the last 7 days/);
    expect(text).not.toMatch(/average/);
  });

  test("moodSummary words each direction", () => {
    const mood = {
      ...context.mood,
      averageLast7: 2.1,
      averagePrior7: 2.0,
      direction: "steady" as const,
      topFeelings: [],
    };
    expect(moodSummary({ ...context, mood })).toMatch(
      /very good on average \(\+2\.1.*about the same as the week before\.$/,
    );
    const rising = { ...mood, averageLast7: 1, averagePrior7: 0, direction: "rising" as const };
    expect(moodSummary({ ...context, mood: rising })).toMatch(
      /good on average \(\+1\.0.*up from 0\.0 the week before\./,
    );
  });

  test("focus lists the engine's recommendations", () => {
    const text = reply("What should I focus on right now?");
    expect(text).toContain("• Check in with your partner: It's been 5 days");
    expect(text).toContain("• Log your mood daily: You logged 4 of 7 days");
  });

  test("check-in questions use the days since the last partner check-in", () => {
    expect(reply("should I do a check-in?")).toContain("It's been 5 days since your last check-in about Alex.");
    expect(reply("check in?", { daysSincePartnerCheckin: 0 })).toContain("You checked in about Alex today.");
    expect(reply("check in?", { daysSincePartnerCheckin: null })).toContain("You haven't checked in about Alex");
    expect(reply("check in?", { partnerName: null, daysSincePartnerCheckin: null })).toMatch(/personal check-in/);
  });
});

describe("guidance", () => {
  test("a topic gets an idea with something to try and its source", () => {
    const text = reply("We keep having the same fight about chores");
    expect(text).toContain("Start gently.");
    expect(text).toContain("Try this:");
    expect(text).toContain("Source: Gottman & Silver");
  });

  test("never repeats an idea already offered in the conversation", () => {
    const first = reply("we fight a lot");
    const second = reply("we fight a lot", {}, [
      { role: "user", content: "we fight a lot" },
      { role: "assistant", content: first },
    ]);
    expect(second).not.toContain("Start gently.");
    expect(second).toContain("Try this:");
  });

  test("when every idea on a topic was offered, it says so and turns to the person", () => {
    const history: ChatTurn[] = GUIDANCE.filter((g) => g.topic === "sleep").map((g) => ({
      role: "assistant",
      content: g.title,
    }));
    expect(reply("I can't sleep", {}, history)).toMatch(/I've shared the ideas I have on that/);
  });

  test("after abuse was disclosed, no idea that needs the partner is offered", () => {
    const joint = GUIDANCE.filter((g) => g.joint).map((g) => g.title);
    for (const topic of ["conflict", "connection", "intimacy", "distance"] as const) {
      const guide = pickGuide([topic], [], true);
      if (guide) expect(joint).not.toContain(guide.title);
    }
    expect(reply("what should i focus on", { jointSuggestionsOff: true })).not.toContain("Check in with your partner");
    expect(reply("check in?", { jointSuggestionsOff: true })).not.toContain("Alex");
  });
});

describe("says what it is, and what it can do", () => {
  test("asked, it says it is a program and not a therapist, a human or an AI model", () => {
    const text = reply("Are you a therapist?");
    expect(text).toContain("offline coach");
    expect(text).toContain("not a therapist or a human, and not an AI model");
  });

  test("an unknown message gets the menu, not a guess", () => {
    expect(reply("purple elephants")).toMatch(/^I'm the offline coach/);
  });

  test("a greeting uses the first name; thanks gets a short answer", () => {
    expect(reply("hello!")).toMatch(/^Hi Sam\. /);
    expect(reply("thanks!")).toMatch(/^You're welcome/);
  });

  test("every starter question gets a real answer, not the menu", () => {
    for (const starter of [...COACH_STARTERS_COUPLE, ...COACH_STARTERS_SOLO]) {
      expect(reply(starter), starter).not.toMatch(/^I'm the offline coach/);
    }
  });

  test("is deterministic", () => {
    expect(reply("we argue about money")).toBe(reply("we argue about money"));
  });
});

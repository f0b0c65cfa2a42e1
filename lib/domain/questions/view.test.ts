import { describe, expect, test } from "vitest";
import type { PartnerRow } from "./answers";
import type { Question } from "./types";
import { historyModel, questionCardModel, showYesterday, type QuestionDayRecord } from "./view";

const BANK: Question[] = [
  { id: "light-001", category: "light", depth: 1, text: "What made you smile?" },
  { id: "dreams-001", category: "dreams", depth: 2, text: "Where would you travel?" },
];
const lookup = (id: string) => BANK.find((q) => q.id === id);
const TODAY = "2026-11-29";
const at = new Date("2026-11-29T10:00:00Z");

function record(over: Partial<QuestionDayRecord> = {}): QuestionDayRecord {
  return {
    id: "r1",
    day: TODAY,
    questionId: "light-001",
    skippedQuestionId: null,
    sharedWith: "partner",
    answer: null,
    answeredAt: null,
    favourite: false,
    heartAt: null,
    reply: null,
    followUp: null,
    partner: { answered: false, answer: null, answeredAt: null, heartAt: null, reply: null },
    ...over,
  };
}
const answered: PartnerRow = { answered: true, answer: "The sea", answeredAt: at, heartAt: null, reply: null };
const card = (over: Partial<QuestionDayRecord> = {}) => questionCardModel(record(over), { today: TODAY, lookup });

describe("questionCardModel", () => {
  test("today's question from the bank; a private reflection has no partner", () => {
    expect(card()).toMatchObject({ label: "today", question: { text: "What made you smile?" }, solo: false });
    expect(card({ sharedWith: null, partner: null })).toMatchObject({ solo: true, partner: { state: "none" } });
  });

  test("the one skip: today only, unused, and only while neither has answered", () => {
    expect(card().canSkip).toBe(true);
    expect(card({ skippedQuestionId: "dreams-001" })).toMatchObject({ canSkip: false, skipUsed: true });
    expect(card({ answer: "x", answeredAt: at }).canSkip).toBe(false);
    expect(card({ partner: { ...answered, answer: null } }).canSkip).toBe(false);
    expect(card({ day: "2026-11-28" }).canSkip).toBe(false);
  });

  test("the follow-up shows only once both answers are open", () => {
    expect(card({ followUp: "And then?" }).followUp).toBeNull();
    expect(card({ answer: "x", answeredAt: at, partner: answered, followUp: "And then?" }).followUp).toBe("And then?");
  });

  test("a question id the bank no longer holds still shows", () => {
    expect(card({ questionId: "light-404" }).question.text).toMatch(/earlier version/);
  });
});

describe("showYesterday", () => {
  test("only while the partner answered it and the viewer has not", () => {
    const yesterday = (over: Partial<QuestionDayRecord>) => card({ day: "2026-11-28", ...over });
    expect(showYesterday(yesterday({ partner: { ...answered, answer: null } }))).toBe(true);
    expect(showYesterday(yesterday({}))).toBe(false);
    expect(showYesterday(yesterday({ answer: "x", answeredAt: at, partner: answered }))).toBe(false);
    expect(showYesterday(card({ partner: { ...answered, answer: null } }))).toBe(false);
    expect(showYesterday(null)).toBe(false);
  });
});

describe("historyModel", () => {
  const cards = [
    card({ day: "2026-11-20", answer: "Sunshine", answeredAt: at }),
    card({ day: "2026-11-25", questionId: "dreams-001", answer: "Lisbon", answeredAt: at, partner: answered }),
    card({ day: "2026-11-10", favourite: true }),
  ];
  test("favourites first, then newest", () => {
    expect(historyModel(cards, "").map((c) => c.day)).toEqual(["2026-11-10", "2026-11-25", "2026-11-20"]);
  });
  test("search over the question, both answers shown, and replies; never a hidden answer", () => {
    expect(historyModel(cards, "travel").map((c) => c.day)).toEqual(["2026-11-25"]);
    expect(historyModel(cards, "the sea").map((c) => c.day)).toEqual(["2026-11-25"]);
    expect(historyModel(cards, "sunshine").map((c) => c.day)).toEqual(["2026-11-20"]);
    const hidden = [card({ day: "2026-11-21", partner: { ...answered, answer: null } })];
    expect(historyModel(hidden, "sea")).toEqual([]);
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { PartnerSide } from "@/lib/domain/questions/answers";
import type { QuestionCardModel, TodaysQuestionModel } from "@/lib/domain/questions/view";
import { TODAYS_QUESTION_TITLE, TodaysQuestionCard, todaysQuestionStatus } from "./todays-question-card";

const at = new Date("2026-11-29T10:00:00Z");
function model(partner: PartnerSide, { answered = false, partnerName = "Robin" as string | null } = {}) {
  const card: QuestionCardModel = {
    day: "2026-11-29",
    label: "today",
    question: { id: "light-001", text: "What made you smile today?", category: "light" },
    solo: partnerName === null,
    mine: {
      answer: answered ? "Mine" : null,
      answeredAt: answered ? at : null,
      favourite: false,
      heart: false,
      reply: null,
    },
    partner,
    canSkip: !answered,
    skipUsed: false,
    followUp: null,
  };
  return { partnerName, card } satisfies TodaysQuestionModel;
}
const shown: PartnerSide = { state: "shown", answer: "Their secret words", answeredAt: at, heart: false, reply: null };

describe("today's question on the dashboard", () => {
  test("where the two stand, by first name; never the partner's words", () => {
    expect(todaysQuestionStatus(model({ state: "waiting" }))).toBe("Answer today's question with Robin.");
    expect(todaysQuestionStatus(model({ state: "hidden" }))).toBe(
      "Robin answered today's question — answer to see theirs.",
    );
    expect(todaysQuestionStatus(model({ state: "waiting" }, { answered: true }))).toMatch(/^Robin hasn't answered/);
    expect(todaysQuestionStatus(model(shown, { answered: true }))).toBe("You've both answered. See Robin's answer.");
    expect(todaysQuestionStatus(model({ state: "none" }, { partnerName: null }))).toBe(
      "A question to reflect on, just for you.",
    );
    const html = renderToStaticMarkup(
      createElement(TodaysQuestionCard, {
        card: { id: "todays-question", title: TODAYS_QUESTION_TITLE },
        question: model(shown, { answered: true }),
      }),
    );
    expect(html).toContain("What made you smile today?");
    expect(html).toContain('href="/questions"');
    expect(html).toContain('data-card="todays-question"');
    expect(html).not.toContain("Their secret words");
  });
});

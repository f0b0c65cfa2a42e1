import { describe, expect, test } from "vitest";
import type { OpenBurst } from "@/lib/data/notification-writes";
import { questionActivityNotice, type QuestionActivityParams } from "./question-notices";

const at = new Date("2026-11-29T10:00:00Z");
const params = (over: Partial<QuestionActivityParams>): QuestionActivityParams => ({
  byUserId: "robin",
  byName: "Robin Walker",
  event: "answered",
  dayLabel: "today",
  recipientAnswered: false,
  at,
  dueAt: at,
  ...over,
});
const open = (notice: ReturnType<typeof questionActivityNotice>): OpenBurst => ({
  id: "n1",
  metadata: notice!.metadata!,
  scheduledFor: at,
});

describe("the question for two's notice", () => {
  test("the partner answered first: by first name, answer to see theirs, due when the date begins for them", () => {
    const later = new Date("2026-11-30T10:00:00Z");
    expect(questionActivityNotice(params({ dueAt: later }), null)).toMatchObject({
      type: "daily_question",
      title: "Today's question",
      message: "Robin answered today's question — answer to see theirs.",
      actionUrl: "/questions",
      scheduledFor: later,
    });
    expect(questionActivityNotice(params({ dayLabel: "yesterday" }), null)?.message).toBe(
      "Robin answered yesterday's question — answer to see theirs.",
    );
  });

  test("answered second, then a heart and a reply within the burst: one notice that grows", () => {
    const first = questionActivityNotice(params({ recipientAnswered: true }), null);
    expect(first?.message).toBe("Robin answered too — see both answers.");
    const second = questionActivityNotice(params({ event: "heart" }), open(first));
    expect(second?.message).toBe("Robin answered too and sent a heart for your answer — see both answers.");
    const third = questionActivityNotice(params({ event: "reply" }), open(second));
    expect(third?.message).toBe(
      "Robin answered too, sent a heart for your answer and replied to it — see both answers.",
    );
    // A second heart in the same burst tells nothing new.
    expect(questionActivityNotice(params({ event: "heart" }), open(third))).toBeNull();
  });

  test("a reply alone; an earlier date's answer the recipient can no longer answer tells nothing", () => {
    expect(questionActivityNotice(params({ event: "reply" }), null)?.message).toBe("Robin replied to your answer.");
    expect(questionActivityNotice(params({ dayLabel: null }), null)).toBeNull();
  });
});

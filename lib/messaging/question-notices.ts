import type { NewNotification, OpenBurst } from "@/lib/data/notification-writes";
import { partnerFirstName } from "@/lib/domain/names";
import { listInWords } from "@/lib/domain/notifications";

/**
 * The question for two's notice (issue #37, decision 068): what the partner did with the day's question — answered it,
 * sent a heart for the recipient's answer, replied to it — told as ONE notice per burst (decision 051), rewritten as
 * the burst grows. Pure: the words from the events so far, which the notice keeps in its metadata. No answer or reply
 * text is ever in a notice (or a push): they stay in their encrypted rows.
 */

const QUESTIONS_PATH = "/questions";

export interface QuestionActivityParams {
  byUserId: string;
  byName: string | null | undefined;
  event: "answered" | "heart" | "reply";
  /** For "answered": how the question's date reads for the recipient now ("today", "yesterday", else null). */
  dayLabel: "today" | "yesterday" | null;
  /** For "answered": whether the recipient had already answered it (then both answers are open to both). */
  recipientAnswered: boolean;
  /** The event's instant: the burst's clock. */
  at: Date;
  /** When the notice is due for the recipient: at once, or on the morning of the question's date for them. */
  dueAt: Date;
}

interface QuestionEvents {
  answered?: { label: "today" | "yesterday" | null; recipientAnswered: boolean };
  heart?: true;
  reply?: true;
}

const eventsOf = (open: OpenBurst | null): QuestionEvents => {
  const stored = open?.metadata.question_events;
  return stored && typeof stored === "object" ? { ...(stored as QuestionEvents) } : {};
};

/**
 * "Robin answered today's question — answer to see theirs."; "Robin answered too — see both answers."; "Robin sent a
 * heart for your answer and replied to it."; "Robin answered too and sent a heart for your answer — see both answers."
 */
function questionActivityMessage(name: string, events: QuestionEvents): string | null {
  const clauses: string[] = [];
  const { answered } = events;
  if (answered) {
    if (answered.recipientAnswered) clauses.push("answered too");
    else if (answered.label) clauses.push(`answered ${answered.label}'s question`);
    // An earlier date's question, which the recipient can no longer answer: nothing to ask them to do.
    else if (!events.heart && !events.reply) return null;
  }
  if (events.heart) clauses.push("sent a heart for your answer");
  if (events.reply) clauses.push(events.heart ? "replied to it" : "replied to your answer");
  if (clauses.length === 0) return null;
  const tail = !answered
    ? "."
    : answered.recipientAnswered
      ? " — see both answers."
      : answered.label
        ? " — answer to see theirs."
        : ".";
  return `${name} ${listInWords(clauses)}${tail}`;
}

const TITLES = { today: "Today's question", yesterday: "Yesterday's question" } as const;

export function questionActivityNotice(
  params: QuestionActivityParams,
  open: OpenBurst | null,
): Omit<NewNotification, "userId"> | null {
  const events = eventsOf(open);
  if (params.event === "answered") {
    events.answered = { label: params.dayLabel, recipientAnswered: params.recipientAnswered };
  } else if (params.event === "heart") {
    if (events.heart) return null;
    events.heart = true;
  } else {
    events.reply = true;
  }
  const message = questionActivityMessage(partnerFirstName(params.byName), events);
  if (!message) return null;
  const label = events.answered?.label;
  return {
    type: "daily_question",
    title: label ? TITLES[label] : "Your question for two",
    message,
    priority: "medium",
    scheduledFor: params.dueAt,
    actionUrl: QUESTIONS_PATH,
    metadata: { event: "question_activity", from_user_id: params.byUserId, question_events: events },
  };
}

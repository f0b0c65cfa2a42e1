import {
  findCoachState,
  insertCoachTurns,
  saveCoachState,
  takeCoachMessage,
  takeCrisisReply,
  type CoachTurnRow,
} from "@/lib/data/coach";
import type { ChatTurn } from "@/lib/domain/coach/context";
import { coachDisclosure, nextCoachState } from "@/lib/domain/coach/session";
import {
  COACH_CRISIS_STORED_PER_DAY,
  COACH_DAILY_MESSAGE_LIMIT,
  COACH_FALLBACK_REPLY,
  COACH_LIMIT_REACHED_MESSAGE,
  type CoachReplyKind,
} from "@/lib/domain/coach/limits";
import { offlineCoachReply } from "@/lib/domain/coach/offline-coach";
import { coachSystemPrompt } from "@/lib/domain/coach/system-prompt";
import type { SessionUser } from "@/lib/domain/roles";
import { screenText } from "@/lib/domain/safety/screen";
import { localDayKey } from "@/lib/domain/time";
import { AppError } from "@/lib/errors";
import { aiModel } from "@/lib/integrations/ai";
import type { CoachMessageInput } from "@/lib/validation/coach";
import { findCrisisSupport, type CrisisSupport } from "../safety/find-crisis-support";
import { moderatedCategories } from "../safety/screen-written-words";
import { assertEntitled } from "../billing/assert-entitled";
import { loadCoachContext } from "./load-coach-context";

/** What the browser reads, one JSON object per line (decision 035): the reply streams as deltas, then one verdict. */
export type CoachStreamEvent =
  | { type: "start"; kind: CoachReplyKind; disclosure: string | null }
  | { type: "delta"; text: string }
  | ({ type: "crisis" } & CrisisSupport)
  | { type: "done"; success: true; message: string }
  | { type: "done"; success: false; error: string; message: string };

const COACH_DISABLED_MESSAGE = "The assistant is turned off in your Settings.";

export interface SendCoachMessageOptions {
  user: SessionUser;
  input: CoachMessageInput;
  now?: Date;
  /** The browser went away: the model's stream stops. */
  signal?: AbortSignal;
}

/** Safety categories of the person's turns: this message and the ones before it in the conversation. */
function screenConversation(message: string, history: readonly ChatTurn[]) {
  const current = screenText(message).categories;
  const earlier = history.filter((turn) => turn.role === "user").flatMap((turn) => screenText(turn.content).categories);
  return { current, abuseDisclosed: [...current, ...earlier].includes("abuse") };
}

/**
 * One turn with the coach (issue #15): screened before anything else (a hit gets the fixed crisis response and no
 * model call, and is never counted against the daily limit nor told to anyone), then the daily limit, then the
 * reply from the model when one is connected or from the offline coach. Both turns are stored for the person alone.
 */
export async function sendCoachMessage({
  user,
  input,
  now = new Date(),
  signal,
}: SendCoachMessageOptions): Promise<AsyncIterable<CoachStreamEvent>> {
  const model = aiModel();
  const screened = screenConversation(input.message, input.conversationHistory);
  const categories =
    screened.current.length > 0 ? screened.current : await moderatedCategories(model, input.message, signal);

  const loaded = await loadCoachContext({
    user,
    currentPage: input.currentPage,
    jointSuggestionsOff: screened.abuseDisclosed || categories.includes("abuse"),
    now,
  });
  if (!loaded.chatbotEnabled) throw new AppError("FORBIDDEN", COACH_DISABLED_MESSAGE);

  const userTurn: CoachTurnRow = {
    conversationId: input.conversationId,
    role: "user",
    replyKind: null,
    content: input.message,
    createdAt: now,
  };
  if (categories.length > 0) {
    const support = await findCrisisSupport({ userId: user.id, timeZone: user.timeZone, categories });
    // Always answered; stored only up to a daily count, so crisis wording cannot be used to flood storage.
    if (await takeCrisisReply(user.id, localDayKey(now, user.timeZone), COACH_CRISIS_STORED_PER_DAY)) {
      await insertCoachTurns(user.id, [
        userTurn,
        { ...userTurn, role: "assistant", replyKind: "crisis", content: support.message, createdAt: new Date() },
      ]);
    }
    return crisisStream(support);
  }

  // After the screening on purpose: help lines are never behind a plan.
  await assertEntitled({ userId: user.id, now });
  if (!(await takeCoachMessage(user.id, localDayKey(now, user.timeZone), COACH_DAILY_MESSAGE_LIMIT))) {
    throw new AppError("RATE_LIMITED", COACH_LIMIT_REACHED_MESSAGE, { title: "Daily limit reached" });
  }
  const state = await findCoachState(user.id);
  const disclosure = coachDisclosure({ state, now, online: model !== null });
  await saveCoachState(user.id, nextCoachState({ state, now, disclosed: disclosure !== null }));

  const history = input.conversationHistory;
  if (!model) {
    const reply = offlineCoachReply({ context: loaded.context, history, message: input.message });
    await insertCoachTurns(user.id, [
      userTurn,
      { ...userTurn, role: "assistant", replyKind: "offline", content: reply },
    ]);
    return offlineStream(reply, disclosure);
  }
  const deltas = model.streamReply({
    system: coachSystemPrompt(loaded.context),
    history,
    message: input.message,
    signal,
  });
  return modelStream(deltas, disclosure, (kind, content) =>
    insertCoachTurns(user.id, [
      userTurn,
      { ...userTurn, role: "assistant", replyKind: kind, content, createdAt: new Date() },
    ]),
  );
}

async function* crisisStream(support: CrisisSupport): AsyncIterable<CoachStreamEvent> {
  yield { type: "start", kind: "crisis", disclosure: null };
  yield { type: "crisis", ...support };
  yield { type: "done", success: true, message: support.message };
}

async function* offlineStream(reply: string, disclosure: string | null): AsyncIterable<CoachStreamEvent> {
  yield { type: "start", kind: "offline", disclosure };
  yield { type: "delta", text: reply };
  yield { type: "done", success: true, message: reply };
}

/**
 * The model's reply as it arrives. A failure part-way ends with the spec's fallback reply (spec 1 §8), and what is
 * stored is what the person was left with: the fallback, never a half answer presented as whole.
 */
async function* modelStream(
  deltas: AsyncIterable<string>,
  disclosure: string | null,
  store: (kind: CoachReplyKind, content: string) => Promise<void>,
): AsyncIterable<CoachStreamEvent> {
  yield { type: "start", kind: "model", disclosure };
  let reply = "";
  try {
    for await (const text of deltas) {
      reply += text;
      yield { type: "delta", text };
    }
  } catch {
    await store("fallback", COACH_FALLBACK_REPLY);
    yield { type: "done", success: false, error: "Failed to get response", message: COACH_FALLBACK_REPLY };
    return;
  }
  if (reply.trim() === "") {
    await store("fallback", COACH_FALLBACK_REPLY);
    yield { type: "done", success: false, error: "Failed to get response", message: COACH_FALLBACK_REPLY };
    return;
  }
  await store("model", reply);
  yield { type: "done", success: true, message: reply };
}

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, expect, test } from "vitest";
import { POST as postCoach } from "@/app/api/v1/coach/route";
import { db } from "@/db/client";
import { coachMessages } from "@/db/schema";
import { COACH_DISCLOSURE } from "@/lib/domain/coach/session";
import type { CoachStreamEvent } from "@/lib/services/coach/send-coach-message";
import { person, sessionCookieFor } from "../../helpers/couples";
import { startOpenAiStub } from "../../helpers/openai-stub";

/**
 * The coach with a model connected (issue #15): the real openai SDK against a local stub of the API. The moderation
 * endpoint screens after the lexicon, a flagged message never reaches the model, the reply streams through, and a
 * failing model leaves the spec's fallback reply, stored as such.
 */

const stub = await startOpenAiStub(({ url, body }) => {
  if (url === "/v1/moderations") {
    const flagged = body.input?.includes("STUB-FLAG") ?? false;
    return {
      json: {
        id: "modr-1",
        model: "omni-moderation-latest",
        results: [{ flagged, categories: { "self-harm/intent": flagged, violence: false }, category_scores: {} }],
      },
    };
  }
  if (body.messages?.at(-1)?.content.includes("STUB-FAIL"))
    return { status: 500, json: { error: { message: "boom" } } };
  return { stream: ["Hello ", "there."] };
});
const seen = stub.requests;

beforeEach(() => stub.connect());
afterEach(() => stub.disconnect());
afterAll(() => stub.close());

async function send(userId: string, message: string, conversationId = randomUUID()) {
  const response = await postCoach(
    new Request("http://attune.test/api/v1/coach", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: await sessionCookieFor(userId) },
      body: JSON.stringify({ message, conversationHistory: [], currentPage: "/mood-log", conversationId }),
    }),
  );
  expect(response.status).toBe(200);
  const text = await response.text();
  return text
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as CoachStreamEvent);
}

const kinds = async (conversationId: string) =>
  (
    await db()
      .select({ kind: coachMessages.replyKind, content: coachMessages.content })
      .from(coachMessages)
      .where(eq(coachMessages.conversationId, conversationId))
  ).filter((row) => row.kind !== null);

test("a message is moderated, then the model's reply streams through and is stored", async () => {
  const me = await person({ displayName: "Robin Lee" });
  const conversationId = randomUUID();
  const events = await send(me, "How can we argue less?", conversationId);

  expect(events[0]).toEqual({ type: "start", kind: "model", disclosure: COACH_DISCLOSURE.ai });
  expect(events.filter((e) => e.type === "delta").map((e) => (e as { text: string }).text)).toEqual([
    "Hello ",
    "there.",
  ]);
  expect(events.at(-1)).toEqual({ type: "done", success: true, message: "Hello there." });
  expect(seen.map((s) => s.url)).toEqual(["/v1/moderations", "/v1/chat/completions"]);
  const [system, user] = seen[1]!.body.messages!;
  expect(system!.role).toBe("system");
  expect(system!.content).toContain("not a therapist");
  expect(system!.content).toContain('First name: "Robin".');
  expect(user).toEqual({ role: "user", content: "How can we argue less?" });
  expect(await kinds(conversationId)).toEqual([{ kind: "model", content: "Hello there." }]);
});

test("a message the moderation endpoint flags gets the crisis response and never reaches the model", async () => {
  const me = await person();
  const events = await send(me, "something the lexicon misses STUB-FLAG");
  expect(events[0]).toMatchObject({ kind: "crisis" });
  expect(seen.map((s) => s.url)).toEqual(["/v1/moderations"]);
});

test("a lexicon hit is answered without calling the provider at all", async () => {
  const me = await person();
  const events = await send(me, "i want to end my life");
  expect(events[0]).toMatchObject({ kind: "crisis" });
  expect(seen).toEqual([]);
});

test("a failing model leaves spec 1 §8's fallback reply, as a failure, stored as the fallback", async () => {
  const reply = "I'm sorry, I'm having trouble responding right now. Please try again in a moment.";
  const me = await person();
  const conversationId = randomUUID();
  const events = await send(me, "STUB-FAIL please", conversationId);
  expect(events.at(-1)).toEqual({
    type: "done",
    success: false,
    error: "Failed to get response",
    message: reply,
  });
  expect(await kinds(conversationId)).toEqual([{ kind: "fallback", content: reply }]);
});

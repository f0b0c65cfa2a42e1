import { expect, test } from "vitest";
import { conversationReducer, EMPTY_CONVERSATION, historyOf, type ConversationAction } from "./conversation";

const run = (...actions: ConversationAction[]) => actions.reduce(conversationReducer, EMPTY_CONVERSATION);

test("a turn: the person's message, loading, the reply streaming in, then settled", () => {
  const sending = run({ type: "send", text: "Hi" });
  expect(sending.loading).toBe(true);
  const streaming = run(
    { type: "send", text: "Hi" },
    { type: "start", disclosure: null },
    { type: "delta", text: "Hel" },
    {
      type: "delta",
      text: "lo",
    },
  );
  expect(streaming.items.map((i) => (i.kind === "assistant" ? i.text : i.kind))).toEqual(["user", "Hello"]);
  expect(streaming.loading).toBe(true);
  const done = conversationReducer(streaming, { type: "done", message: "Hello" });
  expect(done.loading).toBe(false);
  expect(historyOf(done)).toEqual([
    { role: "user", content: "Hi" },
    { role: "assistant", content: "Hello" },
  ]);
});

test("the disclosure shows as a notice before the reply, and is not sent back as history", () => {
  const state = run(
    { type: "send", text: "Hi" },
    { type: "start", disclosure: "I'm a computer program." },
    {
      type: "done",
      message: "Hello",
    },
  );
  expect(state.items.map((i) => i.kind)).toEqual(["user", "notice", "assistant"]);
  expect(historyOf(state)).toHaveLength(2);
});

test("a failure replaces any half reply with the fallback text, and the failed turn is not history", () => {
  const state = run(
    { type: "send", text: "Hi" },
    { type: "delta", text: "Half" },
    { type: "failed", message: "Sorry" },
  );
  const last = state.items.at(-1);
  expect(last).toMatchObject({ kind: "assistant", text: "Sorry", failed: true });
  expect(state.loading).toBe(false);
  expect(historyOf(state)).toEqual([{ role: "user", content: "Hi" }]);
});

test("a crisis turn shows its card and nothing after it; a refusal is a notice", () => {
  const card = {
    heading: "Get help now",
    message: "You are not alone.",
    resources: [],
    abuse: null,
    country: "INTL" as const,
    categories: [],
  };
  const crisis = run({ type: "send", text: "…" }, { type: "crisis", card }, { type: "done", message: card.message });
  expect(crisis.items.map((i) => i.kind)).toEqual(["user", "crisis"]);
  expect(crisis.loading).toBe(false);
  const refused = run({ type: "send", text: "Hi" }, { type: "refused", message: "Limit reached" });
  expect(refused.items.at(-1)).toMatchObject({ kind: "notice", text: "Limit reached" });
  expect(refused.loading).toBe(false);
});

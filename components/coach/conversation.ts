/**
 * The assistant panel's conversation as a pure reducer (spec 1 §3–§5): the person's turns, the reply as it streams
 * in, the crisis card, notices (the disclosure, the daily limit) and whether a reply is loading. The panel owns one
 * per opening; closing it throws it away (spec: closing clears the conversation and draft).
 */

export type { CrisisCard, CrisisLine } from "@/components/safety/crisis-support";
import type { CrisisCard } from "@/components/safety/crisis-support";

export type ChatItem =
  | { id: number; kind: "user"; text: string }
  | { id: number; kind: "assistant"; text: string; failed?: boolean }
  | { id: number; kind: "notice"; text: string }
  | { id: number; kind: "crisis"; card: CrisisCard };

export interface ConversationState {
  items: ChatItem[];
  loading: boolean;
  nextId: number;
}

export type ConversationAction =
  | { type: "send"; text: string }
  | { type: "start"; disclosure: string | null }
  | { type: "delta"; text: string }
  | { type: "crisis"; card: CrisisCard }
  | { type: "done"; message: string }
  | { type: "failed"; message: string }
  | { type: "refused"; message: string };

export const EMPTY_CONVERSATION: ConversationState = { items: [], loading: false, nextId: 1 };

/** An item as it is added: the reducer numbers it. */
type NewItem = ChatItem extends infer I ? (I extends ChatItem ? Omit<I, "id"> : never) : never;

function push(state: ConversationState, item: NewItem): ConversationState {
  return { ...state, items: [...state.items, { ...item, id: state.nextId } as ChatItem], nextId: state.nextId + 1 };
}

/** The reply being written: the last item while it is the assistant's. */
function withReply(state: ConversationState, update: (text: string) => string, failed = false): ConversationState {
  const last = state.items.at(-1);
  if (last?.kind === "assistant") {
    const items = [...state.items.slice(0, -1), { ...last, text: update(last.text), ...(failed ? { failed } : {}) }];
    return { ...state, items };
  }
  return push(state, { kind: "assistant", text: update(""), ...(failed ? { failed } : {}) });
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case "send":
      return { ...push(state, { kind: "user", text: action.text }), loading: true };
    case "start":
      return action.disclosure ? push(state, { kind: "notice", text: action.disclosure }) : state;
    case "delta":
      return withReply(state, (text) => text + action.text);
    case "crisis":
      return push(state, { kind: "crisis", card: action.card });
    case "done": {
      // A crisis turn has its card; its closing message repeats the card's, so nothing more is shown.
      if (state.items.at(-1)?.kind === "crisis") return { ...state, loading: false };
      return { ...withReply(state, () => action.message), loading: false };
    }
    case "failed":
      return { ...withReply(state, () => action.message, true), loading: false };
    case "refused":
      return { ...push(state, { kind: "notice", text: action.message }), loading: false };
  }
}

/** The history sent with the next message (spec 1 §3): the person's turns and the replies, as role and content. */
export function historyOf(state: ConversationState): ChatTurnOut[] {
  return state.items.flatMap((item): ChatTurnOut[] => {
    if (item.kind === "user") return [{ role: "user", content: item.text }];
    if (item.kind === "assistant" && !item.failed && item.text !== "")
      return [{ role: "assistant", content: item.text }];
    return [];
  });
}

interface ChatTurnOut {
  role: "user" | "assistant";
  content: string;
}

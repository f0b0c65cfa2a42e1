import { CrisisSupportCard } from "@/components/safety/crisis-support-card";
import type { ChatItem } from "./conversation";

export function ConversationItem({ item }: { item: ChatItem }) {
  switch (item.kind) {
    case "user":
      return (
        <p className="ml-8 rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-sm whitespace-pre-line text-white">
          <span className="sr-only">You: </span>
          {item.text}
        </p>
      );
    case "assistant":
      return (
        <p className="mr-8 rounded-2xl rounded-bl-sm bg-brand-50 px-3 py-2 text-sm whitespace-pre-line">
          <span className="sr-only">Coach: </span>
          {item.text}
        </p>
      );
    case "notice":
      return <p className="rounded-xl border border-brand-100 px-3 py-2 text-xs text-muted">{item.text}</p>;
    case "crisis":
      return <CrisisSupportCard card={item.card} />;
  }
}

import { CHECK_UP_PROMPT_TITLE, CheckUpPromptCard } from "@/components/check-up/check-up-prompt-card";
import { requestNow } from "@/lib/http/test-clock";
import { loadCheckUpPrompt } from "@/lib/services/check-up/load-check-up-prompt";
import { cardRead } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";

/**
 * Issue #39: the monthly check-up's prompt, only while one is due (never taken, or 28 local days since the last), on
 * the request's clock so the e2e suite can move a month on. A bonus: nothing when not due or when its read fails.
 */
async function CheckUpSection({ userId, card }: CardSectionProps) {
  const now = await requestNow();
  const prompt = await cardRead(card.read, () => loadCheckUpPrompt({ userId, now }));
  if (!prompt.ok || !prompt.data) return null;
  return <CheckUpPromptCard card={frameOf(card)} first={prompt.data.first} />;
}

/** 'Your monthly check-up': for everyone (alone, it is still their own index); no skeleton, as most days it is absent. */
export const checkUp: CardDefinition = {
  id: "check-up",
  title: CHECK_UP_PROMPT_TITLE,
  read: "checkUp",
  // The person's own index (shared only when both choose it): on a laptop it heads the third column, which keeps the
  // three columns even (the year couple's dashboard stays within about three screens, dashboard-journey.spec.ts).
  stack: "you",
  shows: "everyone",
  loading: "nothing",
  error: "silent",
  Section: CheckUpSection,
};

import { Suspense } from "react";
import { CardError, CardSkeleton } from "@/components/dashboard/card-states";
import { mayHavePartner } from "../_components/dashboard-input";
import { errorCopyOf, frameOf, NOT_YET_KNOWN, type CardContext, type CardSectionProps } from "./card";

/**
 * One card's place on the page: its skeleton (or nothing) until its section has loaded, inside its own <Suspense>, so
 * one slow card never holds back the others; a "first-paint" card without one, in the page's first paint. A card
 * only a couple sees is not drawn for someone alone.
 */
export function CardSlot(props: CardSectionProps) {
  if (props.card.loading === "first-paint") return <ShownCard {...props} />;
  return (
    <Suspense fallback={placeholderOf(props.card)}>
      <ShownCard {...props} />
    </Suspense>
  );
}

/** What holds a card's place while it streams in: its titled skeleton, or nothing. */
export function placeholderOf(card: CardSectionProps["card"]) {
  return card.loading === "skeleton" ? <CardSkeleton {...frameOf(card)} /> : null;
}

async function ShownCard(props: CardSectionProps) {
  const { card, userId } = props;
  if (card.shows === "couple" && !(await mayHavePartner(userId))) return null;
  return <card.Section {...props} />;
}

/**
 * A card whose read failed: its title and its error copy with Retry (CardError), or nothing for a silent card. `known`
 * is what the section learnt before the failure (the health view, the partner's name), for the title and the words.
 */
export function CardFailed({
  card,
  failure,
  known = NOT_YET_KNOWN,
}: {
  card: CardSectionProps["card"];
  /** The mapped failure's message (Outcome's error.message). */
  failure: string;
  known?: CardContext;
}) {
  const copy = errorCopyOf(card, failure, known);
  return copy ? <CardError {...frameOf(card, known)} message={copy.message} retryLabel={copy.retryLabel} /> : null;
}

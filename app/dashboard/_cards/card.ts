import type { ReactNode } from "react";
import type { CardFrame } from "@/components/dashboard/dashboard-card";
import type { DashboardStackName } from "@/components/dashboard/dashboard-grid";
import type { HealthView } from "@/lib/domain/health-score";

/*
 * What a dashboard card is (issue #36): one declaration per card, in its own folder under app/dashboard/_cards, listed
 * once in registry.ts. The page draws each card's place, skeleton and section from it; the section takes its error
 * copy and its frame (id and title) from it; the tests read it. Server-side data: nothing here reaches the browser
 * but the two strings of a frame a card renders.
 */

/** The page's query parameters, as Next passes them: a card reads its own (the health cards' `?timeframe`). */
export type DashboardParams = Record<string, string | string[] | undefined>;

/**
 * What is known of the reader when a card's title or error copy is written: nothing while the card streams in
 * (NOT_YET_KNOWN), more once its read has come back.
 */
export interface CardContext {
  /** The linked partner's display name; null without a partner, or before it is known. */
  partnerName: string | null;
  /** The health cards' view (healthViewOf): "couple" until the scores say otherwise. */
  view: HealthView;
}

/** Before any read: the couple's view and no name, which is what a skeleton shows. */
export const NOT_YET_KNOWN: CardContext = { partnerName: null, view: "couple" };

/** A failed card's words (spec 2 §8) and its button, which reads 'Retry' unless the spec names another. */
export interface CardErrorCopy {
  message: string;
  retryLabel?: string;
}

export interface CardSectionProps {
  userId: string;
  /** The section's own declaration: its id, title, read and error copy come from here, never from literals. */
  card: CardDefinition;
  params: DashboardParams;
}

export interface CardDefinition {
  /**
   * Unique on the page: the card's element id and `data-card`, shared by its skeleton, error state, unlock line and
   * loaded card so each replaces the other in place; links (`/dashboard#recommendations`), CSS and the e2e suite
   * find the card by it.
   */
  id: string;
  /** The title, verbatim from the spec; a function where it names the partner or follows the health view. */
  title: string | ((known: CardContext) => string);
  /**
   * The name of its read: the DASHBOARD_CARDS model it computes from the shared read (lib/domain/dashboard.ts), or
   * its own loader's. cardRead/cardModel take it, so the e2e suite can fail or slow this card alone (decision 032).
   */
  read: string;
  /** Which of the page's three stacks holds it; its place in the stack is its place in the registry. */
  stack: DashboardStackName;
  /** "everyone", or "couple": the card is not drawn at all for someone without a partner. */
  shows: "everyone" | "couple";
  /**
   * While it streams in: "skeleton", its title over a placeholder (CardSkeleton), so its place is held and nothing
   * moves when it arrives; or "nothing", for a card most readers do not get, whose placeholder would flash; or
   * "first-paint": it does not stream, the page waits for it, so that the card a phone's screen opens on is in the
   * first paint (issue #34, decision 085: React reveals a streamed card 300 ms after the first paint at the earliest).
   */
  loading: "skeleton" | "nothing" | "first-paint";
  /**
   * When its read fails: the spec's words (or a function of what is known), "failure" (the mapped failure's own
   * message: the spec has no words for this card), or "silent" (a bonus: nothing at all).
   */
  error: CardErrorCopy | ((known: CardContext) => CardErrorCopy) | "failure" | "silent";
  /** Reads its data and renders the card, its unlock line, its error state (CardFailed) or nothing. */
  Section: (props: CardSectionProps) => Promise<ReactNode>;
}

/** The card's id and its title as the reader sees it with what is known: what the card component is given. */
export function frameOf(card: CardDefinition, known: CardContext = NOT_YET_KNOWN): CardFrame {
  return { id: card.id, title: typeof card.title === "string" ? card.title : card.title(known) };
}

/** What the card says when its read failed with `failure` (the mapped message); null for a silent card. */
export function errorCopyOf(card: CardDefinition, failure: string, known: CardContext = NOT_YET_KNOWN) {
  const { error } = card;
  if (error === "silent") return null;
  if (error === "failure") return { message: failure };
  return typeof error === "function" ? error(known) : error;
}

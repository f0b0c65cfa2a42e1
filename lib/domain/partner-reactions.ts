/**
 * One-tap responses to a partner (issue #33). Pure constants with no imports: db/schema reads the kinds for its enum,
 * so the list cannot drift from what the partner screen offers.
 */
export const PARTNER_REACTION_KINDS = ["thinking_of_you", "hug", "talk_tonight"] as const;
export type PartnerReactionKind = (typeof PARTNER_REACTION_KINDS)[number];

/** A short note may ride along with a reaction, or be sent alone; a sentence or two, never a chat. */
export const REACTION_NOTE_MAX = 200;

/** What the sender taps, and how the partner reads it ("Robin: Sending a hug"). */
export const REACTION_LABELS: Record<PartnerReactionKind, string> = {
  thinking_of_you: "Thinking of you",
  hug: "Sending a hug",
  talk_tonight: "Let's talk tonight",
};

/** The notice's title names the sender by first name: "Robin is thinking of you". */
export function reactionNoticeTitle(kind: PartnerReactionKind | null, senderFirstName: string): string {
  switch (kind) {
    case "thinking_of_you":
      return `${senderFirstName} is thinking of you`;
    case "hug":
      return `${senderFirstName} sent you a hug`;
    case "talk_tonight":
      return `${senderFirstName} would like to talk tonight`;
    case null:
      return `${senderFirstName} sent you a note`;
  }
}

import { UnlockLine } from "@/components/dashboard/card-states";
import { MessagesFromPartnerCard, MessagesToPartnerCard } from "@/components/dashboard/messages-card";
import { DASHBOARD_CARDS } from "@/lib/domain/dashboard";
import { MESSAGES_TEXT } from "@/lib/domain/partner-messages";
import { cardModel } from "../../_components/dashboard-input";
import { frameOf, type CardDefinition, type CardSectionProps } from "../card";
import { CardFailed } from "../card-slot";

/*
 * The two Messages cards (spec 2 §2.4, §4.3): what the partner shared with the user, and the user's own check-ins
 * about the partner. Both only with a partner; until the name is known their titles say "your partner".
 */

/** A Messages card's props from the shared read, or null without a partner (neither card shows then). */
function messagesCard(userId: string, card: CardDefinition, side: "messagesFromPartner" | "messagesToPartner") {
  return cardModel(userId, card.read, (input) => {
    const summary = DASHBOARD_CARDS[side](input);
    return input.partner && summary
      ? { summary, partnerName: input.partner.displayName, timeZone: input.clock.timeZone }
      : null;
  });
}

async function MessagesFromPartnerSection({ userId, card }: CardSectionProps) {
  const model = await messagesCard(userId, card, "messagesFromPartner");
  if (!model.ok) return <CardFailed card={card} failure={model.error.message} />;
  if (!model.data) return null;
  const { partnerName } = model.data;
  if (model.data.summary.totalMessages === 0) {
    return (
      <UnlockLine id={card.id}>
        {`${MESSAGES_TEXT.noneReceived}. ${MESSAGES_TEXT.encourageSharing(partnerName)}`}
      </UnlockLine>
    );
  }
  return <MessagesFromPartnerCard card={frameOf(card, { partnerName, view: "couple" })} {...model.data} />;
}

async function MessagesToPartnerSection({ userId, card }: CardSectionProps) {
  const model = await messagesCard(userId, card, "messagesToPartner");
  if (!model.ok) return <CardFailed card={card} failure={model.error.message} />;
  if (!model.data) return null;
  const { partnerName } = model.data;
  if (model.data.summary.totalMessages === 0) {
    return <UnlockLine id={card.id}>{MESSAGES_TEXT.encourageCheckin(partnerName)}</UnlockLine>;
  }
  return <MessagesToPartnerCard card={frameOf(card, { partnerName, view: "couple" })} {...model.data} />;
}

/** 'Messages From {partner}'; a failed read says so in the spec's words (spec 2 §8 'Partner messages failure'). */
export const messagesFromPartner: CardDefinition = {
  id: "messages-from-partner",
  title: ({ partnerName }) => MESSAGES_TEXT.fromPartnerTitle(partnerName),
  read: "messagesFromPartner",
  stack: "partner",
  shows: "couple",
  loading: "skeleton",
  error: { message: MESSAGES_TEXT.partnerLoadError },
  Section: MessagesFromPartnerSection,
};

/** 'Your Messages to {partner}' (spec 2 §8 'Check-in data failure'). */
export const messagesToPartner: CardDefinition = {
  id: "messages-to-partner",
  title: ({ partnerName }) => MESSAGES_TEXT.toPartnerTitle(partnerName),
  read: "messagesToPartner",
  stack: "partner",
  shows: "couple",
  loading: "skeleton",
  error: { message: MESSAGES_TEXT.ownLoadError },
  Section: MessagesToPartnerSection,
};

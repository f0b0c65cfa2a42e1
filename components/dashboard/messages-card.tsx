import { MessageCircleHeart } from "@/components/ui/icons/message-circle-heart";
import { Send } from "@/components/ui/icons/send";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { checkinConnectionLabel } from "@/lib/domain/labels";
import { MESSAGES_TEXT, visibleMessages, type PartnerMessagesSummary } from "@/lib/domain/partner-messages";
import type { PartnerCheckinRecord } from "@/lib/domain/types";
import { DashboardCard, EmptyState, type CardFrame } from "./dashboard-card";
import { formatThoughtDate } from "./dashboard-text";
import { MessagesList, type MessageItem, type MessagesToggle } from "./messages-list";

const CHECKIN_ROUTE = "/checkin";
const PRIVATE_BADGE = "Private";

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

interface CardProps {
  /** Its id and title (which names the partner), from the dashboard's card registry. */
  card: CardFrame;
  summary: PartnerMessagesSummary;
  partnerName: string;
  timeZone: string;
}

/**
 * 'Messages From {partner first name}' (spec 2 §2.4, §4.3): only check-ins the partner marked as shared with this user
 * reach the model (lib/data filters them through resolvePartnerAccess), so a check-in the partner keeps private, or
 * a former partner's, never shows here. Rendered on the server for every request: nothing is cached in the browser.
 */
export function MessagesFromPartnerCard({ card, summary, partnerName, timeZone }: CardProps) {
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      description={MESSAGES_TEXT.fromPartnerDescription(partnerName)}
      icon={<MessageCircleHeart aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {summary.totalMessages === 0 ? (
        <div className="space-y-2">
          <p className="font-medium">{MESSAGES_TEXT.noneReceived}</p>
          <EmptyState>{MESSAGES_TEXT.encourageSharing(partnerName)}</EmptyState>
        </div>
      ) : (
        // Every message here was shared, so a private count would always read 0 and no message needs a badge.
        <MessagesSummary summary={summary} timeZone={timeZone} showPrivate={false} />
      )}
    </DashboardCard>
  );
}

/**
 * 'Your Messages to {partner}' (spec 2 §2.4): the user's own check-ins about their partner, shared or kept private,
 * so this card alone counts and marks the private ones.
 */
export function MessagesToPartnerCard({ card, summary, partnerName, timeZone }: CardProps) {
  return (
    <DashboardCard
      id={card.id}
      title={card.title}
      description={MESSAGES_TEXT.toPartnerDescription(partnerName)}
      icon={<Send aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {summary.totalMessages === 0 ? (
        <div className="space-y-3">
          <EmptyState>{MESSAGES_TEXT.encourageCheckin(partnerName)}</EmptyState>
          <Button asChild variant="outline" size="sm">
            <Link href={CHECKIN_ROUTE}>{MESSAGES_TEXT.logCheckin}</Link>
          </Button>
        </div>
      ) : (
        <MessagesSummary summary={summary} timeZone={timeZone} showPrivate />
      )}
    </DashboardCard>
  );
}

/** The body both cards share once there is something to show: stats, top emotions, recent messages. */
function MessagesSummary({
  summary,
  timeZone,
  showPrivate,
}: {
  summary: PartnerMessagesSummary;
  timeZone: string;
  showPrivate: boolean;
}) {
  const stats = [
    { label: "This week", value: String(summary.messagesThisWeek) },
    {
      label: "Avg. connection",
      value: summary.avgConnectionScore === null ? "–" : summary.avgConnectionScore.toFixed(2),
    },
    { label: "Shared", value: String(summary.sharedCount) },
    ...(showPrivate ? [{ label: "Private", value: String(summary.privateCount) }] : []),
  ];
  return (
    <div className="space-y-4">
      <dl
        className={
          showPrivate ? "grid grid-cols-2 gap-2 text-center sm:grid-cols-4" : "grid grid-cols-3 gap-2 text-center"
        }
      >
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-brand-50 px-2 py-3">
            <dt className="text-xs text-muted">{stat.label}</dt>
            <dd className="text-lg font-semibold">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {summary.topEmotions.length > 0 ? (
        <ul aria-label="Top emotions" className="flex flex-wrap gap-2">
          {summary.topEmotions.map(({ emotion, count }) => (
            <li key={emotion} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium">
              {capitalise(emotion)} · {count}
            </li>
          ))}
        </ul>
      ) : null}
      <MessagesList
        messages={summary.recentMessages.map((message) => messageItem(message, timeZone, showPrivate))}
        toggle={messagesToggle(summary.recentMessages)}
      />
    </div>
  );
}

/** Formatted here, on the server, so the client list receives only strings. */
function messageItem(message: PartnerCheckinRecord, timeZone: string, showPrivate: boolean): MessageItem {
  return {
    id: message.id,
    at: message.at.toISOString(),
    dateText: formatThoughtDate(message.at, timeZone),
    label: `Feeling ${message.feeling} · ${checkinConnectionLabel(message.score)}`,
    badge: showPrivate && !message.shared ? PRIVATE_BADGE : null,
    note: message.note,
  };
}

/** The domain rule (visibleMessages) in both states, so the browser needs neither the rule nor the strings' code. */
function messagesToggle(recent: readonly PartnerCheckinRecord[]): MessagesToggle | null {
  const collapsed = visibleMessages(recent, false);
  if (collapsed.toggleLabel === null) return null;
  return {
    collapsedCount: collapsed.items.length,
    viewAllLabel: collapsed.toggleLabel,
    showLessLabel: visibleMessages(recent, true).toggleLabel ?? MESSAGES_TEXT.showLess,
  };
}

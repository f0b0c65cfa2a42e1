import { MessageCircleHeart } from "lucide-react";
import { checkinConnectionLabel } from "@/lib/domain/labels";
import {
  MESSAGES_SHOWN_UNTIL_EXPANDED,
  MESSAGES_TEXT,
  type PartnerMessagesSummary,
} from "@/lib/domain/partner-messages";
import { DashboardCard, EmptyState } from "./dashboard-card";
import { formatThoughtDate } from "./dashboard-text";

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * 'Messages From {partner first name}' (spec 2 §2.4, §4.3): only check-ins the partner marked as shared with this user
 * reach the model (lib/data filters them through resolvePartnerAccess), so a check-in the partner keeps private, or
 * a former partner's, never shows here. Rendered on the server for every request: nothing is cached in the browser.
 */
export function MessagesFromPartnerCard({
  summary,
  partnerName,
  timeZone,
}: {
  summary: PartnerMessagesSummary;
  partnerName: string;
  timeZone: string;
}) {
  const recent = summary.recentMessages.slice(0, MESSAGES_SHOWN_UNTIL_EXPANDED);
  return (
    <DashboardCard
      id="messages-from-partner"
      title={MESSAGES_TEXT.fromPartnerTitle(partnerName)}
      description="Check-ins your partner chose to share with you, last 30 days."
      icon={<MessageCircleHeart aria-hidden="true" className="size-5 text-brand-600" />}
    >
      {summary.totalMessages === 0 ? (
        <div className="space-y-2">
          <p className="font-medium">{MESSAGES_TEXT.noneReceived}</p>
          <EmptyState>{MESSAGES_TEXT.encourageSharing(partnerName)}</EmptyState>
        </div>
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-3 gap-2 text-center">
            <Stat label="This week" value={String(summary.messagesThisWeek)} />
            <Stat
              label="Avg. connection"
              value={summary.avgConnectionScore === null ? "–" : summary.avgConnectionScore.toFixed(2)}
            />
            <Stat label="Shared" value={String(summary.sharedCount)} />
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
          <ul aria-label="Recent messages" className="space-y-3">
            {recent.map((message) => (
              <li key={message.id} className="rounded-xl bg-brand-50 px-4 py-3">
                <div className="flex items-center justify-between gap-3 text-xs text-muted">
                  <time dateTime={message.at.toISOString()}>{formatThoughtDate(message.at, timeZone)}</time>
                  <span className="rounded-full bg-white px-2 py-0.5 font-medium text-ink">
                    Feeling {message.feeling} · {checkinConnectionLabel(message.score)}
                  </span>
                </div>
                {message.note ? <p className="mt-1 text-sm break-words whitespace-pre-line">{message.note}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </DashboardCard>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-brand-50 px-2 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

import { Tags } from "@/components/ui/icons/tags";
import type { RecentMoodTags } from "@/lib/domain/mood-tags";
import { DashboardCard, EmptyState, type CardFrame } from "./dashboard-card";
import { DASHBOARD_TEXT } from "./dashboard-text";
import { TagChip } from "./tag-chip";

/** 'Your Recent Mood Tags (Last 7 Days)' (spec 2 §2.4, §9): up to 6 tags with counts, then 2 suggestions. */
export function MoodTagsCard({ card, tags }: { card: CardFrame; tags: RecentMoodTags }) {
  const more = tags.distinctTags - tags.tags.length;
  return (
    <DashboardCard id={card.id} title={card.title} icon={<Tags aria-hidden="true" className="size-5 text-brand-600" />}>
      {tags.tags.length > 0 ? (
        <>
          <ul className="flex flex-wrap gap-2" aria-label="Tags you used">
            {tags.tags.map((t) => (
              <li key={t.tag}>
                <TagChip tag={t.tag} tone={t.tone} count={t.count} />
              </li>
            ))}
          </ul>
          {more > 0 ? <p className="mt-2 text-xs text-muted">+{more} more</p> : null}
        </>
      ) : (
        <EmptyState>{DASHBOARD_TEXT.tagsEmpty}</EmptyState>
      )}
      {tags.suggestions.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-muted">{DASHBOARD_TEXT.tagsSuggestions}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {tags.suggestions.map((s) => (
              <li key={s.tag}>
                <TagChip tag={s.tag} tone={s.tone} dashed />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </DashboardCard>
  );
}

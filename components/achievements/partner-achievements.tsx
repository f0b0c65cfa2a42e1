import type { AchievementView, PartnerAchievements } from "@/lib/domain/achievements";
import { AchievementRow } from "./achievement-row";
import { PARTNER_ACHIEVEMENTS_TEXT } from "./achievement-text";

/**
 * The linked partner's newest achievements on the /achievements screen (issue #13). What is in `partner` was decided
 * by the loader from the partner's achievements grant; this only says which of the three states it is in. Nothing
 * renders without a linked partner.
 */
export function PartnerAchievementsSection({
  partner,
  timeZone,
}: {
  partner: PartnerAchievements<AchievementView> | null;
  timeZone: string;
}) {
  if (!partner) return null;
  return (
    <section aria-labelledby="partner-achievements-title" className="mt-8">
      <h2 id="partner-achievements-title" className="text-lg font-semibold">
        {PARTNER_ACHIEVEMENTS_TEXT.title(partner.name)}
      </h2>
      {!partner.shared ? (
        <p className="mt-1 text-sm text-muted">{PARTNER_ACHIEVEMENTS_TEXT.notShared(partner.name)}</p>
      ) : partner.achievements.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{PARTNER_ACHIEVEMENTS_TEXT.none(partner.name)}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {partner.achievements.map((achievement) => (
            <AchievementRow key={achievement.id} achievement={achievement} timeZone={timeZone} />
          ))}
        </ol>
      )}
    </section>
  );
}

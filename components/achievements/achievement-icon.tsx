import { Award } from "@/components/ui/icons/award";
import { CalendarCheck } from "@/components/ui/icons/calendar-check";
import { Flame } from "@/components/ui/icons/flame";
import { HeartHandshake } from "@/components/ui/icons/heart-handshake";
import { HeartPulse } from "@/components/ui/icons/heart-pulse";
import { Link } from "@/components/ui/icons/link";
import { MessageCircleHeart } from "@/components/ui/icons/message-circle-heart";
import { NotebookPen } from "@/components/ui/icons/notebook-pen";
import { Sparkles } from "@/components/ui/icons/sparkles";
import { Sprout } from "@/components/ui/icons/sprout";
import { Star } from "@/components/ui/icons/star";
import { Sun } from "@/components/ui/icons/sun";
import { Target } from "@/components/ui/icons/target";
import { Trophy } from "@/components/ui/icons/trophy";
import type { SvgIcon } from "@/components/ui/svg-icon";
import { createElement } from "react";
import { cn } from "@/components/ui/cn";

/**
 * The catalogue's icon names (lib/domain/achievements/rules.ts) to their lucide icons (components/ui/icons). Imported
 * one by one rather than looked up in a whole icon set, so a bundle carries these fourteen and no more.
 */
const ICONS: Readonly<Record<string, SvgIcon>> = {
  sun: Sun,
  flame: Flame,
  calendarcheck: CalendarCheck,
  star: Star,
  notebookpen: NotebookPen,
  heartpulse: HeartPulse,
  sprout: Sprout,
  messagecircleheart: MessageCircleHeart,
  hearthandshake: HeartHandshake,
  sparkles: Sparkles,
  trophy: Trophy,
  target: Target,
  link: Link,
  award: Award,
};

/**
 * The icon for a stored name. Rows outlive the catalogue (a retired rule, an older spelling such as "star" or
 * "heart-pulse"), so the name is compared without case or separators, and an unknown one gets a generic award badge
 * rather than nothing.
 */
export function achievementIcon(name: string): SvgIcon {
  return ICONS[name.toLowerCase().replace(/[^a-z0-9]/g, "")] ?? Award;
}

/** Decorative: the title next to it says what the achievement is. */
export function AchievementIcon({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600",
        className,
      )}
    >
      {/* createElement: the icon is picked from a fixed table, not a component defined during render. */}
      {createElement(achievementIcon(name), { className: "size-5" })}
    </span>
  );
}

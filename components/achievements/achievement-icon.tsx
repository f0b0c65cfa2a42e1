import {
  Award,
  CalendarCheck,
  Flame,
  HeartHandshake,
  HeartPulse,
  Link,
  MessageCircleHeart,
  NotebookPen,
  Sparkles,
  Sprout,
  Star,
  Sun,
  Target,
  Trophy,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { cn } from "@/components/ui/cn";

/**
 * The catalogue's icon names (lib/domain/achievements/rules.ts) to their lucide-react icons. Imported one by one rather
 * than looked up in the whole icon set, so the bundle carries these fourteen and not all of lucide.
 */
const ICONS: Readonly<Record<string, LucideIcon>> = {
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
export function achievementIcon(name: string): LucideIcon {
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

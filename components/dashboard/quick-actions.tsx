import { HeartHandshake } from "@/components/ui/icons/heart-handshake";
import { SmilePlus } from "@/components/ui/icons/smile-plus";
import { Target } from "@/components/ui/icons/target";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { DASHBOARD_TEXT, QUICK_ACTIONS } from "./dashboard-text";

const ICONS = { "/mood-log": SmilePlus, "/checkin": HeartHandshake, "/goals": Target } as const;

/** The row of three buttons under the cards (spec 2 §2.4): Log Mood, Partner Check-in, View Goals. */
export function QuickActions() {
  return (
    <nav aria-label={DASHBOARD_TEXT.quickActions}>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        {QUICK_ACTIONS.map(({ label, href }) => {
          const Icon = ICONS[href];
          return (
            <li key={href}>
              <Button
                asChild
                variant={href === "/mood-log" ? "primary" : "outline"}
                // Icon over label, so three fit side by side on a 320 px phone (long labels wrap to two lines).
                className="h-full min-h-16 w-full flex-col gap-1 px-2 py-3 text-center leading-tight"
              >
                <Link href={href}>
                  <Icon aria-hidden="true" className="size-5" />
                  {label}
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

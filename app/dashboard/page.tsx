import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { Suspense } from "react";
import { DashboardGrid, DashboardStack } from "@/components/dashboard/dashboard-grid";
import { LiveUpdates } from "@/components/dashboard/live-updates";
import { QuickActions } from "@/components/dashboard/quick-actions";
import { QuickMoodRow } from "@/components/mood/quick-mood-row";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { firstName } from "@/lib/domain/names";
import { CardSlot } from "./_cards/card-slot";
import { cardsByStack } from "./_cards/registry";
import { DemoBannerSection, FirstWeekGuideSection, SuggestionSection } from "./_components/sections";
import { PartnerAlertSection } from "./_components/partner-alert-section";

export const metadata: Metadata = { title: "Dashboard" };

const SECTIONS = [
  { href: "/dashboard/relationship", label: "Relationship Insights" },
  { href: "/dashboard/mood", label: "Mood Analytics" },
  { href: "/dashboard/growth", label: "Personal Growth Analytics" },
  { href: "/dashboard/actions", label: "Actions & Rituals" },
];

/**
 * The dashboard (spec 2 §2.4): what to do first, then the cards in three stacks (one column on a phone, two or three
 * beside the rail on a laptop: decision 049), then the quick-actions row. Mood export moved to Settings. The page
 * checks the session, then streams. The first paint has all that sits above the first card on a phone (the demo
 * banner, the partner's hard moment, the mood row, the guide) and the first card: each would push the page down if it
 * came later, and React shows what streams in 300 ms after the first paint at the earliest (issue #34, decision 085);
 * the other cards follow as each model is computed from the one read the cards share
 * (app/dashboard/_components/dashboard-input.ts). The cards, their order and their skeletons are the registry's
 * (app/dashboard/_cards/registry.ts): this page names none of them.
 */
export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser().catch(sessionReadFailed);
  const params = await searchParams;
  const userId = user.id;

  return (
    <AppShell user={user} width="wide">
      <h1 className="text-2xl font-semibold">Welcome, {firstName(user.displayName) ?? user.displayName}</h1>
      <p className="mt-1 text-sm text-muted">Here is how your week is going.</p>
      <DemoBannerSection userId={userId} />
      <LiveUpdates />

      {/* What to do comes first (issue #32): the partner's hard moment, a mood in two taps, and the guide. */}
      <div className="mt-6 grid items-start gap-4 sm:gap-6 lg:grid-cols-2">
        {/* The partner's hard moment, first and across the width; most days there is none. */}
        <div className="empty:hidden lg:col-span-2">
          <PartnerAlertSection userId={userId} />
        </div>
        {/* Across the width, unless the guide sits beside it (decision 049). */}
        <QuickMoodRow params={params} className="lg:col-span-2 lg:[&:has(+[data-card=first-week])]:col-span-1" />
        <FirstWeekGuideSection userId={userId} />
      </div>

      <div className="mt-6">
        <DashboardGrid>
          {cardsByStack().map(({ stack, cards }) => (
            <DashboardStack key={stack} name={stack} last={stack === "you"}>
              {cards.map((card) => (
                <CardSlot key={card.id} card={card} userId={userId} params={params} />
              ))}
            </DashboardStack>
          ))}
        </DashboardGrid>
      </div>

      <div className="mt-6 flex flex-col gap-4 empty:hidden">
        {/* The rail beside a laptop's page holds the same three places (decision 049): the row is for the phone. */}
        <div className="lg:hidden">
          <QuickActions />
        </div>
        <Suspense fallback={null}>
          <SuggestionSection userId={userId} />
        </Suspense>
      </div>

      <nav aria-label="Dashboard sections" className="mt-6">
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <Link
                href={section.href}
                className="block rounded-xl border border-brand-100 bg-white px-4 py-3 text-sm font-medium hover:bg-brand-50"
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AppShell>
  );
}

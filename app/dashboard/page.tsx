import type { Metadata } from "next";
import Link from "next/link";
import { DashboardColumn } from "@/components/dashboard/dashboard-column";
import { ExportDataCard } from "@/components/dashboard/export-data-card";
import { MessagesFromPartnerCard } from "@/components/dashboard/messages-from-partner-card";
import { MoodTagsCard } from "@/components/dashboard/mood-tags-card";
import { MoodTrendsCard } from "@/components/dashboard/mood-trends-card";
import { PrivateThoughtsCard } from "@/components/dashboard/private-thoughts-card";
import { QuickActions } from "@/components/dashboard/quick-actions";
import { WeeklyReflectionCard } from "@/components/dashboard/weekly-reflection-card";
import { WeeklySummaryCard } from "@/components/dashboard/weekly-summary-card";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { loadDashboard } from "@/lib/services/load-dashboard";

export const metadata: Metadata = { title: "Dashboard" };

const SECTIONS = [
  { href: "/dashboard/relationship", label: "Relationship Insights" },
  { href: "/dashboard/mood", label: "Mood Analytics" },
  { href: "/dashboard/growth", label: "Personal Growth Analytics" },
  { href: "/dashboard/actions", label: "Actions & Rituals" },
];

/**
 * The dashboard (spec 2 §2.4): a column of cards in the spec's order, then the quick-actions row. Every card is
 * computed fresh from the user's own records (and what the partner shares) by loadDashboard.
 */
export default async function DashboardPage() {
  const user = await requireUser().catch(sessionReadFailed);
  const model = await loadDashboard({ userId: user.id });
  const firstName = user.displayName.split(" ")[0];

  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">Welcome, {firstName}</h1>
      <p className="mt-1 text-sm text-muted">Here is how your week is going.</p>

      <div className="mt-6">
        <DashboardColumn>
          {/* Later issue: Relationship Health / Individual Health card (model.health, model.couple). */}
          {/* Later issue: Couple's Health Trends / Relationship Health Trends graph. */}
          {/* Later issue: AI-Generated Relationship Insights. */}
          <MoodTrendsCard chart={model.moodChart} />
          {/* Later issue: Connection Trends (Last 7 Days) chart (model.connectionChart). */}
          {model.messagesFromPartner && model.partnerName !== null ? (
            <MessagesFromPartnerCard
              summary={model.messagesFromPartner}
              partnerName={model.partnerName}
              timeZone={model.timeZone}
            />
          ) : null}
          {/* Later issue: 'Did you know?' correlation cards (model.correlations). */}
          <MoodTagsCard tags={model.moodTags} />
          <WeeklyReflectionCard reflection={model.reflection} />
          <PrivateThoughtsCard thoughts={model.privateThoughts} timeZone={model.timeZone} />
          <ExportDataCard />
          {/* Later issue: Relationship Patterns card. */}
          <WeeklySummaryCard summary={model.weeklySummary} />
          {/* Later issue: {partner}'s Wellbeing Insight (model.wellbeing). */}
          {/* Later issue: Personalized Recommendations (model.recommendations). */}
          {/* Later issue: Achievements card (model.achievements). */}
        </DashboardColumn>
      </div>

      <div className="mt-6">
        <QuickActions />
      </div>
      {/* Later issue: the optional suggestion card under the quick actions. */}

      <nav aria-label="Dashboard sections" className="mt-6">
        <ul className="grid gap-2 sm:grid-cols-2">
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

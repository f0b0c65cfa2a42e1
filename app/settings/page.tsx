import type { Metadata } from "next";
import { Suspense } from "react";
import { ImportLinkCard } from "@/components/import/import-link-card";
import { DeveloperCard } from "@/components/settings/developer-card";
import { CounsellorReportForm, ExportDataCard } from "@/components/settings/islands";
import { LegalCard } from "@/components/settings/legal-card";
import { SafetyCard } from "@/components/settings/safety-card";
import { SectionSkeleton } from "@/components/settings/section-skeleton";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { requireUser } from "@/lib/auth/guards";
import { isAdmin } from "@/lib/domain/roles";
import {
  AccountSection,
  DangerZoneSection,
  NotificationsSection,
  PartnerLinkSection,
  PartnerViewsSection,
  PreferencesSection,
  PrivacySection,
  QuietPauseSection,
  SpecialDatesListSection,
  SubscriptionSection,
} from "./_components/sections";

export const metadata: Metadata = { title: "Settings" };

// Sharing and consent must reflect the rows as they are now (a revocation applies on the next request).
export const dynamic = "force-dynamic";

/**
 * Settings (spec 3 §2), sections in the spec's order (with the dashboard's mood export after Data and privacy, then
 * Safety, decision 075), then the Subscription, notification and legal cards, and an admin's Developer card.
 */
export default async function SettingsPage() {
  const user = await requireUser().catch(sessionReadFailed);
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-bold">Settings</h1>
      <div className="mt-6 space-y-6">
        <Suspense fallback={<SectionSkeleton label="Account" />}>
          <AccountSection userId={user.id} />
        </Suspense>
        <Suspense fallback={<SectionSkeleton label="Partner" />}>
          <PartnerLinkSection user={user} />
        </Suspense>
        <Suspense fallback={<SectionSkeleton label="Special dates" rows={2} />}>
          <SpecialDatesListSection user={user} />
        </Suspense>
        <Suspense fallback={<SectionSkeleton label="Data and privacy" rows={6} />}>
          <PrivacySection userId={user.id} />
        </Suspense>
        {/* Mood export (spec 2 §2.4) lives with the other data choices rather than mid-dashboard (decision 049). */}
        <ExportDataCard />
        <ImportLinkCard />
        {/* Quick exit explained, the quiet pause and the way to /safety (issue #38, decisions 075 and 079). */}
        <SafetyCard
          quietPause={
            <Suspense fallback={<p className="mt-1 h-16 animate-pulse rounded bg-brand-50" aria-busy="true" />}>
              <QuietPauseSection user={user} />
            </Suspense>
          }
          whoLooked={
            <Suspense fallback={null}>
              <PartnerViewsSection user={user} />
            </Suspense>
          }
        />
        <Suspense fallback={<SectionSkeleton label="Preferences" rows={8} />}>
          <PreferencesSection userId={user.id} />
        </Suspense>
        <Suspense fallback={<SectionSkeleton label="Notification preferences" rows={7} />}>
          <NotificationsSection userId={user.id} />
        </Suspense>
        <Suspense fallback={<SectionSkeleton label="Subscription" rows={2} />}>
          <SubscriptionSection userId={user.id} />
        </Suspense>
        <CounsellorReportForm />
        <LegalCard />
        {/* Spec 3 §2: the developer 'rerun onboarding' action, for admins (spec 1 §6: the developer role). */}
        {isAdmin(user) ? <DeveloperCard /> : null}
        <Suspense fallback={<SectionSkeleton label="Danger zone" rows={2} />}>
          <DangerZoneSection user={user} />
        </Suspense>
      </div>
    </AppShell>
  );
}

import { PartnerSection } from "@/components/partner/partner-section";
import { AccountCard } from "@/components/settings/account-card";
import { NotificationPreferencesCard, PrivacyCard, UserSettingsCards } from "@/components/settings/islands";
import { PartnerViews } from "@/components/settings/partner-views";
import { QuietPause } from "@/components/settings/quiet-pause";
import { SubscriptionCard } from "@/components/settings/subscription-card";
import { DangerZone } from "@/components/settings/danger-zone";
import { SpecialDatesSection } from "@/components/special-dates/special-dates-section";
import type { SessionUser } from "@/lib/domain/roles";
import { settle } from "@/lib/http/errors";
import { listSpecialDates } from "@/lib/services/special-dates/list-special-dates";
import { loadDangerZone } from "@/lib/services/account/load-danger-zone";
import { loadPartnerLink } from "@/lib/services/partners/load-partner-link";
import { loadPartnerViews } from "@/lib/services/safety/load-partner-views";
import { loadQuietPause } from "@/lib/services/safety/load-quiet-pause";
import { loadSettings } from "@/lib/services/settings/load-settings";
import { phoneCountries } from "@/lib/validation/phone";

/*
 * Each Settings section loads its own data (components may not call services, so the loading happens here) and is
 * wrapped in its own <Suspense> by the page: a slow section shows its skeleton without holding back the others.
 * Every read is per request, through resolvePartnerAccess where it concerns the partner, so a revoked consent shows
 * on the next load.
 */

export async function AccountSection({ userId }: { userId: string }) {
  const account = await loadSettings({ userId, section: "account" });
  return <AccountCard account={account} countries={phoneCountries()} />;
}

/** A failed read shows in place of the section (settle maps it with the section's copy), not as an error page. */
export async function PartnerLinkSection({ user }: { user: SessionUser }) {
  const result = await settle(() => loadPartnerLink({ userId: user.id }), "partner.loadLink");
  return <PartnerSection user={user} result={result} />;
}

export async function SpecialDatesListSection({ user }: { user: SessionUser }) {
  const result = await settle(() => listSpecialDates({ userId: user.id }), "specialDates.load");
  return <SpecialDatesSection user={user} result={result} />;
}

export async function PrivacySection({ userId }: { userId: string }) {
  return <PrivacyCard privacy={await loadSettings({ userId, section: "privacy" })} />;
}

/** Settings → Safety's quiet pause: whether one runs, and whom it concerns (decision 079). */
export async function QuietPauseSection({ user }: { user: SessionUser }) {
  const pause = await loadQuietPause({ userId: user.id });
  return <QuietPause {...pause} timeZone={user.timeZone} />;
}

/** Settings → Safety's who looked: what the partner can see now, and what they viewed by day (decision 079). */
export async function PartnerViewsSection({ user }: { user: SessionUser }) {
  return <PartnerViews view={await loadPartnerViews({ userId: user.id, timeZone: user.timeZone })} />;
}

export async function PreferencesSection({ userId }: { userId: string }) {
  return <UserSettingsCards preferences={await loadSettings({ userId, section: "preferences" })} />;
}

export async function NotificationsSection({ userId }: { userId: string }) {
  return <NotificationPreferencesCard notifications={await loadSettings({ userId, section: "notifications" })} />;
}

export async function SubscriptionSection({ userId }: { userId: string }) {
  const { subscription, ...context } = await loadSettings({ userId, section: "subscription" });
  return <SubscriptionCard subscription={subscription} context={context} />;
}

export async function DangerZoneSection({ user }: { user: SessionUser }) {
  return <DangerZone user={user} model={await loadDangerZone({ userId: user.id })} />;
}

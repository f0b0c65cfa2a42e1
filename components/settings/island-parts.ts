/*
 * Everything Settings' islands (islands.tsx) draw, fetched as one chunk as the page hydrates: one request, and one
 * loader in the page's first load instead of one per island (issue #34). The cards from other features are here too
 * (the partner's forms, the special dates, the mood export, the counsellor report); their own modules are unchanged.
 */
export { AccountCardView } from "./account-card-view";
export { DeleteAccountDialog } from "./delete-account-dialog";
export { NotificationPreferencesCard } from "./notification-preferences-card";
export { PrivacyCard } from "./privacy-card";
export { QuietPauseControl } from "./quiet-pause-control";
export { SubscriptionActions } from "./subscription-actions";
export { UserSettingsCards } from "./user-settings-cards";
export { ExportDataCard } from "@/components/dashboard/export-data-card";
export { DisconnectPartnerDialog } from "@/components/partner/disconnect-partner-dialog";
export { InvitationForm } from "@/components/partner/invitation-form";
export { PendingInvitation } from "@/components/partner/pending-invitation";
export { CounsellorReportForm } from "@/components/report/counsellor-report-form";
export { SpecialDatesManager } from "@/components/special-dates/special-dates-manager";

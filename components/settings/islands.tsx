"use client";

import { island } from "@/components/ui/island";

/*
 * Settings' client parts as islands (components/ui/island.tsx, issue #34): the server renders each as before, and
 * their code (island-parts.ts, one chunk) is fetched as the page hydrates instead of with it, so /settings' first load
 * is the shell's and little more.
 */

const parts = () => import("./island-parts");

export const AccountCardView = island(() => parts().then((m) => m.AccountCardView));
export const PrivacyCard = island(() => parts().then((m) => m.PrivacyCard));
export const UserSettingsCards = island(() => parts().then((m) => m.UserSettingsCards));
export const NotificationPreferencesCard = island(() => parts().then((m) => m.NotificationPreferencesCard));
export const ExportDataCard = island(() => parts().then((m) => m.ExportDataCard));
export const CounsellorReportForm = island(() => parts().then((m) => m.CounsellorReportForm));

export const QuietPauseControl = island(() => parts().then((m) => m.QuietPauseControl));
export const SubscriptionActions = island(() => parts().then((m) => m.SubscriptionActions));
export const DeleteAccountDialog = island(() => parts().then((m) => m.DeleteAccountDialog));
export const DisconnectPartnerDialog = island(() => parts().then((m) => m.DisconnectPartnerDialog));
export const InvitationForm = island(() => parts().then((m) => m.InvitationForm));
export const PendingInvitation = island(() => parts().then((m) => m.PendingInvitation));
export const SpecialDatesManager = island(() => parts().then((m) => m.SpecialDatesManager));

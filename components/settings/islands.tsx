"use client";

import { island } from "@/components/ui/island";

/*
 * Settings' client parts as islands (components/ui/island.tsx, issue #34): the server renders each as before, and
 * their code (island-parts.ts, one chunk) is fetched as the page hydrates instead of with it, so /settings' first load
 * is the shell's and little more. A card's placeholder shows only where the card is new to the page without the
 * server's markup (a client-side navigation that arrives before the code), in the card's place.
 */

const parts = () => import("./island-parts");
const card = (height: string) => <div aria-busy="true" className={`card animate-pulse ${height}`} />;

export const AccountCardView = island(() => parts().then((m) => m.AccountCardView), card("h-48"));
export const PrivacyCard = island(() => parts().then((m) => m.PrivacyCard), card("h-96"));
export const UserSettingsCards = island(() => parts().then((m) => m.UserSettingsCards), card("h-96"));
export const NotificationPreferencesCard = island(
  () => parts().then((m) => m.NotificationPreferencesCard),
  card("h-96"),
);
export const ExportDataCard = island(() => parts().then((m) => m.ExportDataCard), card("h-40"));
export const CounsellorReportForm = island(() => parts().then((m) => m.CounsellorReportForm), card("h-64"));

export const QuietPauseControl = island(() => parts().then((m) => m.QuietPauseControl));
export const SubscriptionActions = island(() => parts().then((m) => m.SubscriptionActions));
export const DeleteAccountDialog = island(() => parts().then((m) => m.DeleteAccountDialog));
export const DisconnectPartnerDialog = island(() => parts().then((m) => m.DisconnectPartnerDialog));
export const InvitationForm = island(() => parts().then((m) => m.InvitationForm));
export const PendingInvitation = island(() => parts().then((m) => m.PendingInvitation));
export const SpecialDatesManager = island(() => parts().then((m) => m.SpecialDatesManager));

"use client";

import type { UtilitiesTabModel } from "@/lib/domain/dev-tools-utilities";
import { useDevToolsTab } from "./monitoring";
import { DailySuggestionTest } from "./utilities-daily-suggestion";
import { DebugUtils } from "./utilities-debug";
import { EmailTesting } from "./utilities-email";
import { NotificationsDebug } from "./utilities-notifications";
import { SmsTesting } from "./utilities-sms";
import { SystemInfo } from "./utilities-system-info";

/**
 * The Utilities tab (spec 3 "Developer and admin areas", issue #19): the admin's own notification state and test
 * notices, the daily suggestion generated for them, SMS and email tests through the real messaging path, debug utilities and this browser's system info.
 * Only the notification debug reads the server (GET /api/admin/dev-tools/utilities); the rest acts or reads the
 * browser.
 */
export function UtilitiesTab() {
  const query = useDevToolsTab<UtilitiesTabModel>("utilities");
  return (
    <div className="space-y-6">
      <NotificationsDebug query={query} />
      <DailySuggestionTest />
      <div className="grid gap-6 lg:grid-cols-2">
        <SmsTesting />
        <EmailTesting defaultAddress={query.data?.admin.email} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <DebugUtils />
        <SystemInfo />
      </div>
    </div>
  );
}

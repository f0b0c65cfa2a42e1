import type { SessionUser } from "@/lib/domain/roles";
import { AppError } from "@/lib/errors";
import { loadAuditTab } from "./load-audit-tab";
import { loadBackendTab } from "./load-backend-tab";
import { loadDatabaseTab } from "./load-database-tab";
import { loadPerformanceTab } from "./load-performance-tab";
import { loadSystemTab } from "./load-system-tab";
import { loadUtilitiesTab } from "./load-utilities-tab";

/**
 * /dev-tools' figures, one loader per tab (house rule 5: a tab loads only what it shows). The Cache and Network tabs
 * measure the admin's own browser and have nothing to load here.
 */
const LOADERS = {
  system: loadSystemTab,
  performance: loadPerformanceTab,
  database: loadDatabaseTab,
  backend: loadBackendTab,
  utilities: loadUtilitiesTab,
  audit: loadAuditTab,
} satisfies Record<string, (options: { admin: SessionUser }) => Promise<unknown>>;

export type DevToolsTab = keyof typeof LOADERS;
/** The model of one tab, for an admin (the caller's guard checked the role). */
export async function loadDevToolsTab({ tab, admin }: { tab: string; admin: SessionUser }): Promise<unknown> {
  // Own keys only: `in` also finds "__proto__" and "constructor" on the prototype (issue #30: a 500 for an admin).
  if (!Object.hasOwn(LOADERS, tab)) throw new AppError("NOT_FOUND", `No developer tools tab named ${tab}.`);
  return LOADERS[tab as DevToolsTab]({ admin });
}

import { buildDashboardModel } from "@/lib/domain/dashboard";
import { loadDashboardInput } from "@/lib/services/dashboard/load-dashboard-input";

/** The whole dashboard model of `userId` now, as the page's cards compute it, one each, from the one read. */
export const dashboardOf = async (userId: string) =>
  buildDashboardModel(await loadDashboardInput({ userId, now: new Date() }));

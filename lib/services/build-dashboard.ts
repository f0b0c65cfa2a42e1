import { loadDashboardInput } from "@/lib/data/dashboard";
import { buildDashboardModel, type DashboardModel } from "@/lib/domain/dashboard";

export interface BuildDashboardOptions {
  userId: string;
  now?: Date;
}

/** Reads the window (consent applied in lib/data) and computes every dashboard card, fresh on each request. */
export async function buildDashboard({ userId, now = new Date() }: BuildDashboardOptions): Promise<DashboardModel> {
  return buildDashboardModel(await loadDashboardInput(userId, now));
}

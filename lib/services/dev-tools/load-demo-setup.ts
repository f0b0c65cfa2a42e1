import { countDemoRows } from "@/lib/data/demo-data";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { withReader } from "@/lib/data/transaction";
import { totalDemoRows, type DemoSetupModel } from "@/lib/domain/demo/kinds";

export interface LoadDemoSetupOptions {
  userId: string;
}

/** /demo-setup's model: whether the person holds demo data, how much of each kind, and whether a partner is linked. */
export async function loadDemoSetup({ userId }: LoadDemoSetupOptions): Promise<DemoSetupModel> {
  return withReader(async (reader) => {
    const [counts, access] = await Promise.all([countDemoRows(userId, reader), resolvePartnerAccess(userId, reader)]);
    const total = totalDemoRows(counts);
    return { hasDemoData: total > 0, counts, total, partnered: access !== null };
  });
}

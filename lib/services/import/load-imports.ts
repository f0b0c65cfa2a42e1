import { listImports } from "@/lib/data/imports";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findViewerContext } from "@/lib/data/profiles";
import { withReader } from "@/lib/data/transaction";
import type { EarlierImport } from "@/lib/domain/import/view";
import { localDayKey } from "@/lib/domain/time";

export interface ImportsModel {
  imports: EarlierImport[];
  /** Whether there is a partner to share an import with (the button is shown only then). */
  hasPartner: boolean;
}

/** Settings → Import's list of the person's earlier imports, newest first, and whether they have a partner. */
export async function loadImports({ userId }: { userId: string }): Promise<ImportsModel> {
  return withReader(async (executor) => {
    const [stored, access, viewer] = await Promise.all([
      listImports(userId, executor),
      resolvePartnerAccess(userId, executor),
      findViewerContext(userId, executor),
    ]);
    const day = (at: Date) => localDayKey(at, viewer.timeZone);
    return {
      imports: stored.map((item) => ({
        id: item.id,
        source: item.source,
        added: item.added,
        skipped: item.skipped,
        importedOn: day(item.createdAt),
        range: item.firstAt && item.lastAt ? { first: day(item.firstAt), last: day(item.lastAt) } : null,
        shared: item.sharedAt !== null,
      })),
      hasPartner: access !== null,
    };
  });
}

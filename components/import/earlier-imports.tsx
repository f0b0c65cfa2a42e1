import { Card, CardTitle } from "@/components/ui/card";
import { count, IMPORT_SOURCES, IMPORT_TEXT, rangeText, type EarlierImport } from "@/lib/domain/import/view";
import { ShareImportButton } from "./islands";

/** The person's earlier imports, newest first, each shareable with the partner until it is shared. */
export function EarlierImports({ imports, hasPartner }: { imports: readonly EarlierImport[]; hasPartner: boolean }) {
  if (imports.length === 0) return null;
  return (
    <Card aria-labelledby="earlier-imports-title">
      <CardTitle id="earlier-imports-title">{IMPORT_TEXT.earlierTitle}</CardTitle>
      <ul className="mt-3 divide-y divide-brand-100">
        {imports.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0 text-sm">
              <p className="font-medium">
                {IMPORT_SOURCES.find((s) => s.id === item.source)?.name ?? item.source} ·{" "}
                {rangeText({ first: item.importedOn, last: item.importedOn })}
              </p>
              <p className="text-muted">
                {count(item.added, "entry", "entries")} added{item.range ? ` (${rangeText(item.range)})` : ""}
                {item.skipped > 0 ? `, ${item.skipped.toLocaleString("en-US")} skipped` : ""}
              </p>
            </div>
            {hasPartner && item.added > 0 ? <ShareImportButton importId={item.id} shared={item.shared} /> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

import { Card } from "@/components/ui/card";

/** A placeholder card while one Settings section loads; the others render meanwhile. */
export function SectionSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Card aria-busy="true" aria-label={`Loading ${label}`}>
      <div className="h-5 w-40 animate-pulse rounded bg-brand-100" />
      <div className="mt-4 space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="h-4 w-full animate-pulse rounded bg-brand-50" />
        ))}
      </div>
    </Card>
  );
}

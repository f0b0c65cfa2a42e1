import { Link } from "@/components/ui/link";
import { cn } from "@/components/ui/cn";
import { DEMO_TEXT } from "@/lib/domain/demo/kinds";

/**
 * The one-line label of an account holding demo data (issue #19: "clearly labelled as demo data"), for the dashboard
 * and any page that shows demo rows. A server component: the page reads `hasDemoData` through
 * lib/services/dev-tools/load-demo-setup and passes it in; without demo data it renders nothing (so no empty gap either:
 * spacing comes in through `className`).
 */
export function DemoDataBanner({ hasDemoData, className }: { hasDemoData: boolean; className?: string }) {
  if (!hasDemoData) return null;
  return (
    <p
      role="note"
      className={cn(
        "flex flex-col gap-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <span>{DEMO_TEXT.banner}</span>
      <Link href="/demo-setup" className="shrink-0 font-semibold underline underline-offset-2">
        {DEMO_TEXT.manage}
      </Link>
    </p>
  );
}

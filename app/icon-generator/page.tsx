import { Download } from "@/components/ui/icons/download";
import type { Metadata } from "next";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "App Icons" };

/** Spec 1 §9: the icon sizes. The PNGs themselves are served by the /icons/icon-{size}.png routes. */
const ICON_SIZES = [180, 192, 512, 1024] as const;

export default async function IconGeneratorPage() {
  const user = await requireUser().catch(sessionReadFailed);
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">App Icons</h1>
      <p className="mt-1 text-sm text-muted">
        Download the Attune app icon as a PNG at 180, 192, 512 or 1024 pixels, for home screens and app stores.
      </p>
      <Card className="mt-6">
        <ul className="grid gap-3 sm:grid-cols-2">
          {ICON_SIZES.map((size) => (
            <li key={size}>
              <a
                href={`/icons/icon-${size}.png`}
                download={`attune-icon-${size}.png`}
                className="flex items-center justify-between gap-3 rounded-xl border border-brand-100 px-4 py-3 text-sm font-semibold hover:bg-brand-50"
              >
                <span>
                  {size} × {size} PNG
                </span>
                <Download aria-hidden className="size-4 text-brand-700" />
              </a>
            </li>
          ))}
        </ul>
      </Card>
    </AppShell>
  );
}

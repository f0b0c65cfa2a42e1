import type { Metadata } from "next";
import Link from "next/link";
import { AppShell } from "@/components/shell/app-shell";
import { sessionReadFailed } from "@/components/shell/session-failure";
import { Card, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Dashboard" };

const SECTIONS = [
  { href: "/dashboard/relationship", label: "Relationship Insights" },
  { href: "/dashboard/mood", label: "Mood Analytics" },
  { href: "/dashboard/growth", label: "Personal Growth Analytics" },
  { href: "/dashboard/actions", label: "Actions & Rituals" },
];

export default async function DashboardPage() {
  const user = await requireUser().catch(sessionReadFailed);
  const firstName = user.displayName.split(" ")[0];
  return (
    <AppShell user={user}>
      <h1 className="text-2xl font-semibold">Welcome, {firstName}</h1>
      <Card className="mt-6">
        <CardTitle>Your dashboard</CardTitle>
        <p className="mt-2 text-sm text-muted">
          Mood trends, check-ins and your relationship health score are not available yet. They are coming soon.
        </p>
      </Card>
      <nav aria-label="Dashboard sections" className="mt-6">
        <ul className="grid gap-2 sm:grid-cols-2">
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <Link
                href={section.href}
                className="block rounded-xl border border-brand-100 bg-white px-4 py-3 text-sm font-medium hover:bg-brand-50"
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AppShell>
  );
}

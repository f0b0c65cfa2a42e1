import type { Metadata } from "next";
import { AppShell } from "@/components/shell/app-shell";
import { Card, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/guards";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const user = await requireUser();
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
    </AppShell>
  );
}

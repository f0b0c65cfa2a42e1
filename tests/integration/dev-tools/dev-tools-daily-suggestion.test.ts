import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { db } from "@/db/client";
import { users } from "@/db/schema";
import { generateDailySuggestionAction } from "@/lib/actions/dev-tools";
import { CHECKIN_SUGGESTION_DAYS } from "@/lib/domain/dashboard-suggestion";
import { grantUserRole } from "@/lib/services/dev-tools/grant-user-role";
import { logPartnerCheckin } from "@/lib/services/checkins/log-partner-checkin";
import { partnerCheckinSchema } from "@/lib/validation/entries";
import { link, person } from "../../helpers/couples";
import { actAs } from "../../helpers/request-context";

/**
 * The generate-daily-suggestion developer test (spec 3 §7, decision 063): the dashboard's own suggestion, generated
 * for the admin on their own records, and for admins only.
 */

async function makeAdmin(options: { timezone?: string } = {}): Promise<string> {
  const id = await person({ displayName: "Ada Admin", timezone: options.timezone });
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, id));
  await grantUserRole({ email: row!.email, role: "admin" });
  return id;
}

describe("generate-daily-suggestion", () => {
  test("a member is refused (FORBIDDEN), a signed-out caller too", async () => {
    await actAs(await person());
    expect(await generateDailySuggestionAction(undefined)).toMatchObject({ ok: false, error: { code: "FORBIDDEN" } });
    await actAs(null);
    expect(await generateDailySuggestionAction(undefined)).toMatchObject({
      ok: false,
      error: { code: "UNAUTHENTICATED" },
    });
  });

  test("an admin alone gets the dashboard's suggestion to connect a partner, in their own zone", async () => {
    await actAs(await makeAdmin({ timezone: "Australia/Sydney" }));
    const result = await generateDailySuggestionAction(undefined);
    expect(result).toMatchObject({
      ok: true,
      data: {
        suggestion: { kind: "connect-partner", action: { label: "Go to Settings", href: "/settings" } },
        noneBecause: null,
        timeZone: "Australia/Sydney",
      },
    });
    if (!result.ok) throw new Error("refused");
    expect(Date.now() - Date.parse(result.data.generatedAt)).toBeLessThan(60_000);
  });

  test("with a partner: check in with them, until a check-in is written; then none, and why", async () => {
    const admin = await makeAdmin();
    await link(admin, await person({ displayName: "Sam Rivera" }));
    await actAs(admin);
    expect(await generateDailySuggestionAction(undefined)).toMatchObject({
      ok: true,
      data: { suggestion: { kind: "check-in", title: "Check in with Sam", action: { href: "/checkin" } } },
    });

    const input = partnerCheckinSchema.parse({ connectionScore: 2, feeling: "loved" });
    await logPartnerCheckin({ userId: admin, input });
    expect(await generateDailySuggestionAction(undefined)).toMatchObject({
      ok: true,
      data: {
        suggestion: null,
        noneBecause: `You checked in with your partner in the last ${CHECKIN_SUGGESTION_DAYS} days, so the dashboard shows no suggestion today.`,
      },
    });
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import CheckUpPage from "@/app/check-up/page";
import { db } from "@/db/client";
import { checkUps, sharingGrants } from "@/db/schema";
import { takeCheckUpAction } from "@/lib/actions/check-up";
import { userExportSections, type ExportRow } from "@/lib/data/user-export";
import { PHQ4 } from "@/lib/domain/check-up/phq4";
import { loadCounsellorReport } from "@/lib/services/analytics/load-counsellor-report";
import { loadCheckUpPage } from "@/lib/services/check-up/load-check-up-page";
import { takeCheckUp } from "@/lib/services/check-up/take-check-up";
import { ACTOR_NAMES, actors, bait, buildWorld, denied, prepareActor, type World } from "../../helpers/actors";
import { actAs } from "../../helpers/request-context";

/**
 * The monthly check-up in the access-control matrix (issue #39, decision 081), seen from the owner, who took a
 * check-up with a private PHQ-4: her CSI-4 reaches her current partner only while both share their check-up trend
 * (every other actor shares theirs, so only her grant decides), and her PHQ-4 reaches nobody but her — not the /check-up
 * page, not the counsellor report, not anyone's export. Nobody signed in is sent to sign-in before anything is read.
 */

const OWNER_CSI4 = 17;
const OWNER_PHQ4 = 12;
const CSI4 = { happiness: 5, warm: 4, rewarding: 4, satisfied: 4 };
const PHQ4_ALL = Object.fromEntries(PHQ4.items.map((item) => [item.id, 3]));
let world: World;

async function shareCheckUps(userId: string, on: boolean) {
  await db()
    .insert(sharingGrants)
    .values({ userId, shareCheckUps: on })
    .onConflictDoUpdate({ target: sharingGrants.userId, set: { shareCheckUps: on } });
}

async function exportRows(userId: string): Promise<ExportRow[]> {
  const section = userExportSections(userId).find((s) => s.name === "checkUps")!;
  const rows: ExportRow[] = [];
  if (section.kind === "list") for await (const row of section.read()) rows.push(row);
  return rows;
}

beforeAll(async () => {
  world = await buildWorld({
    // Shared with the former partner while they were together: gone with the partnership.
    whileLinkedToEx: async (owner, exPartner) => {
      await shareCheckUps(owner, true);
      await shareCheckUps(exPartner, true);
    },
  });
  const result = await takeCheckUp({
    userId: world.owner,
    timeZone: "UTC",
    input: { csi4: CSI4, phq4: PHQ4_ALL },
    now: new Date(Date.now() - 3 * 86_400_000),
  });
  expect(result).toMatchObject({ csi4: { total: OWNER_CSI4 }, phq4: { total: OWNER_PHQ4 } });
});

describe.each(ACTOR_NAMES)("actor: %s", (name) => {
  test("the owner's CSI-4 only to her partner while both share; her PHQ-4 to nobody else", async () => {
    const id = await prepareActor(world, name);
    const consent = actors[name].consent ?? true;
    await shareCheckUps(world.owner, consent);
    if (id === null) {
      await expect(CheckUpPage()).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
      expect(await takeCheckUpAction({ csi4: CSI4 })).toMatchObject(denied(null));
      return;
    }
    if (id !== world.owner) await shareCheckUps(id, true);

    const page = await loadCheckUpPage({ userId: id, timeZone: "UTC" });
    const partnerValues = page.chart.map((month) => month.partner).filter((value) => value !== null);
    const report = await loadCounsellorReport({ userId: id, period: { weeks: 4 }, includeNotes: true });
    if (name === "self") {
      expect(page.chart.map((month) => month.mine)).toContain(OWNER_CSI4);
      expect(page.lastPersonal).toMatchObject({ total: OWNER_PHQ4 });
      expect(report.checkUps.map((row) => row.total)).toEqual([OWNER_CSI4]);
      expect((await exportRows(id)).map((row) => row.score).sort()).toEqual([OWNER_PHQ4, OWNER_CSI4].sort());
      return;
    }
    // Never the owner's personal check-in, whoever asks and whatever is shared.
    expect(page.lastPersonal).toBeNull();
    expect(partnerValues).not.toContain(OWNER_PHQ4);
    expect(page.couple?.partnerTrend?.points.map((point) => point.total) ?? []).not.toContain(OWNER_PHQ4);
    expect(report.partnerCheckUps?.map((row) => row.total) ?? []).not.toContain(OWNER_PHQ4);
    // Their export holds their own check-ups only (the bait test below may have written one), never the owner's.
    const own = await db().select({ id: checkUps.id }).from(checkUps).where(eq(checkUps.userId, id));
    expect((await exportRows(id)).map((row) => row.id).sort()).toEqual(own.map((row) => row.id).sort());
    if (name === "partnerWithConsent") {
      expect(partnerValues).toEqual([OWNER_CSI4]);
      expect(page.couple).toMatchObject({ state: "both_share" });
      expect(report.partnerCheckUps?.map((row) => row.total)).toEqual([OWNER_CSI4]);
    } else {
      expect(partnerValues).toEqual([]);
      expect(page.couple?.partnerTrend ?? null).toBeNull();
      expect(report.partnerCheckUps).toBeNull();
    }
  });

  test("a check-up is always the caller's own, whatever the payload names", async () => {
    const id = await prepareActor(world, name);
    if (id === null) return;
    await actAs(id);
    const before = await db().select({ id: checkUps.id }).from(checkUps).where(eq(checkUps.userId, world.owner));
    const result = await takeCheckUpAction({ ...bait(world), csi4: CSI4 });
    expect(result).toMatchObject({ ok: true, data: { csi4: { total: OWNER_CSI4 }, phq4: null } });
    const after = await db().select({ id: checkUps.id }).from(checkUps).where(eq(checkUps.userId, world.owner));
    expect(after.length).toBe(before.length + (id === world.owner ? 1 : 0));
    // Put the owner's history back to the one check-up the first test reads, so the order of tests does not matter.
    if (id === world.owner) {
      const extra = after.find((row) => !before.some((b) => b.id === row.id))!;
      await db().delete(checkUps).where(eq(checkUps.id, extra.id));
    }
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { moods, sharedGoals } from "@/db/schema";
import { listPartnerMoodsBetween } from "@/lib/data/moods";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { moodMappingPairs } from "@/lib/domain/import/limits";
import { IMPORT_TEXT } from "@/lib/domain/import/view";
import { importHistory } from "@/lib/services/import/import-history";
import { shareImportedEntries } from "@/lib/services/import/share-imported-entries";
import { importRequestSchema } from "@/lib/validation/imports";
import { ALL_GRANTS_ON, couple, setGrants, setMoodConsent } from "../../helpers/couples";
import { partnerSide } from "../../helpers/partner-side";

/**
 * Imported history is screened for its author (issue #38 item 4, decision 080's update): the rows that speak of harm
 * or control by a partner stay private even when the import is shared, the summary tells the author how many and
 * shows the help lines once, and the partner learns nothing: no row, notice, live event or message.
 */

const EVER = [new Date("1970-01-01T00:00:00Z"), new Date("2100-01-01T00:00:00Z")] as const;
const HEADER = "full_date,date,weekday,time,mood,activities,note_title,note";
const daylio = (notes: string[]) =>
  `${HEADER}\n${notes.map((note, i) => `2024-05-${String(i + 1).padStart(2, "0")},May ${i + 1},Day,20:30,good,,,"${note}"`).join("\n")}\n`;
const daylioRequest = (content: string) =>
  importRequestSchema.parse({ source: "daylio", content, moodMapping: moodMappingPairs({}) });

const HARMED = [
  "Robin checks my phone every night and won't let me see my friends",
  "He hit me again after dinner. I am scared of him.",
];
const CALM = ["A long walk by the river, then coffee", "Tired but fine"];

async function sharingCouple() {
  const { viewer, partner } = await couple({
    viewer: { displayName: "Sam Owner" },
    partner: { displayName: "Robin Reader" },
  });
  await setMoodConsent(viewer, true);
  await setGrants(viewer, ALL_GRANTS_ON);
  return { viewer, partner };
}

describe("a Daylio import screened for its author", () => {
  test("harm by a partner stays private when the import is shared; the author alone is told, once", async () => {
    const { viewer, partner } = await sharingCouple();
    const before = await partnerSide(partner);
    const summary = await importHistory({ userId: viewer, request: daylioRequest(daylio([...HARMED, ...CALM])) });
    expect(summary).toMatchObject({ added: 4, keptPrivate: 2 });
    // One card for the whole import, with the domestic-abuse lines ("abuse" orders another country's lines too).
    expect(summary.support?.categories).toContain("abuse");
    expect(summary.support?.resources.length).toBeGreaterThan(0);
    expect(IMPORT_TEXT.keptPrivate(2)).toMatch(/^2 entries speak of something that can be hard to share/);

    expect(await shareImportedEntries({ userId: viewer, importId: summary.importId })).toEqual({
      shared: 2,
      keptPrivate: 2,
    });
    const access = await resolvePartnerAccess(partner, db());
    const seen = await listPartnerMoodsBetween(access!, ...EVER);
    expect(seen?.map((mood) => mood.notes).sort()).toEqual([...CALM].sort());
    // The held rows are simply private moods: nothing marks them as screened.
    const mine = await db().select({ isPrivate: moods.isPrivate }).from(moods).where(eq(moods.userId, viewer));
    expect(mine.filter((row) => row.isPrivate)).toHaveLength(2);
    expect(await partnerSide(partner)).toEqual(before);
  });

  test("the same file again adds nothing and shows no card; a calm file shows none either", async () => {
    const { viewer } = await sharingCouple();
    const file = daylio([HARMED[0]!, CALM[0]!]);
    expect(await importHistory({ userId: viewer, request: daylioRequest(file) })).toMatchObject({ keptPrivate: 1 });
    const again = await importHistory({ userId: viewer, request: daylioRequest(file) });
    expect(again).toMatchObject({ added: 0, keptPrivate: 0, support: null });
    const calm = await importHistory({ userId: viewer, request: daylioRequest(daylio(["Lovely day at the beach"])) });
    expect(calm).toMatchObject({ added: 1, keptPrivate: 0, support: null });
  });
});

describe("an Attune export screened for its author", () => {
  const goal = (id: string, title: string, description: string | null) => ({
    id,
    title,
    description,
    target_date: null,
    visibility: "shared",
    progress: 0,
    completed_at: null,
    user2_id: null,
    created_at: "2024-05-01T10:00:00.000Z",
    updated_at: "2024-05-01T10:00:00.000Z",
  });
  const exportFile = () =>
    JSON.stringify({
      format: "attune-export",
      version: 1,
      account: { id: "another-account" },
      moods: [],
      goals: [
        goal("g1", "Feel safe at home", "He controls all of our money and takes my bank card"),
        goal("g2", "Cook together on Sundays", null),
      ],
    });

  test("a goal marked shared that speaks of harm by a partner is stored private; the other stays shared", async () => {
    const { viewer, partner } = await sharingCouple();
    const before = await partnerSide(partner);
    const summary = await importHistory({
      userId: viewer,
      request: importRequestSchema.parse({ source: "attune", content: exportFile() }),
    });
    expect(summary).toMatchObject({ keptPrivate: 1 });
    expect(summary.support?.categories).toContain("abuse");
    const goals = await db()
      .select({ title: sharedGoals.title, visibility: sharedGoals.visibility })
      .from(sharedGoals)
      .where(eq(sharedGoals.createdBy, viewer));
    expect(goals.sort((a, b) => a.title.localeCompare(b.title))).toEqual([
      { title: "Cook together on Sundays", visibility: "shared" },
      { title: "Feel safe at home", visibility: "private" },
    ]);
    expect(await partnerSide(partner)).toEqual(before);
  });
});

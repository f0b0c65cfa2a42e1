import { describe, expect, test } from "vitest";
import { db } from "@/db/client";
import { resolvePartnerAccess } from "@/lib/data/partner-access";
import { findPartnerProfile } from "@/lib/data/partner-profile";
import { findViewerContext, updateAccountProfile } from "@/lib/data/profiles";
import { readOncePerRequest } from "@/lib/data/request-memo";
import { couple, setMoodConsent } from "../../helpers/couples";
import { logQueries } from "../../helpers/query-log";

/**
 * Decision 084: a few reads are shared by the parts of one page render (React's cache()), never beyond it. Outside a
 * render — route handlers, actions' own code, jobs, tests — and inside a transaction, each call reads afresh, so a
 * revoked consent or a changed name is seen by the very next read, and nothing is kept in the process.
 */
describe("reads shared once per request", () => {
  test("outside a page render every call reads the database again and sees a revoked consent at once", async () => {
    const { viewer, partner } = await couple();
    await setMoodConsent(partner, true);
    const { result: first, queries } = await logQueries(async () => [
      await resolvePartnerAccess(viewer, db()),
      await resolvePartnerAccess(viewer, db()),
    ]);
    expect(queries).toHaveLength(2);
    expect(first.map((access) => access?.canSeeMoods)).toEqual([true, true]);
    await setMoodConsent(partner, false);
    expect((await resolvePartnerAccess(viewer, db()))?.canSeeMoods).toBe(false);
  });

  test("the viewer's context and the partner's profile are read afresh too", async () => {
    const { viewer } = await couple();
    const access = (await resolvePartnerAccess(viewer, db()))!;
    expect((await findViewerContext(viewer)).displayName).toBe("Viewer Person");
    expect((await findPartnerProfile(access))?.displayName).toBe("Partner Person");
    await updateAccountProfile(viewer, { displayName: "Renamed Person", phone: null, now: new Date() }, db());
    expect((await findViewerContext(viewer)).displayName).toBe("Renamed Person");
  });

  test("inside a transaction the read always runs, on the transaction", async () => {
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    await db().transaction(async (tx) => {
      expect(await readOncePerRequest("k", read, tx)).toBe(1);
      expect(await readOncePerRequest("k", read, tx)).toBe(2);
    });
    expect(await readOncePerRequest("k", read, db())).toBe(3);
    expect(await readOncePerRequest("k", read, db())).toBe(4);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { POST as postCheckin } from "@/app/api/v1/checkins/route";
import { db } from "@/db/client";
import { partnerCheckins } from "@/db/schema";
import { flushWith, type FetchLike, type OfflineStore } from "@/lib/offline/flush";
import { newQueuedWrite, type OfflineRecord } from "@/lib/offline/writes";
import { shareHeldCheckin } from "@/lib/services/checkins/share-held-checkin";
import { couple, sessionCookieFor, setPartnerSharing } from "../../helpers/couples";
import { partnerSide } from "../../helpers/partner-side";

/**
 * A partner check-in written offline and sent later by the queue (decision 040) is held like one sent from the form
 * (issue #38 item 4, decision 080's update): with sharing on and a note about harm by a partner, the server stores it
 * private and the receipt the sync leaves for its author's page carries the check-in to ask about; the partner gets
 * nothing. "Share it" then shares that very check-in, as the online form's button does.
 */

const BASE = "http://attune.test";

function memoryStore(): OfflineStore & { records: Map<string, OfflineRecord> } {
  const records = new Map<string, OfflineRecord>();
  return {
    records,
    all: async () => [...records.values()],
    put: async (record) => {
      records.set(record.id, record);
    },
  };
}

/** The browser's fetch, answered by the real route handlers under the author's session. */
function serverFor(userId: string, cookie: string): FetchLike {
  return async (url, init) => {
    if (url === "/api/me") return Response.json({ user: { id: userId } });
    const headers = { ...(init!.headers as Record<string, string>), cookie, origin: BASE };
    return postCheckin(new Request(`${BASE}${url}`, { method: "POST", headers, body: init!.body as string }));
  };
}

async function queueAndSync(author: string, note: string, id: string) {
  const store = memoryStore();
  await store.put(
    newQueuedWrite(
      {
        kind: "partner-checkin",
        id,
        ownerId: author,
        payload: { connectionScore: -2, feeling: "disconnected", gratitudeNote: note },
      },
      Date.now() - 60_000,
    ),
  );
  const report = await flushWith({ store, fetch: serverFor(author, await sessionCookieFor(author)), now: Date.now });
  return { report, receipt: store.records.get(id) };
}

describe("a check-in kept offline and synced", () => {
  test("with harm by a partner: stored private, its author asked, the partner told nothing", async () => {
    const { viewer, partner } = await couple({
      viewer: { displayName: "Robin Park" },
      partner: { displayName: "Jordan Lee" },
    });
    await setPartnerSharing(viewer, true);
    const before = await partnerSide(partner);
    const { report, receipt } = await queueAndSync(
      viewer,
      "Jordan hit me again and I'm scared to go home",
      "offline-held-1",
    );
    expect(report.sent).toHaveLength(1);
    const [row] = await db().select().from(partnerCheckins).where(eq(partnerCheckins.userId, viewer));
    expect(row?.isSharedWithPartner).toBe(false);
    expect(receipt).toMatchObject({ state: "sent", heldCheckinId: row!.id });
    // The author's own lines came back too, for the page to show.
    expect(receipt).toMatchObject({
      support: expect.objectContaining({ categories: expect.arrayContaining(["abuse"]) }),
    });
    expect(await partnerSide(partner)).toEqual(before);

    // "Share it" on the question: that check-in is shared, and the partner gets the usual notice.
    await shareHeldCheckin({ userId: viewer, checkinId: row!.id });
    const [shared] = await db().select().from(partnerCheckins).where(eq(partnerCheckins.id, row!.id));
    expect(shared?.isSharedWithPartner).toBe(true);
    expect((await partnerSide(partner)).notices).toBe(before.notices + 1);
  });

  test("a calm note is shared as written and nothing is asked", async () => {
    const { viewer } = await couple();
    await setPartnerSharing(viewer, true);
    const { receipt } = await queueAndSync(viewer, "Thank you for the lovely dinner", "offline-calm-1");
    expect(receipt).toMatchObject({ state: "sent" });
    expect(receipt).not.toHaveProperty("heldCheckinId");
    const [row] = await db().select().from(partnerCheckins).where(eq(partnerCheckins.userId, viewer));
    expect(row?.isSharedWithPartner).toBe(true);
  });
});

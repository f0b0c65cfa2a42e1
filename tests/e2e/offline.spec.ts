import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, test, toast, toastRegionReady, reviewShots } from "./fixtures";
import { emailedLink } from "./support/mailbox";

/**
 * The offline write queue (issue #17, decision 040): an entry submitted offline is kept in IndexedDB under its
 * idempotency key ('Saved offline'), sent when the connection returns ('Synced'), and stored exactly once — also
 * when the same write is sent again. The page's own flush on `online` does the sending whether or not the service
 * worker (Background Sync) is there too, so this passes either way. Each test writes as fresh people of its own, and
 * assertions look for the test's own notes.
 */

const shot = reviewShots("offline");

interface StoredWrite {
  id: string;
  kind: string;
  url: string;
  state: string;
  ownerId: string;
  attempts: number;
  /** Epoch ms on the browser's clock when it was queued. */
  queuedAt: number;
  body?: Record<string, unknown>;
}

/** Every record of the queue's object store, read straight from IndexedDB. */
function storedWrites(page: Page): Promise<StoredWrite[]> {
  return page.evaluate(
    () =>
      new Promise<StoredWrite[]>((resolve, reject) => {
        const open = indexedDB.open("attune-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("writes")) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction("writes").objectStore("writes").getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as StoredWrite[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** Puts a record back into the queue, as if another tab or the service worker still held it. */
function storeWrite(page: Page, write: StoredWrite): Promise<void> {
  return page.evaluate(
    (record) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("attune-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction("writes", "readwrite");
          transaction.objectStore("writes").put(record);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    write,
  );
}

/** POSTs a body again with the same Idempotency-Key from the page (its session cookie, its origin). */
function replay(page: Page, url: string, key: string, body: unknown): Promise<{ status: number; created: unknown }> {
  return page.evaluate(
    async ({ url, key, body }) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify(body),
        credentials: "same-origin",
      });
      const json = (await response.json()) as { created?: unknown };
      return { status: response.status, created: json.created };
    },
    { url, key, body },
  );
}

/** Opens `path` and waits for its title, then until it can take input. */
async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  await hydrated(page);
}

/** Once the toast region's code is there, cuts the network and waits until the page has seen it (the Offline badge). */
async function goOffline(page: Page) {
  await toastRegionReady(page);
  await page.context().setOffline(true);
  await expect(page.locator("header").getByText("Offline", { exact: true })).toBeVisible();
}

/** A 390 px screenshot with `what` mid-screen (clear of the toasts at the bottom) and the toasts at rest. */
async function shoot(page: Page, what: Locator, name: string) {
  await what.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await page.emulateMedia({ reducedMotion: "reduce" });
  await shot(page, name);
  await page.emulateMedia({ reducedMotion: null });
}

async function exportedMoodsWith(page: Page, note: string) {
  const response = await page.request.get("/api/v1/moods/export?format=json");
  expect(response.status()).toBe(200);
  const moods = (await response.json()) as { context_notes: string | null; timestamp: string; mood_value: number }[];
  return moods.filter((mood) => mood.context_notes === note);
}

/** The queue's records of this test's own entry, by its id (the idempotency key). */
async function writesWithId(page: Page, id: string) {
  return (await storedWrites(page)).filter((write) => write.id === id);
}

test.describe("offline writes", () => {
  test("a mood logged offline is kept, sent on reconnecting, and stored once however often it is sent", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    // Two page loads (the mood log, then the dashboard with every card), an axe scan and two rounds of sending: on a
    // loaded machine this takes most of the default 90 s.
    test.slow();
    const [me] = people.couple();
    const page = await signIn(me, phone);
    await open(page, "/mood-log", "How are you feeling?");
    const note = `Offline by the sea ${randomUUID()}`;

    await goOffline(page);
    await page.getByLabel("Your mood").press("ArrowRight");
    await page.getByLabel("Context notes").fill(note);
    await page.getByRole("button", { name: "Log Mood & Wellness Data" }).click();
    await expect(toast(page, "Saved offline")).toBeVisible();
    await expect(toast(page, "We'll send it when you're back online.")).toBeVisible();
    const kept = page.getByRole("status").getByText("Saved on this device. We'll send it when you're back online.");
    await expect(kept).toBeVisible();
    // The form ends as a save does: locked, and the draft (the only other copy) gone once the entry is stored.
    await expect(page.getByRole("button", { name: "Log Mood & Wellness Data" })).toBeDisabled();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("attune_backup_mood-log"))).toBeNull();

    // The entry is in the queue before 'Saved offline' is said.
    const queued = (await storedWrites(page)).filter((write) => write.body?.contextNotes === note);
    expect(queued).toHaveLength(1);
    const [write] = queued;
    expect(write).toMatchObject({ kind: "mood", url: "/api/v1/moods", state: "pending", attempts: 0 });
    expect(write!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(write!.ownerId).toBeTruthy();
    expect(write!.body).toMatchObject({ moodValue: 1, contextNotes: note });
    await shoot(page, kept, "offline-mood-saved");
    await expectAccessible(page, "/mood-log after saving offline");

    await page.context().setOffline(false);
    await expect(toast(page, "Synced")).toBeVisible();
    await expect(toast(page, "Your mood was saved.")).toBeVisible();
    await expect.poll(() => writesWithId(page, write!.id)).toEqual([]);
    // The form's own note follows: the entry it kept is now sent.
    const sent = page.getByRole("status").getByText("Sent. It's saved to your account.");
    await expect(sent).toBeVisible();
    await shoot(page, sent, "offline-mood-synced");

    const saved = await exportedMoodsWith(page, note);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.mood_value).toBe(1);
    // Logged when it was felt (the queueing moment the queue recorded), not when it arrived. The browser's and the
    // server's clocks are the same machine's, so no skew correction applies; the timestamp may be cut to the second.
    expect(Math.abs(Date.parse(saved[0]!.timestamp) - write!.queuedAt)).toBeLessThan(1_000);

    // The same write sent again — by hand, and through the queue as a second tab or the worker would — stores nothing.
    expect(await replay(page, write!.url, write!.id, write!.body)).toEqual({ status: 200, created: false });
    await storeWrite(page, write!);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect.poll(() => writesWithId(page, write!.id)).toEqual([]);
    expect(await exportedMoodsWith(page, note)).toHaveLength(1);

    // On from the locked form once online.
    // By keyboard: the toasts at the bottom may cover it at 390 px, and a pointer resting on them keeps them there.
    await page.getByRole("button", { name: "Continue to dashboard" }).press("Enter");
    await page.waitForURL("**/dashboard");
    // And the dashboard shows it once: its note in 'Mood Log Private Thoughts', a single time.
    const thoughts = page.getByRole("list", { name: "Your notes, newest first" });
    await expect(thoughts.getByText(note, { exact: true })).toHaveCount(1);
  });

  test("a personal check-in made offline is sent on reconnecting and stored once", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    // Three page loads (the check-in, Settings, the dev mailbox), an axe scan, a round of sending and a data export:
    // on a loaded machine this takes most of the default 90 s, and once took 94 s.
    test.slow();
    const [me] = people.couple();
    const page = await signIn(me, phone);
    await open(page, "/emotional-checkin", "Personal Emotional Check-in");
    const note = `Thankful for the offline walk ${randomUUID()}`;

    await goOffline(page);
    await page.getByLabel("Primary emotion").selectOption("grateful");
    await page.getByLabel("Gratitude note (optional)").fill(note);
    await page.getByRole("button", { name: "Save Check-In" }).click();
    await expect(toast(page, "Saved offline")).toBeVisible();
    // Reset for the next check-in, as after a save.
    await expect(page.getByLabel("Primary emotion")).toHaveValue("");
    await expect(page.getByLabel("Gratitude note (optional)")).toHaveValue("");

    const queued = (await storedWrites(page)).filter((write) => write.body?.gratitudeNote === note);
    expect(queued).toHaveLength(1);
    const [write] = queued;
    expect(write).toMatchObject({ kind: "personal-checkin", url: "/api/v1/checkins", state: "pending" });
    expect(write!.body).toEqual({ kind: "personal", moodScore: 0, emotion: "grateful", gratitudeNote: note });
    await shoot(page, page.getByRole("button", { name: "Save Check-In" }), "offline-checkin-saved");
    await expectAccessible(page, "/emotional-checkin after saving offline");

    await page.context().setOffline(false);
    await expect(toast(page, "Synced")).toBeVisible();
    await expect(toast(page, "Your check-in was saved.")).toBeVisible();
    await expect.poll(() => writesWithId(page, write!.id)).toEqual([]);
    expect(await replay(page, write!.url, write!.id, write!.body)).toEqual({ status: 200, created: false });

    // Personal check-ins are listed nowhere but the data export: the note must be in it exactly once.
    await page.goto("/settings");
    await hydrated(page);
    await page.getByRole("button", { name: "Request data export" }).click();
    await expect(toast(page, "Export requested")).toBeVisible();
    const file = await page.request.get(await emailedLink(page, me.email, /data export is ready/, "/settings/export"));
    expect(file.status()).toBe(200);
    expect((await file.text()).split(note)).toHaveLength(2);
  });

  test("a save that fails on the network while the browser says online is kept under its key, then sent", async ({
    people,
    signIn,
  }) => {
    const [me] = people.couple();
    const page = await signIn(me, phone);
    await open(page, "/emotional-checkin", "Personal Emotional Check-in");
    const note = `Dropped connection ${randomUUID()}`;
    // Only the save's own request is cut below, but as wherever a cut meets a toast: the region's code first.
    await toastRegionReady(page);

    // The server action's request dies on the way (a dropped connection), as the browser still reports online.
    const actionKeys: string[] = [];
    const thisPage = (url: URL) => url.pathname === "/emotional-checkin";
    await page.route(thisPage, async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      // The action's arguments are [payload, key]: the key is the last UUID (the note holds one too).
      const uuids =
        route
          .request()
          .postData()
          ?.match(/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}/g) ?? [];
      actionKeys.push(uuids.at(-1) ?? "");
      await route.abort("internetdisconnected");
    });
    await page.getByLabel("Primary emotion").selectOption("calm");
    await page.getByLabel("Gratitude note (optional)").fill(note);
    await page.getByRole("button", { name: "Save Check-In" }).click();
    await expect(toast(page, "Saved offline")).toBeVisible();
    // The same outcome would have said 'Error' instead: it is decided before either toast.
    await expect(page.locator("[data-sonner-toast]").getByText("Error", { exact: true })).toHaveCount(0);

    expect(actionKeys).toHaveLength(1);
    expect(actionKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await page.unroute(thisPage);

    // The browser never went offline, so the service worker's Background Sync may send it at once; this page sends it
    // on `online` otherwise. Either way the page says so, and the queue is left empty.
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(toast(page, "Synced")).toBeVisible();
    await expect(toast(page, "Your check-in was saved.")).toBeVisible();
    await expect.poll(() => writesWithId(page, actionKeys[0]!)).toEqual([]);
    // It was queued under the key the failed request carried: had that request landed after all, the server would
    // still keep one. A replay under that key finds the check-in already stored.
    const body = { kind: "personal", moodScore: 0, emotion: "calm", gratitudeNote: note };
    expect(await replay(page, "/api/v1/checkins", actionKeys[0]!, body)).toEqual({ status: 200, created: false });
  });

  test("a partner check-in kept offline whose note speaks of harm asks its author on sync; the partner hears nothing", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    test.slow();
    const [alex, sam] = people.couple();
    const partner = await signIn(alex, laptop);
    const before = await partnerNoticeTitles(partner);

    for (const device of [phone, laptop] as const) {
      const page = await signIn(sam, device);
      await page.goto("/checkin");
      await expect(
        page.getByRole("heading", { level: 1, name: `Check in with ${alex.firstName}`, exact: true }),
      ).toBeVisible();
      await hydrated(page);
      const note = `He hit me again and I'm scared of him, offline ${randomUUID().slice(0, 8)}`;
      await goOffline(page);
      await page.getByLabel("Primary feeling").selectOption("distant");
      await page.getByLabel("Gratitude note (optional)").fill(note);
      await page.getByRole("button", { name: `Log Check-In with ${alex.firstName}` }).click();
      await expect(toast(page, "Saved offline")).toBeVisible();

      // Back online: the check-in arrives, stored private, and its author alone is asked, "Keep it private" first.
      await page.context().setOffline(false);
      await expect(toast(page, "Synced")).toBeVisible();
      const question = page.getByTestId("held-checkin-question");
      await expect(question.getByRole("heading", { name: SHARE_QUESTION })).toBeVisible();
      await expect(question.getByRole("button", { name: "Keep it private" })).toBeFocused();
      await expectAccessible(page, `a synced check-in asking before sharing (${device.viewport.width})`);
      if (device === phone) await shoot(page, question, "offline-held-checkin-question");
      await question.getByRole("button", { name: "Keep it private" }).click();
      await expect(question).toBeHidden();

      // Nothing reached the partner: no notice, and no note on their screen.
      expect(await partnerNoticeTitles(partner)).toEqual(before);
      await partner.goto("/partner-dashboard");
      await hydrated(partner);
      await expect(partner.locator("#main")).toBeVisible();
      await expect(partner.getByText(note)).toHaveCount(0);
      await page.close();
    }
  });
});

const SHARE_QUESTION = "This note is private for now. Do you want to share it with your partner?";

/** The partner's notices, as their bell reads them. */
async function partnerNoticeTitles(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/v1/notifications", { timeout: 60_000 });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: { title: string }[] };
  return body.items.map((notice) => notice.title);
}

import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, laptop, phone, reviewShots, test } from "./fixtures";

/**
 * Settings → Import (issue #40, decision 076): a fresh person uploads a Daylio export with a custom mood and a bad
 * row, maps the custom mood in the preview, imports, and finds the entries in their mood history and on the
 * dashboard; the same file again has nothing to add. The file is written here, dated from today, so the entries
 * fall inside the dashboard's 30 days whatever day the suite runs.
 */

const shot = reviewShots("import");
const card = (page: Page, title: string): Locator => page.getByRole("region", { name: title, exact: true });

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

function daylioFile(note: string): Buffer {
  const rows = [
    "full_date,date,weekday,time,mood,activities,note_title,note",
    `${utcDay(1)},x,x,8:30 pm,good,friends | movies / tv,,"${note}, with a comma"`,
    `${utcDay(2)},x,x,8:00 am,Sleepy,work | thankful,Morning,"Slow start 😴"`,
    "2024-02-30,x,x,10:00,bad,,,Not a day",
  ];
  return Buffer.from(`${rows.join("\r\n")}\r\n`, "utf8");
}

async function openImport(page: Page) {
  await page.goto("/settings/import");
  await expect(page.getByRole("heading", { level: 1, name: "Import your history" })).toBeVisible();
  await hydrated(page);
}

async function upload(page: Page, file: Buffer, name = "daylio_export.csv") {
  await page.getByLabel("File to import", { exact: true }).setInputFiles({
    name,
    mimeType: name.endsWith(".json") ? "application/json" : "text/csv",
    buffer: file,
  });
}

/** DD/MM/YYYY, as many apps outside the US write a day. */
const dayMonthYear = (daysAgo: number) => utcDay(daysAgo).split("-").reverse().join("/");

/** Another app's CSV (decision 082): its own column names, day-first dates, numbers and one word for moods. */
function genericFile(note: string): Buffer {
  const rows = [
    "When,Clock,How I felt,Journal,Labels",
    `${dayMonthYear(1)},21:15,2,"${note}, with a comma",family;thankful`,
    `${dayMonthYear(2)},07:45,meh-ish,"Two
lines 😴",work`,
    "31/02/2024,10:00,1,Not a day,",
  ];
  return Buffer.from(`${rows.join("\r\n")}\r\n`, "utf8");
}

test.describe("import", () => {
  test("a Daylio file: map a custom mood, import, see the entries; the same file again adds nothing", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    // Four axe checks at two sizes, the analytics page and the dashboard.
    test.slow();
    const person = people.solo();
    const page = await signIn(person, phone);
    const note = `Imported evening ${Date.now()}`;
    const file = daylioFile(note);

    await page.goto("/settings");
    await page.getByRole("link", { name: "Import from another app" }).click();
    await expect(page).toHaveURL(/\/settings\/import$/);
    await hydrated(page);
    await expectAccessible(page, "/settings/import (390×844)");

    await upload(page, file);
    const status = page.getByRole("status").filter({ hasText: "rows read" });
    await expect(status).toContainText("3 rows read, 1 entry to import, 2 skipped.");
    await expect(
      page.getByText('Line 3: the mood has no value yet: choose one for it above ("sleepy").'),
    ).toBeAttached();
    await expect(
      page.getByText('Line 4: the date is not a real date (expected YYYY-MM-DD) ("2024-02-30").'),
    ).toBeAttached();

    const sleepy = page.getByLabel(/^sleepy/);
    await expect(sleepy).toHaveValue("");
    await expect(page.getByLabel(/^good/)).toHaveValue("1");
    await sleepy.selectOption({ label: "-1 Low" });
    await expect(status).toContainText("3 rows read, 2 entries to import, 1 skipped.");
    await expect(page.getByText(`${note}, with a comma`)).toBeVisible();
    await expectAccessible(page, "/settings/import preview (390×844)");
    await shot(page, "preview", { fullPage: true });
    await page.setViewportSize(laptop.viewport);
    await expectAccessible(page, "/settings/import preview (1280×800)");
    await shot(page, "preview", { fullPage: true });
    await page.setViewportSize(phone.viewport);

    await page.getByRole("button", { name: "Import 2 entries" }).click();
    await expect(page.getByRole("heading", { name: "Import complete" })).toBeFocused();
    await expect(page.getByText(/^2 entries were added \(.+\); 1 skipped\.$/)).toBeVisible();
    await expectAccessible(page, "/settings/import summary (390×844)");
    await shot(page, "summary");

    // History: the year's calendar holds the two days (one each), the custom mood at its chosen value.
    await page.getByRole("link", { name: "See your mood history" }).click();
    await expect(page).toHaveURL(/\/dashboard\/mood\?range=365$/);
    const calendar = card(page, "Your mood calendar");
    await expect(calendar.locator('[title*=": average"]')).toHaveCount(2);
    await expect(calendar.locator('[title$=": average -1 (1 mood)"]')).toHaveCount(1);
    await expect(calendar.locator('[title$=": average 1 (1 mood)"]')).toHaveCount(1);

    // The dashboard: the note among the private thoughts.
    await page.goto("/dashboard");
    await expect(card(page, "Mood Log Private Thoughts").getByText(`${note}, with a comma`)).toBeVisible();

    // The same file again: both good rows are already there, nothing to add; the earlier import is listed.
    await openImport(page);
    await expect(card(page, "Earlier imports")).toContainText("2 entries added");
    await upload(page, file);
    await page.getByLabel(/^sleepy/).selectOption({ label: "-1 Low" });
    await expect(status).toContainText("3 rows read, 0 entries to import, 2 already imported, 1 skipped.");
    await expect(page.getByText("Nothing new to import: every entry in this file is already in Attune.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Import 0 entries" })).toBeDisabled();

    // Choosing another file takes the person back to the file input, focused.
    await page.getByRole("button", { name: "Choose another file" }).click();
    await expect(page.getByLabel("File to import", { exact: true })).toBeFocused();
  });

  test("a file over 10 MB is refused before anything is sent", async ({ people, signIn }) => {
    const page = await signIn(people.solo(), laptop);
    await openImport(page);
    let sent = false;
    await page.route("**/api/v1/imports/**", async (route) => {
      sent = true;
      await route.continue();
    });
    await upload(page, Buffer.alloc(10 * 1024 * 1024 + 1, "a"));
    await expect(
      page.getByText(
        "This file is larger than 10 MB. Export a shorter period from the app and import each file in turn.",
      ),
    ).toHaveRole("alert");
    expect(sent).toBe(false);
  });

  test("another app's CSV: choose its columns, map a word, import; the same file again adds nothing", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    test.slow();
    const page = await signIn(people.solo(), phone);
    const note = `From my old app ${Date.now()}`;
    const file = genericFile(note);
    await openImport(page);
    await page.getByLabel("App the file comes from").selectOption({ label: "Another app (CSV)" });
    await upload(page, file, "moods.csv");

    // The header's names suggest nothing: the columns come first, and nothing is counted yet.
    await expect(page.getByRole("heading", { name: "Your columns" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Import \d/ })).toHaveCount(0);
    await expectAccessible(page, "/settings/import columns (390×844)");
    await page.getByLabel("Date column", { exact: true }).selectOption({ label: "When" });
    await page.getByLabel("Date format").selectOption("DD/MM/YYYY");
    await page.getByLabel("Time column (optional)").selectOption({ label: "Clock" });
    await page.getByLabel("Mood column", { exact: true }).selectOption({ label: "How I felt" });
    const status = page.getByRole("status").filter({ hasText: "rows read" });
    await expect(status).toContainText("3 rows read, 1 entry to import, 2 skipped.");
    await page.getByLabel("Note column (optional)").selectOption({ label: "Journal" });
    await page.getByLabel("Tags column (optional)").selectOption({ label: "Labels" });
    await expect(page.getByText(`${note}, with a comma`)).toBeVisible();
    await expect(
      page.getByText('Line 5: the date is not a real date (expected YYYY-MM-DD) ("31/02/2024").'),
    ).toBeAttached();

    // The word has no value until the person gives it one.
    await page.getByLabel(/^meh-ish/).selectOption({ label: "0 Okay" });
    await expect(status).toContainText("3 rows read, 2 entries to import, 1 skipped.");
    await expectAccessible(page, "/settings/import CSV preview (390×844)");
    await shot(page, "csv-preview", { fullPage: true });
    await page.setViewportSize(laptop.viewport);
    await expectAccessible(page, "/settings/import CSV preview (1280×800)");
    await shot(page, "csv-preview", { fullPage: true });

    await page.getByRole("button", { name: "Import 2 entries" }).click();
    await expect(page.getByRole("heading", { name: "Import complete" })).toBeFocused();
    await expect(page.getByText(/^2 entries were added \(.+\); 1 skipped\.$/)).toBeVisible();

    await page.goto("/dashboard");
    await expect(card(page, "Mood Log Private Thoughts").getByText(`${note}, with a comma`)).toBeVisible();

    await openImport(page);
    await page.getByLabel("App the file comes from").selectOption({ label: "Another app (CSV)" });
    await upload(page, file, "moods.csv");
    await page.getByLabel("Date column", { exact: true }).selectOption({ label: "When" });
    await page.getByLabel("Date format").selectOption("DD/MM/YYYY");
    await page.getByLabel("Time column (optional)").selectOption({ label: "Clock" });
    await page.getByLabel("Mood column", { exact: true }).selectOption({ label: "How I felt" });
    await page.getByLabel("Note column (optional)").selectOption({ label: "Journal" });
    await page.getByLabel("Tags column (optional)").selectOption({ label: "Labels" });
    await page.getByLabel(/^meh-ish/).selectOption({ label: "0 Okay" });
    await expect(status).toContainText("3 rows read, 0 entries to import, 2 already imported, 1 skipped.");
    await expect(page.getByRole("button", { name: "Import 0 entries" })).toBeDisabled();
  });

  test("an Attune export: see what it brings and what stays out, import it", async ({
    people,
    signIn,
    expectAccessible,
  }) => {
    const page = await signIn(people.solo(), laptop);
    const at = new Date(Date.now() - 86_400_000).toISOString();
    const file = {
      format: "attune-export",
      version: 1,
      exported_at: at,
      account: { id: "11111111-1111-4111-8111-111111111111" },
      moods: [
        {
          id: "m1",
          timestamp: at,
          mood_value: 2,
          mood_keywords: ["calm"],
          context_notes: "Back from my old account 🌿",
          created_at: at,
        },
      ],
      goals: [
        { id: "g1", title: "Walk daily", visibility: "private", progress: 20, created_at: at, updated_at: at },
        {
          id: "g2",
          title: "Cook together",
          visibility: "shared",
          progress: 0,
          user2_id: "22222222-2222-4222-8222-222222222222",
          created_at: at,
          updated_at: at,
        },
      ],
      partner_links: [{ id: "l1" }],
    };
    await openImport(page);
    await page.getByLabel("App the file comes from").selectOption({ label: "Attune (JSON export)" });
    await upload(page, Buffer.from(JSON.stringify(file)), "attune-export.json");
    const kinds = page.getByRole("region", { name: "What will be imported" });
    await expect(kinds).toContainText("Moods: 1 to add");
    await expect(kinds).toContainText("Goals: 1 to add");
    await expect(page.getByRole("region", { name: "What stays out" })).toContainText(
      "it belongs to a partnership, not to you alone",
    );
    await expectAccessible(page, "/settings/import Attune preview (1280×800)");
    await page.getByRole("button", { name: "Import 2 entries" }).click();
    await expect(page.getByText(/^2 entries were added/)).toBeVisible();
  });
});

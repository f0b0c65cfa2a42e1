import { expect, test, vi } from "vitest";
import { db } from "@/db/client";
import { moods } from "@/db/schema";
import { GET } from "@/app/api/v1/reports/counsellor/route";
import * as moodData from "@/lib/data/moods";
import { pdfText } from "../../helpers/pdf-text";
import { person, sessionCookieFor } from "../../helpers/couples";

// Passed through, and watched: what range the service asks the database for.
vi.mock("@/lib/data/moods", async (original) => {
  const actual = await original<typeof import("@/lib/data/moods")>();
  return { ...actual, listMoodValuesBetween: vi.fn(actual.listMoodValuesBetween) };
});

/**
 * The counsellor report over dates the person chooses (issue #35, decision 064): up to 12 months, read from the
 * database for those local days only, and named in the PDF; an end after today (in the person's zone) or a range
 * over 12 months is refused in words.
 */

const BASE = "http://attune.test";
const report = (cookie: string, query: string) =>
  GET(new Request(`${BASE}/api/v1/reports/counsellor?${query}`, { headers: { cookie } }));

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test("chosen dates eleven months back: only those days are read, and the PDF names them", async () => {
  const userId = await person({ displayName: "Robin Range" });
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const from = today - 330 * DAY;
  const to = today - 300 * DAY;
  await db()
    .insert(moods)
    .values([
      { userId, moodValue: -3, timestamp: new Date(from - DAY / 2) }, // the day before: out
      { userId, moodValue: 2, timestamp: new Date(from + 12 * 3_600_000) },
      { userId, moodValue: 0, timestamp: new Date(to + 12 * 3_600_000) },
      { userId, moodValue: 3, timestamp: new Date(to + DAY + 3_600_000) }, // the day after: out
    ]);
  const cookie = await sessionCookieFor(userId);
  const response = await report(cookie, `weeks=dates&from=${isoDay(from)}&to=${isoDay(to)}`);
  expect(response.status).toBe(200);

  const [, readFrom, readTo] = vi.mocked(moodData.listMoodValuesBetween).mock.calls.at(-1)!;
  // The person's zone is UTC: local midnight of the first day to the midnight after the last.
  expect([readFrom, readTo]).toEqual([new Date(from), new Date(to + DAY)]);

  const text = await pdfText(await response.arrayBuffer());
  const long = (ms: number) =>
    new Date(ms).toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
  expect(text).toContain(`Dates you chose: ${long(from)} to ${long(to)}.`);
  expect(text).toContain("2 moods on 2 days; average +1");
});

test("an end after today, dates over 12 months apart, or a missing date: refused in words", async () => {
  const cookie = await sessionCookieFor(await person());
  const today = Date.now();
  const cases = [
    [`from=${isoDay(today - 10 * DAY)}&to=${isoDay(today + 2 * DAY)}`, "The end date can't be later than today"],
    [`from=${isoDay(today - 400 * DAY)}&to=${isoDay(today - 10 * DAY)}`, "Choose dates no more than 12 months apart"],
    [`from=&to=${isoDay(today)}`, "Choose a start date and an end date"],
  ] as const;
  for (const [query, words] of cases) {
    const response = await report(cookie, `weeks=dates&${query}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(words);
  }
});

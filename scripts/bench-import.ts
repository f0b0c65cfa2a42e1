/**
 * `npm run bench:import` — issue #40's figure: ten years of daily Daylio entries (20,000 rows, with tags and notes,
 * custom moods, a DST change every spring and autumn) imported by one person, through the same service the upload
 * uses (`importHistory`: read, check, plan, one transaction writing the moods, the import's record and the daily
 * rollups), on the embedded database the app runs on by default (PGlite, in a fresh data directory). Then the same
 * file again, which must add nothing. Target: under 10 s for the import (exit 1 beyond).
 *
 * Prints the file's size, the machine's load, then wall and CPU time of the preview (what the person waits for after
 * choosing the file), the import (with rows a second) and the second import. The gate is on the import's CPU time,
 * which a loaded, shared machine does not inflate; on an idle one wall time equals it.
 *
 * Then an Attune export of the same size (decision 082: 16,000 moods, 3,650 personal check-ins, 350 partner
 * check-ins) into a second account, with the same gate: it writes check-ins through the query builder, not unnest.
 */
import { performance } from "node:perf_hooks";
import { removeThrowawayData } from "./bench/throwaway-embedded";

const ROWS = 20_000;
const YEARS = 10;
const TARGET_MS = 10_000;
const ZONE = "America/New_York";

const { connection } = await import("@/db/client");
const { applyMigrations } = await import("@/db/migrate");
const { inTransaction } = await import("@/lib/data/transaction");
const { insertAccount } = await import("@/lib/data/users");
const { currentRollupZone } = await import("@/lib/data/daily-rollups");
const { importHistory } = await import("@/lib/services/import/import-history");
const { previewImport } = await import("@/lib/services/import/preview-import");
const { importRequestSchema } = await import("@/lib/validation/imports");
const { moodMappingPairs } = await import("@/lib/domain/import/limits");
const { warmScreen } = await import("@/lib/services/safety/screen-for-author");

/** A deterministic Daylio export: newest first, every ~4.4 hours over ten years, as the app writes it. */
function daylioFile(rows: number): string {
  const moods = ["rad", "good", "good", "meh", "meh", "bad", "awful", "sleepy", "super happy 😄"];
  const activities = ["work", "friends", "family", "exercise", "reading", "movies / tv", "good sleep", "thankful"];
  const start = Date.UTC(2016, 0, 1, 12);
  const step = Math.floor((YEARS * 365.25 * 86_400_000) / rows);
  const lines = ["full_date,date,weekday,time,mood,activities,note_title,note"];
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
  for (let i = rows - 1; i >= 0; i--) {
    const at = new Date(start + i * step);
    const day = at.toISOString().slice(0, 10);
    const hour = at.getUTCHours();
    const time = `${hour % 12 === 0 ? 12 : hour % 12}:${String(at.getUTCMinutes()).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
    const tags = activities.filter(() => next() % 3 === 0).join(" | ");
    const note = next() % 2 === 0 ? `"Entry ${i}: a walk, then ""coffee"" with friends.\nSlept well 🌙"` : "";
    lines.push(
      `${day},${day},Day,${time},${moods[next() % moods.length]},${tags},${i % 5 === 0 ? "Title" : ""},${note}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** An Attune export (decision 082) of `rows` rows: moods with notes, a personal check-in a day, some partner ones. */
function attuneFile(rows: number): string {
  const at = (i: number) => new Date(Date.UTC(2016, 0, 1, 12) + i * 4 * 3_600_000).toISOString();
  const checkins = 3_650;
  const partner = 350;
  const moods = Array.from({ length: rows - checkins - partner }, (_, i) => ({
    id: `m${i}`,
    timestamp: at(i),
    mood_value: (i % 7) - 3,
    mood_keywords: i % 2 === 0 ? ["work", "calm"] : [],
    context_notes: i % 2 === 0 ? `Entry ${i}: a walk, then "coffee".\nSlept well 🌙` : null,
    created_at: at(i),
  }));
  const personal = Array.from({ length: checkins }, (_, i) => ({
    id: `p${i}`,
    created_at: at(i * 6),
    mood_score: (i % 7) - 3,
    emotional_state: "calm",
    gratitude_note: i % 3 === 0 ? "Tea 🍵" : null,
  }));
  const partnerRows = Array.from({ length: partner }, (_, i) => ({
    id: `c${i}`,
    timestamp: at(i * 60),
    partner_connection_score: 1,
    partner_emotion_tag: "loved",
    partner_gratitude_note: null,
    created_at: at(i * 60),
  }));
  return JSON.stringify({
    format: "attune-export",
    version: 1,
    account: { id: "bench-source" },
    moods,
    personal_checkins: personal,
    partner_checkins: partnerRows,
  });
}

/** Wall time and this process's CPU time (the embedded database runs in it): on a shared, loaded machine the CPU
 * figure is the steadier one, and the wall time is what the person waits. */
const time = async <T>(work: () => Promise<T>): Promise<[T, number, number]> => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return [result, performance.now() - started, (used.user + used.system) / 1000];
};

let failed = false;
try {
  const conn = connection();
  await applyMigrations(conn);
  const { id: userId } = await inTransaction((tx) =>
    insertAccount(
      { email: "bench-import@example.com", passwordHash: "!", displayName: "Bench", phone: null, timezone: ZONE },
      tx,
    ),
  );
  // Built rollups, as for anyone who has opened an analytics page: the import then keeps them up to date.
  await currentRollupZone(userId);
  // The server compiles the screen's patterns at start-up (instrumentation.ts, decision 080); so does the bench, so
  // the import's figure is the screen of its notes (decision 080's update), not the first compilation (1–1.8 s).
  warmScreen();
  const content = daylioFile(ROWS);
  const request = importRequestSchema.parse({
    source: "daylio",
    content,
    moodMapping: moodMappingPairs({ sleepy: -1, "super happy 😄": 3 }),
  });
  console.log(
    `bench:import — ${ROWS.toLocaleString("en-US")} Daylio rows over ${YEARS} years, ${(Buffer.byteLength(content) / 1024 / 1024).toFixed(1)} MB, PGlite`,
  );

  const [preview, previewMs, previewCpu] = await time(() => previewImport({ userId, request }));
  console.log(
    `preview: ${previewMs.toFixed(0)} ms, CPU ${previewCpu.toFixed(0)} ms (${preview.toAdd} to add, ${preview.skipped.length} kinds of skipped rows)`,
  );
  const [summary, importMs, importCpu] = await time(() => importHistory({ userId, request }));
  console.log(
    `import:  ${importMs.toFixed(0)} ms, CPU ${importCpu.toFixed(0)} ms — ${summary.added.toLocaleString("en-US")} entries added, ${Math.round(summary.added / (importMs / 1000)).toLocaleString("en-US")} rows/s (target < ${TARGET_MS / 1000} s)`,
  );
  const [again, againMs, againCpu] = await time(() => importHistory({ userId, request }));
  console.log(
    `again:   ${againMs.toFixed(0)} ms, CPU ${againCpu.toFixed(0)} ms — ${again.added} added, ${again.alreadyImported.toLocaleString("en-US")} already there`,
  );
  if (summary.added !== ROWS || again.added !== 0) {
    console.error(`FAIL: expected ${ROWS} added then 0, got ${summary.added} then ${again.added}`);
    failed = true;
  }
  // The gate is the CPU the import used: on a shared machine the wall time also counts every other process's turn
  // (the figure printed above says how loaded it was). On an idle machine the two are the same.
  if (importCpu > TARGET_MS) {
    console.error(`FAIL: the import used ${(importCpu / 1000).toFixed(1)} s of CPU (target < ${TARGET_MS / 1000} s)`);
    failed = true;
  } else if (importMs > TARGET_MS) {
    console.warn(`note: ${(importMs / 1000).toFixed(1)} s of wall time on a machine this loaded; CPU within target`);
  }

  const { id: newcomer } = await inTransaction((tx) =>
    insertAccount(
      { email: "bench-import-2@example.com", passwordHash: "!", displayName: "Bench", phone: null, timezone: ZONE },
      tx,
    ),
  );
  await currentRollupZone(newcomer);
  const attune = importRequestSchema.parse({ source: "attune", content: attuneFile(ROWS) });
  const [copied, attuneMs, attuneCpu] = await time(() => importHistory({ userId: newcomer, request: attune }));
  console.log(
    `attune:  ${attuneMs.toFixed(0)} ms, CPU ${attuneCpu.toFixed(0)} ms — ${copied.added.toLocaleString("en-US")} rows of an Attune export added`,
  );
  if (copied.added !== ROWS || attuneCpu > TARGET_MS) {
    console.error(`FAIL: the Attune export added ${copied.added} rows using ${(attuneCpu / 1000).toFixed(1)} s of CPU`);
    failed = true;
  }
  await conn.close();
} finally {
  removeThrowawayData();
}
process.exit(failed ? 1 : 0);

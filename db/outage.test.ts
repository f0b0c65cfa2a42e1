import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { logger } from "@/lib/logger";
import { QueryFailure } from "./errors";
import {
  OUTAGE_QUIET_MS,
  noteConnectionFailure,
  noteConnectionLost,
  noteQuerySuccess,
  noteRefusedRequest,
  outageSnapshot,
  claimOutageProbe,
} from "./outage";

let clock = 0;
let lines: { level: string; event: string; fields: Record<string, unknown> }[] = [];
let spies: { mockRestore(): void }[] = [];

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("attune.db.outage")];
  clock = 1_000;
  lines = [];
  spies = [vi.spyOn(performance, "now").mockImplementation(() => clock)];
  for (const level of ["debug", "info", "warn", "error"] as const) {
    spies.push(
      vi.spyOn(logger, level).mockImplementation((event, fields = {}) => void lines.push({ level, event, fields })),
    );
  }
});
// Only these spies: the setup's console.error spy is restored by the setup itself.
afterEach(() => spies.forEach((spy) => spy.mockRestore()));

const refused = (queryName = "select users") => new QueryFailure({ code: "ECONNREFUSED", queryName });
const events = () => lines.map((line) => `${line.level} ${line.event}`);

describe("one line when an outage starts, one when it ends", () => {
  test("many failures and refused requests log once; the first success after the quiet period logs the end", () => {
    const started = clock;
    for (let i = 0; i < 50; i++) {
      const failure = refused();
      noteConnectionFailure(failure, clock);
      noteRefusedRequest(failure, failure.code);
      clock += 10;
    }
    expect(events()).toEqual(["error db.unavailable"]);
    expect(lines[0]!.fields).toEqual({ code: "ECONNREFUSED", query: "select users" });

    clock += 100;
    const answeredAt = clock;
    noteQuerySuccess(); // the database answers again, but the last failure was only 100 ms ago
    expect(outageSnapshot().open).toBe(true);
    clock += OUTAGE_QUIET_MS;
    noteQuerySuccess();
    expect(events()).toEqual(["error db.unavailable", "warn db.recovered"]);
    expect(lines[1]!.fields).toEqual({ durationMs: answeredAt - started, failedQueries: 50, failedRequests: 50 });

    noteQuerySuccess();
    expect(lines).toHaveLength(2);
  });

  test("successes interleaved with failures (connections still open, new ones refused) do not flap", () => {
    for (let i = 0; i < 20; i++) {
      noteConnectionFailure(refused(), clock);
      clock += 50;
      noteQuerySuccess();
      clock += 50;
    }
    expect(events()).toEqual(["error db.unavailable"]);
  });

  test("a failure of a query that started before the recovery is not a new outage; a later one is", () => {
    const longWaiterStarted = clock;
    noteConnectionFailure(refused(), clock);
    clock += OUTAGE_QUIET_MS + 1;
    noteQuerySuccess();
    clock += 1;
    const late = new QueryFailure({ code: "POOL_TIMEOUT", queryName: "connect" });
    noteConnectionFailure(late, longWaiterStarted);
    noteRefusedRequest(late, late.code);
    expect(events()).toEqual(["error db.unavailable", "warn db.recovered"]);

    noteConnectionFailure(refused("insert moods"), clock);
    expect(events()).toEqual(["error db.unavailable", "warn db.recovered", "error db.unavailable"]);
    expect(lines[2]!.fields).toMatchObject({ query: "insert moods" });
  });

  test("a refused request whose failure no wrapper saw opens the outage itself", () => {
    noteRefusedRequest(new Error("PGlite is closed"), "DATABASE_CLOSED");
    noteRefusedRequest(new Error("PGlite is closed"), "DATABASE_CLOSED");
    expect(events()).toEqual(["error db.unavailable"]);
    expect(lines[0]!.fields).toEqual({ code: "DATABASE_CLOSED", query: "unknown" });
    expect(outageSnapshot()).toEqual({ open: true, failedQueries: 0, refusedRequests: 2 });
  });
});

describe("open connections that die", () => {
  test("are folded into the outage they announce", () => {
    noteConnectionLost("57P01");
    noteConnectionLost("57P01");
    expect(lines).toEqual([]);
    noteConnectionFailure(refused(), clock);
    noteConnectionLost("57P01");
    clock += OUTAGE_QUIET_MS;
    noteQuerySuccess();
    expect(events()).toEqual(["error db.unavailable", "warn db.recovered"]);
    expect(lines[0]!.fields).toEqual({
      code: "ECONNREFUSED",
      query: "select users",
      connectionsLost: 2,
      connectionLostCode: "57P01",
    });
    expect(lines[1]!.fields).toMatchObject({ connectionsLost: 3 });
  });

  test("are reported once, at the first success after the quiet period, when no outage follows", () => {
    noteConnectionLost("ECONNRESET");
    clock += 100;
    noteConnectionLost("ECONNRESET");
    noteQuerySuccess(); // too soon to tell whether an outage follows
    expect(lines).toEqual([]);
    clock += OUTAGE_QUIET_MS;
    noteQuerySuccess();
    noteQuerySuccess();
    expect(events()).toEqual(["warn db.connections_lost"]);
    expect(lines[0]!.fields).toEqual({ count: 2, code: "ECONNRESET" });
  });
});

describe("probing during an outage (claimOutageProbe)", () => {
  test("nothing to probe without an outage", () => {
    expect(claimOutageProbe()).toBe("none");
  });

  test("one probe per quiet period while it lasts, everyone else refused; a successful probe ends it", () => {
    noteConnectionFailure(refused(), clock);
    expect(claimOutageProbe()).toBe("probe");
    expect(claimOutageProbe()).toBe("refuse");
    clock += OUTAGE_QUIET_MS - 1;
    expect(claimOutageProbe()).toBe("refuse");
    clock += 1;
    expect(claimOutageProbe()).toBe("probe");
    noteQuerySuccess(); // the probe's query found the database back, after the quiet period
    expect(outageSnapshot().open).toBe(false);
    expect(claimOutageProbe()).toBe("none");
  });
});

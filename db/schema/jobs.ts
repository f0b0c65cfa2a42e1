import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createdAt, id, instant, ownerId } from "./_columns";

/**
 * Debounced per-user work for the job runner (lib/jobs/scheduled.ts), e.g. recalculating a person's health scores
 * after they log something. One row per (kind, user): a burst of requests updates the same row, pushing run_at out,
 * so the burst costs one run. The outbox stays the table for messages; these rows carry no payload beyond who.
 */
export const scheduledJobs = pgTable(
  "scheduled_jobs",
  {
    id: id(),
    /** What to run, e.g. "health.recalculate"; the runner's handler table knows the kinds. */
    kind: text("kind").notNull(),
    userId: ownerId(),
    runAt: instant("run_at").notNull(),
    /** The first request since the last run: caps how far a steady stream of requests can push run_at. */
    firstRequestedAt: instant("first_requested_at").notNull(),
    /** Bumped by every request: a run deletes the row only if no request arrived while it ran. */
    requests: integer("requests").notNull().default(1),
    /** Claims of the current request; also the fencing token of a claim, like the outbox's. */
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: instant("locked_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("scheduled_jobs_kind_user_unique").on(t.kind, t.userId),
    index("scheduled_jobs_due_idx").on(t.runAt),
    check("scheduled_jobs_kind_length", sql`char_length(${t.kind}) between 1 and 100`),
    check("scheduled_jobs_requests", sql`${t.requests} >= 1`),
    check("scheduled_jobs_attempts", sql`${t.attempts} >= 0`),
  ],
);

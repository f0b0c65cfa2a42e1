import { randomUUID } from "node:crypto";
import { inspect } from "node:util";
import { sql } from "drizzle-orm";
import { describe, expect, inject, test } from "vitest";
import { POST as postMood } from "@/app/api/v1/moods/route";
import { db } from "@/db/client";
import { moods, users } from "@/db/schema";
import { inTransaction, isQueryFailure, isUniqueViolation } from "@/lib/data/transaction";
import { errorResponse } from "@/lib/http/errors";
import { person, sessionCookieFor } from "../../helpers/couples";
import { captureLogs } from "../../helpers/database-outage";

/**
 * Issue #11, fault 12: a failed query must never show its parameters or the driver's row values — not in the error
 * (message, stack, properties, cause chain: what Next's console prints with util.inspect), not in our logs, not in
 * a response. Each case uses a fresh marker as the personal text and looks for it everywhere. Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL.
 */

const kind = inject("databaseTemplate").kind;
// Lower case: users.email must be normalised, and the marker doubles as an email address.
const marker = () => `marker-${randomUUID()}`;

/** Everything an error can show a log, a console or an error page. */
function everythingShown(error: unknown): string {
  const e = error as Error;
  return [inspect(error, { depth: 10, showHidden: true }), String(error), e.stack, JSON.stringify(error)].join("\n");
}

/** Runs `work` and returns what it wrote to stdout and stderr, at LOG_LEVEL=debug. */
async function captured<T>(work: () => Promise<T>): Promise<{ result: T; output: string }> {
  const logs = captureLogs();
  try {
    const result = await work();
    return { result, output: logs.text() };
  } finally {
    logs.stop();
  }
}

async function failureOf(work: () => PromiseLike<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail");
}

/** The failure is a QueryFailure with `facts`, shows no marker anywhere, and the mapper logs and answers likewise. */
async function expectSafe(error: unknown, secret: string, facts: Record<string, unknown>): Promise<void> {
  expect(isQueryFailure(error), inspect(error)).toBe(true);
  expect(error).toMatchObject({ name: "QueryFailure", ...facts });
  expect((error as Error).cause).toBeUndefined();
  const shown = everythingShown(error);
  expect(shown).not.toContain(secret);
  expect(shown).not.toMatch(/Failing row|already exists|params:|invalid input syntax/);

  const { result: response, output } = await captured(() => Promise.resolve(errorResponse(error)));
  const body = await response.text();
  expect(response.status).toBe(500);
  expect(body).not.toContain(secret);
  const logged = output
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(logged).toEqual([expect.objectContaining({ level: "error", event: "unexpected_error", code: facts.code })]);
  expect(output).not.toContain(secret);
}

describe(`failed queries keep their parameters to themselves (${kind})`, () => {
  test("unique violation: `Key (email)=(…) already exists`", async () => {
    const secret = marker();
    const email = `${secret}@example.com`;
    await db().insert(users).values({ email });
    const error = await failureOf(() => db().insert(users).values({ email }));
    await expectSafe(error, secret, {
      code: "23505",
      queryName: "insert users",
      constraint: "users_email_unique",
      table: "users",
      message: "Query failed: insert users (23505)",
    });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, "users_email_unique")).toBe(true);
    expect(isUniqueViolation(error, "another_constraint")).toBe(false);
  });

  test("check violation: `Failing row contains (…)`, inside a transaction", async () => {
    const secret = marker();
    const userId = await person();
    const error = await failureOf(() =>
      inTransaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.insert(moods).values({ userId, moodValue: 99, moodKeywords: [secret], idempotencyKey: secret });
      }),
    );
    await expectSafe(error, secret, { code: "23514", queryName: "insert moods", constraint: "moods_value_range" });
    expect(isUniqueViolation(error)).toBe(false);
  });

  test("a NUL byte in text (22021), whose message on some drivers quotes the bytes around it", async () => {
    const secret = marker();
    const error = await failureOf(() =>
      db()
        .insert(users)
        .values({ email: `${secret}\u0000${secret}` }),
    );
    await expectSafe(error, secret, { code: "22021", queryName: "insert users" });
  });

  test("a bad cast (22P02), whose message quotes the value", async () => {
    const secret = marker();
    const error = await failureOf(() => db().execute(sql`select ${secret}::int as n`));
    await expectSafe(error, secret, { code: "22P02", queryName: "select" });
  });

  test("an error raised with the row's text, through the real route: 500, and the text is nowhere", async () => {
    const secret = marker();
    const userId = await person();
    const cookie = await sessionCookieFor(userId);
    await db().execute(sql`
      create or replace function refuse_marked_mood() returns trigger language plpgsql as $$
      begin
        if new.idempotency_key like 'marker-%' then raise exception 'refused mood %', new.idempotency_key; end if;
        return new;
      end $$`);
    await db().execute(sql`
      create trigger refuse_marked_mood before insert on moods for each row execute function refuse_marked_mood()`);
    try {
      const { result: response, output } = await captured(() =>
        postMood(
          new Request("http://attune.test/api/v1/moods", {
            method: "POST",
            headers: { cookie, "content-type": "application/json", "idempotency-key": secret },
            body: JSON.stringify({ moodValue: 2, keywords: ["calm"] }),
          }),
        ),
      );
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain(secret);
      expect(output).toContain('"event":"unexpected_error"');
      expect(output).toContain('"code":"P0001"');
      expect(output).toContain('"query":"insert moods"');
      expect(output).not.toContain(secret);
    } finally {
      await db().execute(sql`drop trigger refuse_marked_mood on moods`);
    }
  });
});

describe("query failures are told apart from outages", () => {
  test("an ordinary query error (division by zero) is a 500 without Retry-After, not a 503", async () => {
    const error = await failureOf(() => db().execute(sql`select 1 / 0`));
    expect(error).toMatchObject({ code: "22012" });
    const { result } = await captured(() => Promise.resolve(errorResponse(error)));
    expect(result.status).toBe(500);
    expect(result.headers.get("Retry-After")).toBeNull();
  });
});

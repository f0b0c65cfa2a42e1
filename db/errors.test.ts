import { inspect } from "node:util";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { PgPreparedQuery } from "drizzle-orm/pg-core";
import { describe, expect, test } from "vitest";
import { installQueryFailures } from "./client";
import {
  QueryFailure,
  failureCodeOf,
  isConnectionFailure,
  isQueryFailure,
  queryNameOf,
  toQueryFailure,
} from "./errors";
import * as schema from "./schema";
import { moodTagSummary, moods, partnerLinks, users } from "./schema";

const MARKER = "Marker-7f3a-secret-feeling";
const TABLES = new Set([
  "users",
  "user_roles",
  "profiles",
  "moods",
  "mood_tag_summary",
  "partner_links",
  "biometric_data",
]);
// Builds SQL exactly as the app's queries do, without a database.
const mock = drizzle.mock({ schema });
const nameOf = (query: { toSQL(): { sql: string } }) => queryNameOf(query.toSQL().sql, TABLES);

/** A driver error as pg or PGlite throws it, with the value in every place drivers put values. */
function driverError(fields: Record<string, unknown>) {
  return Object.assign(new Error(`invalid input syntax for type integer: "${MARKER}"`), {
    name: "error",
    severity: "ERROR",
    detail: `Failing row contains (${MARKER}).`,
    where: `PL/pgSQL function f() line 3 at RAISE: ${MARKER}`,
    query: `select '${MARKER}'`,
    params: [MARKER],
    ...fields,
  });
}

/** Everything an error can show a log, a console or an error page. */
function everythingShown(error: unknown): string {
  const e = error as Error;
  return [inspect(error, { depth: 10, showHidden: true }), String(error), e.stack, JSON.stringify(error)].join("\n");
}

describe("queryNameOf: an operation and a schema table, nothing else", () => {
  test("queries built by drizzle", () => {
    expect(nameOf(mock.insert(moods).values({ userId: MARKER, moodValue: 1 }))).toBe("insert moods");
    expect(nameOf(mock.select().from(users).where(eq(users.email, MARKER)))).toBe("select users");
    expect(nameOf(mock.update(partnerLinks).set({ status: "accepted" }).where(eq(partnerLinks.id, MARKER)))).toBe(
      "update partner_links",
    );
    expect(nameOf(mock.delete(moods).where(eq(moods.userId, MARKER)))).toBe("delete moods");
    expect(
      nameOf(
        mock
          .insert(moodTagSummary)
          .values({ userId: MARKER, tag: MARKER, timeframe: "weekly", datePeriod: "2026-01-04", count: 1 })
          .onConflictDoUpdate({
            target: [moodTagSummary.userId, moodTagSummary.tag],
            set: { count: sql`${moodTagSummary.count} + 1` },
          }),
      ),
    ).toBe("insert mood_tag_summary");
    expect(nameOf(mock.select().from(moods).innerJoin(users, eq(users.id, moods.userId)).for("update"))).toBe(
      "select moods",
    );
  });

  test("a select is named after its own table, not one read by a subquery in its column list", () => {
    const text = `select "users"."id", coalesce((select array_agg("user_roles"."role") from "user_roles"
      where "user_roles"."user_id" = "users"."id"), '{}') from "users" inner join "profiles" on true where "users"."id" = $1`;
    expect(queryNameOf(text, TABLES)).toBe("select users");
    expect(queryNameOf(`select (select 1 from "user_roles")`, TABLES)).toBe("select user_roles");
  });

  test("a statement of data-modifying CTEs is named after its first write (lib/data/moods.ts writeMood)", () => {
    const text = `with new_mood as (insert into "moods" (user_id) values ($1) returning id),
      tag_counts as (insert into "mood_tag_summary" (tag) select 'x' from new_mood
        on conflict (tag) do update set count = "mood_tag_summary".count + excluded.count)
      select id from new_mood`;
    expect(queryNameOf(text, TABLES)).toBe("insert moods");
  });

  test("literals, unknown identifiers and comments never reach the name", () => {
    expect(queryNameOf(`select * from "${MARKER}"`, TABLES)).toBe("select");
    expect(queryNameOf(`select '${MARKER}' from "moods"`, TABLES)).toBe("select moods");
    expect(queryNameOf(`select 'from users' as x`, TABLES)).toBe("select");
    expect(queryNameOf(`insert into ${MARKER} values (1)`, TABLES)).toBe("insert");
    expect(queryNameOf(`update "__drizzle_migrations" set x = 1 from "users"`, TABLES)).toBe("update");
    expect(queryNameOf(`-- ${MARKER}\nselect 1`, TABLES)).toBe("select");
    expect(queryNameOf(`${MARKER} from users`, TABLES)).toBe("query");
    expect(queryNameOf(`do $body$ begin raise '${MARKER}'; end $body$`, TABLES)).toBe("do");
    expect(queryNameOf("begin", TABLES)).toBe("begin");
    expect(queryNameOf("savepoint sp1", TABLES)).toBe("savepoint");
    expect(queryNameOf("", TABLES)).toBe("query");
  });
});

describe("toQueryFailure keeps only safe facts", () => {
  test("from a DrizzleQueryError around a driver error: code and identifiers, no values anywhere", async () => {
    installQueryFailures();
    type QueryWithCache = (sql: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
    const { queryWithCache } = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache };
    // A prepared query without a cache takes drizzle's plain path: run, and wrap a failure in DrizzleQueryError.
    const prepared = { cache: undefined };
    const thrown = await queryWithCache
      .call(prepared, 'insert into "users" ("email") values ($1)', [MARKER], async () => {
        throw driverError({ code: "23505", constraint: "users_email_unique", table: "users", column: "email" });
      })
      .catch((error: unknown) => error);
    expect(isQueryFailure(thrown)).toBe(true);
    expect(thrown).toBeInstanceOf(QueryFailure);
    expect(thrown).toMatchObject({
      name: "QueryFailure",
      code: "23505",
      queryName: "insert users",
      constraint: "users_email_unique",
      table: "users",
      column: "email",
      message: "Query failed: insert users (23505)",
    });
    expect((thrown as Error).cause).toBeUndefined();
    expect(everythingShown(thrown)).not.toContain(MARKER);
    expect(everythingShown(thrown)).not.toContain("Failing row");
  });

  test("identifiers that are not plain names are dropped; an unknown failure is UNKNOWN", () => {
    const failure = toQueryFailure(driverError({ code: "23514", constraint: `${MARKER} x`, table: "t;" }), "select");
    expect(failure).toMatchObject({ code: "23514" });
    expect(failure.constraint).toBeUndefined();
    expect(failure.table).toBeUndefined();
    expect(toQueryFailure(new TypeError(MARKER), "select").code).toBe("UNKNOWN");
    expect(everythingShown(toQueryFailure(new TypeError(MARKER), "select"))).not.toContain(MARKER);
  });

  test("an existing QueryFailure is passed through; absent facts are not properties at all", () => {
    const failure = new QueryFailure({ code: "57P01", queryName: "select users" });
    expect(toQueryFailure(failure, "other")).toBe(failure);
    expect(Object.keys(failure).sort()).toEqual(["code", "name", "queryName"]);
  });
});

describe("connection failures", () => {
  const system = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
  const refusedEverywhere = Object.assign(new AggregateError([system("ECONNREFUSED"), system("ECONNREFUSED")]), {
    message: "",
  });
  const connection: [string, unknown][] = [
    ["ECONNREFUSED", system("ECONNREFUSED")],
    ["ECONNRESET", system("ECONNRESET")],
    ["ETIMEDOUT", system("ETIMEDOUT")],
    ["EPIPE", system("EPIPE")],
    ["EHOSTUNREACH", system("EHOSTUNREACH")],
    ["ENOTFOUND", system("ENOTFOUND")],
    ["EAI_AGAIN", system("EAI_AGAIN")],
    ["ECONNREFUSED", refusedEverywhere],
    ["08006", driverError({ code: "08006" })],
    ["08001", driverError({ code: "08001" })],
    ["57P01", driverError({ code: "57P01" })],
    ["57P02", driverError({ code: "57P02" })],
    ["57P03", driverError({ code: "57P03" })],
    ["53300", driverError({ code: "53300" })],
    ["POOL_TIMEOUT", new Error("timeout exceeded when trying to connect")],
    [
      "CONNECT_TIMEOUT",
      new Error("Connection terminated due to connection timeout", {
        cause: new Error("Connection terminated unexpectedly"),
      }),
    ],
    ["CONNECTION_TERMINATED", new Error("Connection terminated unexpectedly")],
    ["CLIENT_BROKEN", new Error("Client has encountered a connection error and is not queryable")],
    ["DATABASE_CLOSED", new Error("Client was closed and is not queryable")],
    ["DATABASE_CLOSED", new Error("Cannot use a pool after calling end on the pool")],
    ["DATABASE_CLOSED", new Error("PGlite is closed")],
  ];

  for (const [code, error] of connection) {
    test(`${code}: raw, wrapped in a cause, and as a QueryFailure`, () => {
      expect(failureCodeOf(error)).toBe(code);
      expect(isConnectionFailure(error)).toBe(true);
      expect(isConnectionFailure(new Error("Failed query: select 1\nparams: ", { cause: error }))).toBe(true);
      expect(isConnectionFailure(toQueryFailure(error, "select"))).toBe(true);
    });
  }

  test("query errors, our own errors and non-errors are not", () => {
    for (const error of [
      driverError({ code: "23505" }),
      driverError({ code: "22P02" }),
      driverError({ code: "57014" }), // statement timeout: the server answered
      new QueryFailure({ code: "40001", queryName: "update users" }),
      new Error("timeout exceeded when trying to connect, said someone"),
      Object.assign(new Error("x"), { code: "NOT_FOUND" }),
      null,
      "ECONNREFUSED",
    ]) {
      expect(isConnectionFailure(error), inspect(error)).toBe(false);
    }
  });
});

describe("installQueryFailures", () => {
  const prototype = PgPreparedQuery.prototype as unknown as Record<string, unknown>;

  test("installs once, however often it is called", () => {
    installQueryFailures();
    const installed = prototype.queryWithCache;
    installQueryFailures();
    expect(prototype.queryWithCache).toBe(installed);
  });

  test("refuses loudly when drizzle no longer has the method it wraps", () => {
    const saved = Object.getOwnPropertyDescriptor(prototype, "queryWithCache")!;
    delete prototype.queryWithCache;
    try {
      expect(() => installQueryFailures()).toThrow(/queryWithCache is missing/);
    } finally {
      Object.defineProperty(prototype, "queryWithCache", saved);
    }
  });
});

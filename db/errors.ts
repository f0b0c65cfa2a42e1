/**
 * What a failed query may tell the rest of the app (decision 026).
 *
 * Drizzle wraps every driver error in a DrizzleQueryError whose message is the SQL *and its parameters*, and keeps
 * the driver's error as `cause`; the driver's own message and `detail` repeat row values too ("invalid input syntax
 * for type integer: "…"", "Failing row contains (…)", "Key (…)=(…) already exists"), and PGlite's error carries
 * `params` as a property. Anything that prints such an error — our logger, Next's console (util.inspect walks own
 * properties and the cause chain), a test runner — prints a person's feelings, dates or ids. So failures are turned,
 * where they are born, into a QueryFailure that holds only facts that cannot carry personal text: an SQLSTATE or
 * errno code, plain identifiers (constraint, table, column), and a query name built from keywords and the schema's
 * table names alone.
 */

/** Shared across copies of this module (Next bundles server code more than once), so `instanceof` is not used. */
const BRAND = Symbol.for("attune.db.QueryFailure");

/** For identifiers (constraint, table, column names) that the driver reports: anything else is dropped. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;
/** SQLSTATE ("23505", "57P01"), errno ("ECONNREFUSED") or one of the codes below; never free text. */
const CODE = /^[0-9A-Z_]{2,40}$/;

/**
 * Failures that pg/pg-pool/PGlite report by message only. Each message is the library's fixed text (no values),
 * and becomes a code here so that everything downstream (classification, logs) works on codes.
 */
const MESSAGE_CODES: readonly [message: string, code: string][] = [
  ["timeout exceeded when trying to connect", "POOL_TIMEOUT"],
  ["Connection terminated due to connection timeout", "CONNECT_TIMEOUT"],
  ["Connection terminated unexpectedly", "CONNECTION_TERMINATED"],
  ["Client has encountered a connection error and is not queryable", "CLIENT_BROKEN"],
  ["Client was closed and is not queryable", "DATABASE_CLOSED"],
  ["Cannot use a pool after calling end on the pool", "DATABASE_CLOSED"],
  ["PGlite is closed", "DATABASE_CLOSED"],
];

/**
 * "The database cannot be reached right now": answered 503 with Retry-After rather than 500, and logged once per
 * outage. SQLSTATE class 08 (connection exception) is matched separately.
 */
const CONNECTION_CODES: ReadonlySet<string> = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // Node's own, when pg writes to a socket that has just been closed.
  "ERR_STREAM_DESTROYED",
  "ERR_STREAM_WRITE_AFTER_END",
  "ERR_SOCKET_CLOSED",
  "57P01", // admin_shutdown (also pg_terminate_backend)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down, recovery)
  "53300", // too_many_connections
  ...new Set(MESSAGE_CODES.map(([, code]) => code)),
]);

export function isConnectionFailureCode(code: string | undefined): boolean {
  return code !== undefined && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code));
}

export interface QueryFailureFacts {
  /** SQLSTATE, errno, one of the MESSAGE_CODES, or "UNKNOWN". */
  code: string;
  /** e.g. "insert moods", "select users", "begin", "connect" — see queryNameOf. */
  queryName: string;
  constraint?: string;
  table?: string;
  column?: string;
}

export class QueryFailure extends Error {
  override name = "QueryFailure";
  readonly code: string;
  readonly queryName: string;
  // `declare`: no field initialisers, so an absent fact is absent, not an own `undefined` property in every log.
  declare readonly constraint?: string;
  declare readonly table?: string;
  declare readonly column?: string;

  constructor(facts: QueryFailureFacts) {
    // No `cause`: the driver's error is exactly what must not travel (see the file comment).
    super(`Query failed: ${facts.queryName} (${facts.code})`);
    this.code = facts.code;
    this.queryName = facts.queryName;
    if (facts.constraint) this.constraint = facts.constraint;
    if (facts.table) this.table = facts.table;
    if (facts.column) this.column = facts.column;
    Object.defineProperty(this, BRAND, { value: true });
  }
}

export function isQueryFailure(error: unknown): error is QueryFailure {
  return typeof error === "object" && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true;
}

/** The errors worth looking at: the error, its `cause` chain and an AggregateError's members (Node's connect). */
function* chainOf(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 20) {
    const current = queue.shift();
    if (typeof current !== "object" || current === null || seen.has(current)) continue;
    seen.add(current);
    yield current as Record<string, unknown>;
    queue.push((current as { cause?: unknown }).cause);
    const members = (current as { errors?: unknown }).errors;
    if (Array.isArray(members)) queue.push(...members);
  }
}

/** The first code found down the chain: a driver's SQLSTATE/errno, or a code for a known fixed message. */
export function failureCodeOf(error: unknown): string | undefined {
  for (const current of chainOf(error)) {
    if (typeof current.code === "string" && CODE.test(current.code)) return current.code;
    const message = current.message;
    if (typeof message === "string") {
      const known = MESSAGE_CODES.find(([text]) => message === text);
      if (known) return known[1];
    }
  }
  return undefined;
}

/** Works on QueryFailures and on raw driver/pool errors (a pooled client that failed to connect is never wrapped). */
export function isConnectionFailure(error: unknown): boolean {
  return isConnectionFailureCode(isQueryFailure(error) ? error.code : failureCodeOf(error));
}

function identifierOf(value: unknown): string | undefined {
  return typeof value === "string" && IDENTIFIER.test(value) ? value : undefined;
}

/** The driver error (PGlite or pg's DatabaseError) whose code, constraint, table and column are copied. */
function driverErrorOf(error: unknown): Record<string, unknown> | undefined {
  for (const current of chainOf(error)) if (typeof current.code === "string") return current;
  return undefined;
}

/** Converts anything a query threw into a QueryFailure; an existing QueryFailure is returned as is. */
export function toQueryFailure(error: unknown, queryName: string): QueryFailure {
  if (isQueryFailure(error)) return error;
  const driver = driverErrorOf(error);
  return new QueryFailure({
    code: failureCodeOf(error) ?? "UNKNOWN",
    queryName,
    constraint: identifierOf(driver?.constraint),
    table: identifierOf(driver?.table),
    column: identifierOf(driver?.column),
  });
}

const OPERATIONS = new Set(["select", "insert", "update", "delete"]);
/** Statements named by their first keyword alone. */
const KEYWORDS = new Set([
  "begin",
  "commit",
  "rollback",
  "savepoint",
  "release",
  "set",
  "show",
  "lock",
  "create",
  "alter",
  "drop",
  "truncate",
  "values",
  "explain",
  "do",
  "notify",
  "listen",
  "vacuum",
  "analyze",
]);

/**
 * Words and identifiers of an SQL text, lower-cased, with string literals, dollar-quoted bodies and comments
 * skipped. Nothing from this list reaches a name unless it is a fixed keyword or one of the schema's table names,
 * so a mis-tokenised literal can at worst give a wrong (but still harmless) name.
 */
function tokensOf(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "'") {
      i++;
      while (i < text.length && !(text[i] === "'" && text[i + 1] !== "'")) i += text[i] === "'" ? 2 : 1;
      i++;
    } else if (ch === "-" && text[i + 1] === "-") {
      while (i < text.length && text[i] !== "\n") i++;
    } else if (ch === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (ch === "$" && /[A-Za-z_$]/.test(text[i + 1] ?? "")) {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i))?.[0];
      if (!tag) {
        i++;
        continue;
      }
      const end = text.indexOf(tag, i + tag.length);
      i = end === -1 ? text.length : end + tag.length;
    } else if (ch === '"') {
      const end = text.indexOf('"', i + 1);
      const identifier = text.slice(i + 1, end === -1 ? text.length : end);
      tokens.push(identifier.toLowerCase());
      i = end === -1 ? text.length : end + 1;
    } else if (/[A-Za-z_]/.test(ch)) {
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(text.slice(i))![0];
      tokens.push(word.toLowerCase());
      i += word.length;
    } else {
      // Parentheses are kept so a select can be named after its own table, not a subquery's.
      if (ch === "(" || ch === ")") tokens.push(ch);
      i++;
    }
  }
  return tokens;
}

/**
 * A name for a query that says what it did without saying with what: the first data-modifying operation and its
 * table ("insert moods", also for a `with … as (insert …)` statement), else "select" and the first table read, else
 * the statement's leading keyword ("begin", "commit"). Tables are named only if `tables` (the schema's table names)
 * holds them, so no identifier or literal from a raw `sql` fragment can appear.
 */
export function queryNameOf(sqlText: string, tables: ReadonlySet<string>): string {
  const tokens = tokensOf(sqlText);
  const first = tokens[0];
  if (first === undefined) return "query";
  if (!OPERATIONS.has(first) && first !== "with") return KEYWORDS.has(first) ? first : "query";
  const table = (at: number) => {
    const name = tokens[at];
    return name !== undefined && tables.has(name) ? name : undefined;
  };
  const named = (operation: string, name: string | undefined) => (name ? `${operation} ${name}` : operation);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === "insert" && tokens[i + 1] === "into") return named("insert", table(i + 2));
    if (token === "delete" && tokens[i + 1] === "from") return named("delete", table(i + 2));
    // `update` is also a word in `do update set` and `for update`: only `update <table>` counts.
    if (token === "update" && table(i + 1)) return named("update", table(i + 1));
  }
  if (first !== "select" && first !== "with") return first;
  // The outermost table read names the query ("select users", not the roles subquery in its column list).
  let fallback: string | undefined;
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === "(") depth++;
    else if (tokens[i] === ")") depth--;
    else if ((tokens[i] === "from" || tokens[i] === "join") && table(i + 1)) {
      if (depth === 0) return named("select", table(i + 1));
      fallback ??= table(i + 1);
    }
  }
  return named("select", fallback);
}

import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The one place that reads process.env (house rule 6). Everything is optional for the embedded
 * default: secrets are generated once under DATA_DIR in development and test, and required in
 * production (a missing one stops the start with a message naming it).
 */

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const base64Key = /^[A-Za-z0-9+/]{43}=$/; // 32 bytes
const keyring = z
  .string()
  .trim()
  .refine(
    (value) =>
      value.split(",").every((entry) => {
        const [id, key] = entry.split(":");
        return !!id && /^[a-z0-9_-]{1,16}$/i.test(id) && !!key && base64Key.test(key);
      }),
    'must be a comma-separated list of "keyId:base64-32-byte-key" (the first one encrypts)',
  );

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** Unset: the origin this server listens on (listeningOrigin), for `npm run dev` on any port. */
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./.data"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For. 0 (the default) trusts no forwarded
   * header: the client address is the TCP peer's, so nobody can pick the address their rate limits count against.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * New accounts per client address an hour (issue #30). Raise it where many people share one address: a campus or
   * an office behind NAT, or a proxy the app cannot see past (TRUST_PROXY 0 behind one makes every client one address).
   */
  SIGN_UPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),

  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  PGLITE_DATA_DIR: z.string().min(1).optional(),
  MIGRATE_ON_START: bool.default(true),
  JOBS_IN_PROCESS: bool.optional(),
  /** The outbox viewer at /dev/mailbox for everyone (admins always have it). Never enable on a public server. */
  DEV_MAILBOX: bool.optional(),
  /**
   * Lets a request name reads to fail (the attune-faults cookie, lib/http/faults.ts), so the e2e suite sees each
   * dashboard card's error state on the production build (decision 032). Never on a public server.
   */
  FAULT_INJECTION: bool.default(false),

  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  DATA_ENCRYPTION_KEYS: keyring.optional(),

  EMAIL_FROM: z.string().min(3).default("Attune <hello@attune.local>"),
  RESEND_API_KEY: z.string().min(1).optional(),
  RESEND_BASE_URL: z.url().optional(),

  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/i, "must look like AC followed by 32 hex digits")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM_NUMBER: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, "must be an E.164 number such as +15005550006")
    .optional(),

  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),

  // Web push (issue #17): the VAPID key pair, both or neither (`npx web-push generate-vapid-keys`). In development
  // a pair is generated into DATA_DIR when these are unset; in production push is simply off without them.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be the URL-safe base64 public key (87 characters) from generate-vapid-keys")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be the URL-safe base64 private key (43 characters) from generate-vapid-keys")
    .optional(),
  /** Who push services may contact about this server's pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL")
    .default("mailto:hello@attune.local"),

  STRIPE_SECRET_KEY: z.string().startsWith("sk_", "must start with sk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must start with whsec_").optional(),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_ANNUAL: z.string().min(1).optional(),
  /**
   * Where the Stripe SDK sends API calls; unset means Stripe itself. Only for a local stand-in (the e2e suite's stub),
   * which is why production accepts nothing but a loopback address here.
   */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),

  /**
   * Where quick exit sends a person (issue #38, decision 075): a neutral public page that replaces Attune's in the tab.
   * Unset: DEFAULT_SAFE_EXIT_URL. Public by nature: the server renders it into the page as the button's link.
   */
  SAFE_EXIT_URL: z.url({ protocol: /^https?$/ }).optional(),

  /**
   * The bearer token GET /api/metrics asks for (issue #41, decision 078). Unset: the endpoint answers 404, as if it
   * did not exist. At least 32 characters: it guards figures about the service, so it is a secret like AUTH_SECRET.
   */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * An OTLP/HTTP collector's base URL (":4318", the standard variable's meaning: spans go to <url>/v1/traces). Set,
   * the server and the worker export traces there (decision 078); unset, tracing is off and its code is never loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
});

/**
 * Quick exit's default destination (decision 075): a weather page, as in GOV.UK's "Exit this page", which was tested
 * with survivors of domestic abuse. Neutral, open to everyone without an account, and reads as ordinary browsing.
 */
export const DEFAULT_SAFE_EXIT_URL = "https://www.bbc.com/weather";

export type Env = Omit<z.infer<typeof schema>, "APP_URL" | "SAFE_EXIT_URL"> & {
  APP_URL: string;
  SAFE_EXIT_URL: string;
  AUTH_SECRET: string;
  DATA_ENCRYPTION_KEYS: string;
  JOBS_IN_PROCESS: boolean;
  DEV_MAILBOX: boolean;
  PGLITE_DATA_DIR: string;
  /**
   * Where this process's Next server listens, as Next writes it once bound (null outside a server: scripts, tests).
   * Next writes "localhost" both for -H localhost and for every interface, so only an IP literal proves loopback.
   */
  LISTEN_ORIGIN: string | null;
};

export class EnvError extends Error {
  override name = "EnvError";
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  - ${issue.path.join(".") || "(root)"}: ${issue.message}`).join("\n");
}

/** Generated once per data directory so dev sessions and encrypted rows survive restarts. */
function localSecrets(dataDir: string): { AUTH_SECRET: string; DATA_ENCRYPTION_KEYS: string } {
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const secrets = {
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATA_ENCRYPTION_KEYS: `local1:${randomBytes(32).toString("base64")}`,
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: "wx" });
  return secrets;
}

type Source = Record<string, string | undefined>;

/** localhost, 127.0.0.0/8 or ::1: a URL only this machine can reach. */
/**
 * Whether a listening origin is bound to loopback alone: a literal 127.x or ::1. "localhost" does not count: Next
 * writes it for a server bound to every interface too (`next start` without -H).
 */
export function isLoopbackListen(origin: string | null): boolean {
  if (!origin) return false;
  const host = new URL(origin).hostname.replace(/^\[|\]$/g, "");
  return host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

const isBuildPhase = (source: Source) => source.NEXT_PHASE === "phase-production-build";

const DEFAULT_PORT = "3000";
const httpOrigin = z.url({ protocol: /^https?$/ });

/**
 * APP_URL when none is set (a newcomer's `npm run dev -- -p 3300`): the origin this very server listens on, so the
 * links in the dev mailbox open the app that queued them. Next's start-server (`next dev` and `next start`) writes
 * the port it actually bound — `-p`, PORT, or the next free one when 3000 was taken — to process.env.PORT, and the
 * whole origin (https with --experimental-https, the -H hostname, "localhost" for 0.0.0.0) to __NEXT_PRIVATE_ORIGIN,
 * before it loads any app code. That variable is Next's private one, so PORT is the fallback, then Next's own 3000.
 * A process Next did not start (tests, scripts, the worker) sees neither and gets http://localhost:3000 as before.
 * Never a request's Host header: whoever sends the request must not choose where emailed links point.
 */
function listeningOrigin(source: Source): string {
  const nextOrigin = httpOrigin.safeParse(source.__NEXT_PRIVATE_ORIGIN);
  if (nextOrigin.success) return new URL(nextOrigin.data).origin;
  const port = source.PORT && /^\d{1,5}$/.test(source.PORT) ? source.PORT : DEFAULT_PORT;
  return `http://localhost:${port}`;
}

export function parseEnv(source: Source): Env {
  // Empty strings from .env files mean "not set", not "set to nothing".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(`Invalid environment configuration:\n${formatIssues(result.error)}`);
  }
  const env = { ...result.data, APP_URL: result.data.APP_URL ?? listeningOrigin(cleaned) };

  const missing: string[] = [];
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    missing.push("  - VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one key pair) or neither");
  }
  if (env.STRIPE_SECRET_KEY) {
    // Half a Stripe setup takes money without granting access, or cannot say which price was bought.
    const needed = ["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_ANNUAL"] as const;
    const absent = needed.filter((key) => !env[key]);
    if (absent.length) missing.push(`  - ${absent.join(", ")}: required with STRIPE_SECRET_KEY (see README, Payments)`);
  }
  if (env.NODE_ENV === "production" && !isBuildPhase(source)) {
    if (!env.AUTH_SECRET)
      missing.push("  - AUTH_SECRET: required in production (generate one with `openssl rand -base64 32`)");
    if (!env.DATA_ENCRYPTION_KEYS)
      missing.push('  - DATA_ENCRYPTION_KEYS: required in production ("key1:" + `openssl rand -base64 32`)');
    // It shows everyone's one-time links: only a local demo may open it in production (decision 024).
    if (env.DEV_MAILBOX && !isLoopbackUrl(env.APP_URL)) {
      missing.push(
        "  - DEV_MAILBOX: must be off in production unless APP_URL is a loopback address (a local demo): " +
          "it shows every user's verification, reset and export links to anyone",
      );
    }
    if (env.STRIPE_API_BASE && !isLoopbackUrl(env.STRIPE_API_BASE)) {
      missing.push("  - STRIPE_API_BASE: only a loopback address (a local stand-in for tests) may replace Stripe");
    }
    // Quick exit must leave Attune, and over https: a plain-http page can be rewritten by whoever runs the network.
    if (env.SAFE_EXIT_URL && new URL(env.SAFE_EXIT_URL).origin === new URL(env.APP_URL).origin) {
      missing.push("  - SAFE_EXIT_URL: must be a page of another site (quick exit leaves Attune), not one on APP_URL");
    } else if (
      env.SAFE_EXIT_URL &&
      new URL(env.SAFE_EXIT_URL).protocol === "http:" &&
      !isLoopbackUrl(env.SAFE_EXIT_URL)
    ) {
      missing.push("  - SAFE_EXIT_URL: must be an https address in production (a loopback one only for tests)");
    }
    if (env.FAULT_INJECTION && !isLoopbackUrl(env.APP_URL)) {
      missing.push(
        "  - FAULT_INJECTION: must be off in production unless APP_URL is a loopback address (a test server): " +
          "it lets any request make the server's reads fail",
      );
    }
  }
  if (missing.length) throw new EnvError(`Invalid environment configuration:\n${missing.join("\n")}`);

  const needsLocal = !env.AUTH_SECRET || !env.DATA_ENCRYPTION_KEYS;
  // A build never serves requests: it gets throw-away secrets rather than writing a file on the build machine.
  const local = !needsLocal
    ? undefined
    : isBuildPhase(source)
      ? {
          AUTH_SECRET: randomBytes(32).toString("base64url"),
          DATA_ENCRYPTION_KEYS: `build:${randomBytes(32).toString("base64")}`,
        }
      : localSecrets(env.DATA_DIR);

  return {
    ...env,
    AUTH_SECRET: env.AUTH_SECRET ?? local!.AUTH_SECRET,
    DATA_ENCRYPTION_KEYS: env.DATA_ENCRYPTION_KEYS ?? local!.DATA_ENCRYPTION_KEYS,
    // The embedded database is single-process, so its jobs must run inside the app.
    JOBS_IN_PROCESS: env.JOBS_IN_PROCESS ?? !env.DATABASE_URL,
    PGLITE_DATA_DIR: env.PGLITE_DATA_DIR ?? path.join(env.DATA_DIR, "pglite"),
    DEV_MAILBOX: env.DEV_MAILBOX ?? env.NODE_ENV !== "production",
    SAFE_EXIT_URL: env.SAFE_EXIT_URL ?? DEFAULT_SAFE_EXIT_URL,
    LISTEN_ORIGIN: httpOrigin.safeParse(cleaned.__NEXT_PRIVATE_ORIGIN).success ? cleaned.__NEXT_PRIVATE_ORIGIN! : null,
  };
}

/** Build-time check (`prebuild`): every variable that is set must be valid; secrets may come later at start. */
export function checkEnvForBuild(source: Source): void {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) throw new EnvError(`Invalid environment configuration:\n${formatIssues(result.error)}`);
}

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    cached = parseEnv(process.env);
    // Auth.js builds its redirects and callback URLs from process.env.AUTH_URL and nothing else; without it, from
    // the request it happens to be handling (http://localhost:PORT behind `next start`). APP_URL is the one public
    // URL, so Auth.js gets it from here (issue #11).
    process.env.AUTH_URL = authUrlFor(cached.APP_URL);
  }
  return cached;
}

/** Where Auth.js's routes live (app/api/auth/[...nextauth]) on the public URL. */
export function authUrlFor(appUrl: string): string {
  return new URL("/api/auth", appUrl).toString();
}

/** Tests swap configuration per case; production code never calls this. */
export function resetEnvForTests(): void {
  cached = undefined;
}

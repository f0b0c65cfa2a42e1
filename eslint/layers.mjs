/**
 * House rule 1: dependencies point one way, app → actions/services → domain + data → db.
 *
 * Each restriction names the alias form ("@/db/client") and, where a file could reach the same module by climbing
 * out of its folder ("../../db/client"), a relative form too. The relative forms are textual, so they only catch
 * paths that name the target folder; an import that climbs and re-enters through a folder with the same name as a
 * target (e.g. "../data" inside lib/domain/sub/) would be flagged and should be written with "@/" instead.
 */
const alias = (path) => `^@/${path}(?:/|$)`;
const climb = (path) => `^(?:\\./)?(?:\\.\\./)+${path}(?:/|$)`;
const pkg = (name) => `^${name}(?:/|$)`;

const restrict = (regexes, message, extra = {}) => regexes.map((regex) => ({ regex, message, ...extra }));

/** Imports of our own top-level folders (`app`, `components`, `db`, `emails`) and of `lib/<dir>`. */
const folder = (dir) => [alias(dir), climb(dir)];
const libDir = (dir) => [alias(`lib/${dir}`), climb(`(?:lib/)?${dir}`)];
const folders = (...dirs) => dirs.flatMap((dir) => (dir.startsWith("lib/") ? libDir(dir.slice(4)) : folder(dir)));

const DATABASE_PACKAGES = [pkg("drizzle-orm"), pkg("pg"), "^@electric-sql/"];
const SDKS = [pkg("resend"), pkg("stripe"), pkg("openai"), pkg("twilio"), pkg("web-push")];
const FRAMEWORK = [pkg("next"), pkg("react"), pkg("react-dom"), pkg("next-auth"), "^@auth/"];

/**
 * Messages leave only through lib/messaging (issue #12): it alone renders emails/ templates, enqueues in the outbox
 * and writes in-app notices, so every message gets the same fields, links and copy, and push can plug in at one place.
 * The outbox's claim/read side (for the runner and the dev mailbox) is not covered by this rule.
 */
const messagingOwned = restrict(
  [...folder("emails"), "^@/lib/data/(?:outbox-writes|notification-writes)$"],
  "Emails, the outbox and in-app notices are reached only through lib/messaging (queueEmail/queueSms/notify, issue #12).",
);

const dbDirect = restrict(
  [...folder("db"), ...DATABASE_PACKAGES],
  "UI and actions reach data only through lib/services or lib/data (house rule 1).",
);

/**
 * What a leaf folder (integrations, security, validation) may never reach: UI, the database, the framework and every
 * layer of ours above lib/domain. Each adds its own on top.
 */
const LEAF_REFUSALS = [
  ...folders("app", "components", "emails", "db"),
  ...["data", "services", "actions", "auth", "jobs", "messaging", "http"].flatMap(libDir),
  ...FRAMEWORK,
  ...DATABASE_PACKAGES,
];

/** lib/http is request plumbing for app/, lib/actions and lib/auth; nothing below them may depend on a request. */
const noHttp = restrict(folders("lib/http"), "Only app/, lib/actions and lib/auth use lib/http (house rule 3).");

const layers = {
  "lib/domain/**": [
    ...restrict(
      [
        ...folders("db", "emails", "app", "components"),
        ...[
          "data",
          "services",
          "actions",
          "integrations",
          "auth",
          "jobs",
          "http",
          "messaging",
          "security",
          "validation",
        ].flatMap(libDir),
        ...FRAMEWORK,
        ...DATABASE_PACKAGES,
        ...SDKS,
      ],
      "lib/domain is pure logic: no database, framework, I/O or outer layers (house rule 1).",
    ),
  ],
  "lib/data/**": [
    ...restrict(
      [
        ...folders("app", "components", "emails"),
        ...["services", "actions", "auth", "http", "messaging", "jobs", "integrations"].flatMap(libDir),
        ...FRAMEWORK,
        ...SDKS,
      ],
      "lib/data sits below services and UI; it may use db and lib/domain only (house rule 1).",
    ),
  ],
  "lib/services/**": [
    ...restrict(
      [...folders("app", "components", "lib/actions"), pkg("react-dom"), pkg("react"), pkg("next-auth"), "^@auth/"],
      "lib/services must not depend on actions, UI or the framework (house rule 1).",
    ),
    // Who is asking is decided by the caller's guard; a service gets a user id, never a session.
    ...restrict(
      [
        "^@/lib/auth/(?:next-auth|guards|session|cookies)$",
        "^(?:\\./)?(?:\\.\\./)+auth/(?:next-auth|guards|session|cookies)$",
        pkg("next"),
      ],
      "Services take the user as an argument: the guard runs in the page, action or handler (house rule 2).",
    ),
    ...restrict(folders("lib/jobs"), "Services hand messages to lib/messaging; only it talks to the job runner."),
    ...noHttp,
    ...messagingOwned,
    // Types such as Executor/Transaction are fine; the runtime handle must come through lib/data.
    ...restrict(
      ["^@/db/client$", "^(?:\\./)?(?:\\.\\./)+db/client$"],
      "Services reach the database through lib/data; only `import type` from @/db/client is allowed (house rule 1).",
      { allowTypeImports: true },
    ),
  ],
  // The live-event hub (issue #14): one database listener per process fanned out to open streams. Infrastructure a
  // handler subscribes to, not a use case, so it sits beside lib/services and reaches only its shared helpers.
  "lib/live-events/**": [
    ...restrict(
      [
        ...folders("app", "components", "lib/actions", "lib/jobs", "lib/messaging", "lib/auth"),
        "^@/lib/services/(?!shared/)",
        ...FRAMEWORK,
        ...SDKS,
      ],
      "lib/live-events reads lib/data and lib/domain and reports through lib/services/shared only.",
    ),
    ...noHttp,
    ...dbDirect,
  ],
  "lib/messaging/**": [
    ...restrict(
      [...folders("app", "components", "lib/actions", "lib/services", "lib/auth"), ...FRAMEWORK],
      "lib/messaging is called by services; it may use emails/, lib/data, lib/domain, lib/jobs, lib/env and schema types only.",
    ),
    ...noHttp,
    ...dbDirect,
  ],
  "lib/jobs/**": [
    ...restrict(
      [...folders("app", "components", "emails", "lib/actions", "lib/auth"), ...FRAMEWORK],
      "lib/jobs runs outside any request: lib/data, lib/integrations, lib/messaging and lib/services only.",
    ),
    ...noHttp,
    ...dbDirect,
  ],
  "lib/integrations/**": restrict(
    LEAF_REFUSALS,
    "lib/integrations wraps one outside service each: its SDK, lib/env and lib/domain types only (house rule 1).",
  ),
  // This process's own figures for /dev-tools (issue #19): request latencies, Web Vitals, event-loop delay, kept in
  // bounded memory. Node APIs and pure rules only, so the ingress hook and every layer above may record into it.
  "lib/monitoring/**": restrict(
    [...LEAF_REFUSALS, ...libDir("integrations"), ...SDKS],
    "lib/monitoring keeps this process's figures in memory: node APIs and lib/domain only (issue #19).",
  ),
  // Spans for every layer (decision 078), like lib/logger.ts: the OpenTelemetry API only, so it can sit under db/.
  "lib/tracing.ts": restrict(
    [...LEAF_REFUSALS, ...["integrations", "monitoring", "security", "validation", "domain"].flatMap(libDir), ...SDKS],
    "lib/tracing is the OpenTelemetry API for every layer: it imports none of ours (decision 078).",
  ),
  "lib/security/**": restrict(
    [...LEAF_REFUSALS, ...libDir("integrations")],
    "lib/security is cryptography with no outer dependencies (house rule 1).",
  ),
  "lib/validation/**": restrict(
    [...LEAF_REFUSALS, ...libDir("integrations")],
    "lib/validation holds zod schemas over lib/domain rules; it runs in the browser too (house rule 1).",
  ),
  "lib/auth/**": [
    ...restrict(
      [...folders("app", "components", "lib/actions", "lib/messaging", "lib/jobs"), pkg("react-dom")],
      "lib/auth reads sessions and runs Auth.js; it calls services and lib/data, never UI or actions.",
    ),
    ...dbDirect,
    ...messagingOwned,
  ],
  "lib/http/**": [
    ...restrict(
      [...folders("app", "components", "lib/actions", "lib/services", "lib/messaging", "lib/jobs"), pkg("react-dom")],
      "lib/http is request plumbing: guards, errors and headers, never a use case (house rule 3).",
    ),
    ...dbDirect,
    ...messagingOwned,
  ],
  "lib/actions/**": [
    ...dbDirect,
    ...messagingOwned,
    ...restrict(folders("lib/jobs", "lib/messaging"), "Actions call one service; messages are the service's business."),
  ],
  "app/**": [
    ...dbDirect,
    ...messagingOwned,
    ...restrict(
      folders("lib/data", "lib/jobs", "lib/messaging"),
      "Pages and handlers read through services (load-*.ts) after their guard (house rules 2 and 5).",
    ),
  ],
  "components/**": [
    ...dbDirect,
    ...noHttp,
    ...messagingOwned,
    ...restrict(
      [
        ...folders(
          "lib/services",
          "lib/data",
          "lib/auth",
          "lib/jobs",
          "lib/messaging",
          "lib/integrations",
          "lib/security",
        ),
      ],
      "Components get data via props or server actions, not services or lib/data (house rule 1).",
    ),
  ],
  // The browser's offline write queue (issue #17): IndexedDB and fetch, shared by pages and the service worker, so
  // it may use only the schemas and rules that also run in the browser.
  "lib/offline/**": restrict(
    [
      ...LEAF_REFUSALS,
      ...["integrations", "security", "env"].flatMap(libDir),
      "^@/lib/logger$",
      "^@/lib/tracing$",
      ...SDKS,
      pkg("server-only"),
    ],
    "lib/offline runs in the browser and the service worker: lib/validation, lib/domain and web APIs only (issue #17).",
  ),
  // The service worker (issue #17) runs outside any page: Serwist, lib/offline and pure rules, nothing of the server.
  "sw/**": restrict(
    [
      ...folders("app", "components", "emails", "db"),
      ...[
        "data",
        "services",
        "actions",
        "auth",
        "jobs",
        "messaging",
        "http",
        "integrations",
        "security",
        "env",
      ].flatMap(libDir),
      "^@/lib/logger$",
      "^@/lib/tracing$",
      ...FRAMEWORK,
      ...DATABASE_PACKAGES,
      ...SDKS,
    ],
    "The service worker may use serwist, lib/offline, lib/domain and lib/validation only (issue #17).",
  ),
  "emails/**": restrict(
    [
      ...folders("app", "components", "db"),
      ...["data", "services", "actions", "auth", "jobs", "messaging", "http", "integrations"].flatMap(libDir),
      pkg("next"),
      ...DATABASE_PACKAGES,
    ],
    "emails/ are templates: props in, markup out; lib/messaging renders them (issue #12).",
  ),
  "db/**": restrict(
    [
      ...folders("app", "components", "emails"),
      ...["data", "services", "actions", "auth", "jobs", "messaging", "http", "integrations", "validation"].flatMap(
        libDir,
      ),
      ...FRAMEWORK,
    ],
    "db/ is the bottom layer: schema, client and migrations (house rule 1).",
  ),
};

// Flat config replaces (not merges) a rule's options per matching block, so every folder gets exactly one block.
// Tests are left out: a test may set up its world from any layer (a row through lib/data, a request through app/).
export const layerBlocks = Object.entries(layers).map(([glob, patterns]) => ({
  name: `attune/layers/${glob}`,
  files: [glob],
  ignores: ["**/*.test.{ts,tsx}"],
  rules: { "no-restricted-imports": ["error", { patterns }] },
}));

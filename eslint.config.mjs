import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import drizzle from "eslint-plugin-drizzle";

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

const dbDirect = restrict(
  [alias("db"), climb("db"), pkg("drizzle-orm"), pkg("pg"), "^@electric-sql/"],
  "UI and actions reach data only through lib/services or lib/data (house rule 1).",
);

const layers = {
  "lib/domain/**": restrict(
    [
      alias("db"),
      climb("db"),
      ...["data", "services", "actions", "integrations", "auth", "jobs"].flatMap((dir) => [
        alias(`lib/${dir}`),
        climb(`(?:lib/)?${dir}`),
      ]),
      pkg("next"),
      pkg("react"),
      pkg("react-dom"),
      pkg("drizzle-orm"),
      pkg("pg"),
      "^@electric-sql/",
      pkg("resend"),
      pkg("stripe"),
      pkg("openai"),
      pkg("twilio"),
    ],
    "lib/domain is pure logic: no database, framework, I/O or outer layers (house rule 1).",
  ),
  "lib/data/**": restrict(
    [
      ...["services", "actions"].flatMap((dir) => [alias(`lib/${dir}`), climb(`(?:lib/)?${dir}`)]),
      ...["app", "components"].flatMap((dir) => [alias(dir), climb(dir)]),
      pkg("react"),
      pkg("react-dom"),
      pkg("next"),
    ],
    "lib/data sits below services and UI; it may use db and lib/domain only (house rule 1).",
  ),
  "lib/services/**": [
    ...restrict(
      [
        alias("lib/actions"),
        climb("(?:lib/)?actions"),
        ...["app", "components"].flatMap((dir) => [alias(dir), climb(dir)]),
        pkg("react-dom"),
      ],
      "lib/services must not depend on actions or UI (house rule 1).",
    ),
    // Types such as Executor/Transaction are fine; the runtime handle must come through lib/data.
    ...restrict(
      ["^@/db/client$", "^(?:\\./)?(?:\\.\\./)+db/client$"],
      "Services reach the database through lib/data; only `import type` from @/db/client is allowed (house rule 1).",
      { allowTypeImports: true },
    ),
  ],
  "lib/actions/**": dbDirect,
  "app/**": dbDirect,
  "components/**": [
    ...dbDirect,
    ...restrict(
      [alias("lib/services"), alias("lib/data"), climb("lib/(?:services|data)")],
      "Components get data via props or server actions, not services or lib/data (house rule 1).",
    ),
  ],
};

// Flat config replaces (not merges) a rule's options per matching block, so every folder gets exactly one block.
const layerBlocks = Object.entries(layers).map(([glob, patterns]) => ({
  name: `attune/layers/${glob}`,
  files: [glob],
  rules: { "no-restricted-imports": ["error", { patterns }] },
}));

const processEnvMessage = "Read configuration through env() from @/lib/env (house rule 4).";
const processEnv = "MemberExpression[object.name='process'][property.name='env']";

const processEnvSelectors = [
  // process.env.NEXT_RUNTIME is a constant Next inlines at build time (instrumentation.ts branches on it so the
  // bundler can drop Node-only code from edge bundles), not configuration, so it is the one name let through.
  {
    selector: `MemberExpression[computed=false][property.name!='NEXT_RUNTIME'] > ${processEnv}.object`,
    message: processEnvMessage,
  },
  { selector: `MemberExpression[computed=true] > ${processEnv}.object`, message: processEnvMessage },
  { selector: `:not(MemberExpression) > ${processEnv}`, message: processEnvMessage },
  {
    selector: "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
    message: processEnvMessage,
  },
  {
    selector: "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
    message: processEnvMessage,
  },
];

// lib/domain is deterministic: "now" and randomness are arguments, so every engine can be tested at an exact instant.
const domainMessage =
  "lib/domain is pure: take `now` (a Clock) or random values as arguments (house rule: lib/domain).";
const clockSelectors = [
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: domainMessage },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: domainMessage },
  { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: domainMessage },
  { selector: "CallExpression[callee.object.name='performance'][callee.property.name='now']", message: domainMessage },
];

// Every string field of lib/validation is built by text()/anyText() (lib/validation/text.ts), so no schema can let a
// control character or a lone surrogate through to the database (issue #11). Only text.ts itself calls z.string().
const textMessage =
  "Build string fields with text() or anyText() from @/lib/validation/text: a bare z.string() lets control characters through (issue #11).";
const textSelectors = [
  { selector: "MemberExpression[object.name='z'][property.name='string']", message: textMessage },
  {
    selector: "MemberExpression[object.object.name='z'][object.property.name='coerce'][property.name='string']",
    message: textMessage,
  },
  { selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='string']", message: textMessage },
];

export default defineConfig([
  globalIgnores([
    ".next/**",
    "node_modules/**",
    ".data/**",
    "db/migrations/**",
    "next-env.d.ts",
    "coverage/**",
    "test-results/**",
    "tests/e2e/artifacts/**",
  ]),
  ...nextVitals,
  ...nextTs,
  {
    name: "attune/drizzle",
    plugins: { drizzle },
    rules: {
      // The plugin matches the identifier before .delete/.update, so it must list every name a database handle
      // goes by here: db() (see db/client.ts), tx in transactions, executor in lib/data signatures.
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx", "executor"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx", "executor"] }],
    },
  },
  ...layerBlocks,
  {
    name: "attune/process-env",
    files: ["**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}"],
    ignores: ["lib/env.ts", "tests/**", "scripts/**", "**/*.config.*", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": ["error", ...processEnvSelectors],
    },
  },
  {
    name: "attune/domain-purity",
    files: ["lib/domain/**/*.ts"],
    ignores: ["**/*.test.ts"],
    // Re-lists the process.env selectors: a later block replaces, not merges, the options of the same rule.
    rules: { "no-restricted-syntax": ["error", ...processEnvSelectors, ...clockSelectors] },
  },
  {
    name: "attune/validation-text",
    files: ["lib/validation/**/*.ts"],
    ignores: ["**/*.test.ts", "lib/validation/text.ts"],
    // Re-lists the process.env selectors: a later block replaces, not merges, the options of the same rule.
    rules: { "no-restricted-syntax": ["error", ...processEnvSelectors, ...textSelectors] },
  },
]);

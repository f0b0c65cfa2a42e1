import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import drizzle from "eslint-plugin-drizzle";
import { layerBlocks } from "./eslint/layers.mjs";

const processEnvMessage = "Read configuration through env() from @/lib/env (house rule 6).";
const processEnv = "MemberExpression[object.name='process'][property.name='env']";

// Imports that put weight in every page's first load: a static toast import from sonner (components/ui/toast.ts loads
// it on use) and next/link.
const firstLoadSelectors = [
  {
    selector: "ImportDeclaration[source.value='sonner'][importKind!='type'] > ImportSpecifier[imported.name='toast']",
    message: "Import toast from @/components/ui/toast: it loads sonner on first use (decision 059).",
  },
  // next/link is about 3.5 kB gzip in every page that renders one; components/ui/link.tsx is the router's link without
  // that weight (decision 066, updated 2026-11-29).
  {
    selector: "ImportDeclaration[source.value='next/link']",
    message:
      "Import { Link } from @/components/ui/link: next/link costs 3.5 kB in every page's first load (decision 066).",
  },
];

// One way to call a server action from the client (issue #36, decision 074): inside useAction (or the switches built on
// it), which settles a call that throws into the toast every form gives, where an `await someAction()` in a bare
// transition sent a dropped connection to the error boundary. Server actions are named `…Action` in lib/actions; the
// offline entry forms and progressive <form action>s hand the action itself over, which is no call.
const actionCallMessage =
  "Call a server action through useAction (@/components/forms/use-action): it gives busy state, the failure toast and a dropped connection's toast (decision 074).";
const actionCallSelectors = [
  {
    selector:
      "Program:has(> ExpressionStatement[directive='use client']) CallExpression[callee.type='Identifier'][callee.name=/^(?!use)[a-z]\\w*Action$/]:not(CallExpression[callee.name=/^use(Action|OptimisticToggles)$/] *)",
    message: actionCallMessage,
  },
];

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

// The e2e suite's timing bets (issue #31): a sleep, and a one-shot read of the page where a retrying assertion belongs.
const sleep = "No sleeps in e2e tests: wait for the event (a response, a live event, page.clock), then assert.";
const oneShot =
  "/^(textContent|innerText|innerHTML|inputValue|getAttribute|is(Visible|Hidden|Enabled|Disabled|Checked|Editable)|count|allTextContents|allInnerTexts)$/";
const e2eOnly = "E2E tests run on Playwright Test: test and expect from ./fixtures, types from @playwright/test.";
const e2eSelectors = [
  { selector: "CallExpression[callee.property.name='waitForTimeout']", message: sleep },
  { selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']", message: sleep },
  {
    selector: `CallExpression[callee.name='expect'] > AwaitExpression > CallExpression[callee.property.name=${oneShot}]`,
    message: "A one-shot read races the page: use a web-first assertion (await expect(locator).toHaveText(), …).",
  },
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
    // Bundled by `serwist build` from sw/ (decision 039).
    "public/sw.js",
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
    // A file past 400 lines is doing more than one thing (house rule 1); tests may be long tables.
    name: "attune/max-lines",
    files: ["**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}"],
    ignores: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: { "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    name: "attune/e2e",
    files: ["tests/e2e/**/*.ts", "playwright.config.ts"],
    rules: {
      // Playwright's fixtures hand a value on with a callback named `use`, which is not React's.
      "react-hooks/rules-of-hooks": "off",
      "no-restricted-syntax": ["error", ...e2eSelectors],
      "no-restricted-imports": [
        "error",
        { paths: ["vitest", "playwright-core"].map((name) => ({ name, message: e2eOnly })) },
      ],
    },
  },
  {
    name: "attune/process-env",
    files: ["**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}"],
    ignores: ["lib/env.ts", "tests/**", "scripts/**", "**/*.config.*", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": ["error", ...processEnvSelectors, ...firstLoadSelectors],
    },
  },
  {
    name: "attune/one-way-to-call-actions",
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    // Re-lists the process.env and toast selectors: a later block replaces, not merges, the options of the same rule.
    rules: { "no-restricted-syntax": ["error", ...processEnvSelectors, ...firstLoadSelectors, ...actionCallSelectors] },
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

// Runs in the browser before any app code. zod compiles object parsers with `new Function` and probes for that
// ability the first time it builds an object schema; our Content-Security-Policy forbids eval (decision 025), so the
// probe would be refused and reported as a violation on every page that validates a form. Parsing without the
// compiled fast path is the same result, a few microseconds slower. The server keeps the fast path.
//
// zod keeps its configuration on this global (zod/v4/core/core.js, which creates it if absent), so setting it here
// configures zod without putting zod into every page's first-load script: pages without a form never load it.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

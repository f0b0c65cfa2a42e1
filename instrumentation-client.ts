import { config } from "zod/v4/core";

// Runs in the browser before any app code. zod compiles object parsers with `new Function` and probes for that
// ability the first time it builds an object schema; our Content-Security-Policy forbids eval (decision 025), so the
// probe would be refused and reported as a violation on every page that validates a form. Parsing without the
// compiled fast path is the same result, a few microseconds slower. The server keeps the fast path.
config({ jitless: true });

// @ts-check
/**
 * The last step of `npm run build` (issue #41, decision 077): completes .next/standalone, the server `npm run start`
 * and the Docker image run. Next traces the server's own files and the node_modules it loads, but leaves out, as its
 * output docs say, public/ and .next/static (a CDN may serve those); the migrations the server applies at start
 * (db/migrate.ts reads them from the working directory, which server.js makes .next/standalone) are not traced
 * either. It runs after `serwist build`, which writes public/sw.js: copied earlier, the server would have no worker.
 */
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const standalone = path.join(root, ".next/standalone");
if (!existsSync(path.join(standalone, "server.js"))) {
  console.error('.next/standalone/server.js is missing: next.config.mjs must say output: "standalone".');
  process.exit(1);
}

for (const [from, to] of [
  ["public", "public"],
  [".next/static", ".next/static"],
  ["db/migrations", "db/migrations"],
]) {
  const source = path.join(root, from);
  if (!existsSync(source)) continue;
  const target = path.join(standalone, to);
  // A file a new build no longer has must not linger from the previous one.
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
}
console.log("Standalone server assembled in .next/standalone (public/, .next/static, db/migrations copied).");

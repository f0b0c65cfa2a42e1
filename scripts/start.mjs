// @ts-check
/**
 * `npm run start`: the standalone server (.next/standalone/server.js, decision 077) as `next start` was run before.
 * server.js moves into .next/standalone, which the next build replaces, so three things are settled here first:
 * - .env and .env.local are read from the project, as `next start` reads them (server.js would look in its own
 *   directory and find none);
 * - a relative DATA_DIR or PGLITE_DATA_DIR (the default is ./.data) stays the project's, not one inside the build
 *   that the next build deletes with the embedded database in it;
 * - `-p`/`--port` and `-H`/`--hostname` still work (server.js reads PORT and HOSTNAME only).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import nextEnv from "@next/env";

const root = process.cwd();
const server = path.join(root, ".next/standalone/server.js");
if (!existsSync(server)) {
  console.error("There is no standalone build (.next/standalone/server.js): run npm run build first.");
  process.exit(1);
}

nextEnv.loadEnvConfig(root, false);
process.env.DATA_DIR = path.resolve(root, process.env.DATA_DIR || ".data");
if (process.env.PGLITE_DATA_DIR) process.env.PGLITE_DATA_DIR = path.resolve(root, process.env.PGLITE_DATA_DIR);

const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const [flag, inline] = args[i].split("=", 2);
  const value = inline ?? args[++i];
  if (flag === "-p" || flag === "--port") process.env.PORT = value;
  else if (flag === "-H" || flag === "--hostname") process.env.HOSTNAME = value;
  else {
    console.error(`Unknown option ${args[i]}: npm run start takes -p <port> and -H <hostname> (or PORT and HOSTNAME).`);
    process.exit(1);
  }
}
// `next start` listens on every interface unless told otherwise; so does server.js, but only when HOSTNAME is unset,
// and shells and containers often set HOSTNAME to the machine's name.
if (!args.some((arg) => arg.startsWith("-H") || arg.startsWith("--hostname"))) process.env.HOSTNAME = "0.0.0.0";

await import(pathToFileURL(server).href);

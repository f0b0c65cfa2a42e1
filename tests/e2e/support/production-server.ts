import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/**
 * How the tests start the production server: the standalone server `npm run build` assembles and `npm run start` and
 * the Docker image run (decision 077), so what the e2e suite and the two-instance test pass is what gets deployed.
 * server.js takes its address from PORT and HOSTNAME and moves into .next/standalone itself, so DATA_DIR and anything
 * else relative must be absolute by then.
 */
export function productionServer(root: string, { port, host }: { port: string | number; host: string }) {
  const script = path.join(root, ".next/standalone/server.js");
  if (!existsSync(script)) {
    throw new Error("The standalone server (.next/standalone/server.js) is missing: run npm run build first.");
  }
  return {
    command: process.execPath,
    args: [script],
    env: {
      PORT: String(port),
      HOSTNAME: host,
      // Playwright's request contexts keep connections open between a test's calls; with Node's 5 s keep-alive, a
      // call after a pause could be sent on a socket the server was just closing (ECONNRESET).
      KEEP_ALIVE_TIMEOUT: "120000",
    },
  };
}

/** A signal to the child's whole process group (it was spawned detached): the server and anything it forked. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the child's group, SIGKILL after 10 s; resolves once it has exited. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

import type { ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { Pool } from "pg";

/*
 * Measuring the processes of a benchmark run on Linux: CPU seconds of the server, of the PostgreSQL backends and of
 * the load generator, and the server's V8 CPU profiles. Used by scripts/bench-writes.ts and scripts/bench-dashboard.ts.
 */

export interface CpuSnapshot {
  server: number;
  backends: Map<number, number>;
  client: number;
}

/**
 * Linux only: CPU seconds (user + system) of the server's process group, of each PostgreSQL backend connected to
 * the bench database, and of this process. On a shared machine these, unlike the wall clock, show what a write costs.
 */
export async function cpuSnapshot(child: ChildProcess, pool: Pool): Promise<CpuSnapshot | null> {
  if (!existsSync("/proc/self/stat") || child.pid === undefined) return null;
  const { rows } = await pool.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database()",
  );
  const backendPids = new Set(rows.map((r) => r.pid));
  const ticksPerSecond = 100; // USER_HZ, 100 on Linux
  let server = 0;
  const backends = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let fields: string[];
    try {
      // Field 2 (the command) may contain spaces; the fields after its closing parenthesis are fixed.
      fields = readFileSync(`/proc/${entry}/stat`, "utf8")
        .replace(/^.*\) /, "")
        .split(" ");
    } catch {
      continue; // exited meanwhile
    }
    const cpu = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    if (Number(fields[2]) === child.pid) server += cpu;
    else if (backendPids.has(Number(entry))) backends.set(Number(entry), cpu);
  }
  const self = process.cpuUsage();
  return { server, backends, client: (self.user + self.system) / 1e6 };
}

export function cpuUsed(before: CpuSnapshot, after: CpuSnapshot) {
  let postgres = 0;
  for (const [pid, cpu] of after.backends) postgres += cpu - (before.backends.get(pid) ?? 0);
  return { server: after.server - before.server, postgres, client: after.client - before.client };
}

export function profileDir(dataDir: string): string {
  return path.join(dataDir, "cpu-profiles");
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time by function and by package, from the server's .cpuprofile files (sampled by V8). */
export function printProfile(dataDir: string, root: string): void {
  const dir = profileDir(dataDir);
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".cpuprofile")) : [];
  if (files.length === 0) {
    console.log("  (no CPU profile was written)");
    return;
  }
  // BENCH_PROFILE_OUT=dir keeps the raw profiles (the run's DATA_DIR is removed) for a closer look, e.g. in DevTools.
  const keepIn = process.env.BENCH_PROFILE_OUT;
  if (keepIn) {
    mkdirSync(keepIn, { recursive: true });
    for (const file of files) copyFileSync(path.join(dir, file), path.join(keepIn, file));
    console.log(`  CPU profiles kept in ${keepIn}`);
  }
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const cpu = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
    const nodes = new Map(cpu.nodes.map((n) => [n.id, n.callFrame]));
    cpu.samples.forEach((nodeId, i) => {
      const frame = nodes.get(nodeId)!;
      const us = cpu.timeDeltas[i] ?? 0;
      if (frame.functionName === "(idle)") return;
      total += us;
      const where = frame.url.replace(/^file:\/\//, "").replace(root, "");
      const fn = `${frame.functionName || "(anonymous)"} ${where}:${frame.lineNumber + 1}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
      const pkg = where.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
      const area =
        pkg ?? (where.startsWith(".next/") ? "app bundle (.next)" : where ? "node internals" : frame.functionName);
      byArea.set(area, (byArea.get(area) ?? 0) + us);
    });
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `    ${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`)
      .join("\n");
  console.log(
    `\n  server CPU (busy ${(total / 1e6).toFixed(1)} s, ${files.length} profile(s)) by area:\n${top(byArea, 12)}`,
  );
  console.log(`  by function (self time):\n${top(byFunction, 25)}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: p } = (probe.address() as net.AddressInfo)!;
      probe.close(() => resolve(p));
    });
  });
}

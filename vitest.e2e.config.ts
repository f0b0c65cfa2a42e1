import { defineConfig } from "vitest/config";

// Browser tests against `next start` on the production build (see tests/e2e/global-setup.ts). Kept out of the default
// `vitest run` because they need `npm run build` first and take tens of seconds to boot.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.e2e.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    setupFiles: ["tests/e2e/setup.ts"],
    // Three times the longest test without a timeout of its own on a host with a CPU hog (demo-setup, 21.5 s), so a
    // host twice as slow still passes (issue #42; the slowest tests name their own).
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // expect.poll gives up after 1 s by default: a bet on the machine's speed that a goal's deletion and a generated
    // ritual lost on a host capped at one CPU. A poll that passes returns at once, so only a failure waits this long.
    expect: { poll: { timeout: 15_000 } },
    // Every file drives its own Chromium against one shared server; more than two mostly adds contention.
    maxWorkers: 2,
  },
});

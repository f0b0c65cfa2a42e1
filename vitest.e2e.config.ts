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
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Every file drives its own Chromium against one shared server; more than two mostly adds contention.
    maxWorkers: 2,
  },
});

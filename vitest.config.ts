import { defineConfig } from "vitest/config";

// Two projects: "unit" (pure code, no database) and "integration" (services, actions and handlers against a real
// database: an in-process PGlite per test file, or a fresh PostgreSQL database per file when TEST_DATABASE_URL is set).
export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // "server-only" throws outside React's server condition; tests are server code, so it becomes a no-op.
    alias: { "server-only": new URL("./tests/setup/empty-module.ts", import.meta.url).pathname },
  },
  test: {
    // next-auth imports "next/server" without an extension, which only a bundler resolves; let Vite process it.
    server: { deps: { inline: ["next-auth", "@auth/core"] } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "lib/**/*.test.ts",
            "db/**/*.test.ts",
            "emails/**/*.test.{ts,tsx}",
            "components/**/*.test.{ts,tsx}",
            // Route-only code (a dashboard card's folder, app/dashboard/_cards) keeps its tests beside it.
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
          setupFiles: ["tests/setup/env.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          globalSetup: ["tests/setup/global-db.ts"],
          setupFiles: ["tests/setup/env.ts", "tests/setup/db.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

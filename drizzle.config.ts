import { defineConfig } from "drizzle-kit";

// Generation only needs the schema; migrations are applied by db/migrate.ts (PGlite or PostgreSQL).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  strict: true,
  verbose: false,
});

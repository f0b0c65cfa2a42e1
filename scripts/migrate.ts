import { connection } from "@/db/client";
import { applyMigrations } from "@/db/migrate";

// `npm run db:migrate`: the same migrations the app applies at start, for deploy pipelines that migrate first.
const conn = connection();
await applyMigrations(conn);
console.log(`Migrations applied (${conn.kind}).`);
await conn.close();

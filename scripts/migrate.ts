import { connection } from "@/db/client";
import { migrateDatabase } from "@/lib/data/maintenance";

// `npm run db:migrate`: the same migrations the app applies at start, for deploy pipelines that migrate first.
const { kind, ms } = await migrateDatabase();
console.log(`Migrations applied (${kind}, ${ms} ms).`);
await connection().close();

import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "@/db/client";
import { outbox, users } from "@/db/schema";

test("encrypted columns are ciphertext in SQL and plaintext through drizzle", async () => {
  const [user] = await db().insert(users).values({ email: "a@b.co" }).returning();
  await db()
    .insert(outbox)
    .values({ userId: user!.id, channel: "email", template: "t", recipient: "a@b.co", bodyText: "secret link" });
  const raw = await db().execute(sql`select body_text from outbox`);
  expect(JSON.stringify(raw)).not.toContain("secret link");
  const [row] = await db().select({ bodyText: outbox.bodyText }).from(outbox);
  expect(row!.bodyText).toBe("secret link");
});

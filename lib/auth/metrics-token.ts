import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The guard of GET /api/metrics (issue #41, decision 078): a scraper is not a person, so it has no session; it shows
 * the METRICS_TOKEN as `Authorization: Bearer <token>`. Without the variable the endpoint does not exist (404), so a
 * server nobody configured for scraping tells nobody it could be. Compared as SHA-256 digests with timingSafeEqual:
 * equal lengths whatever was sent, and no early exit on the first differing character.
 */
export function requireMetricsToken(request: Request): void {
  const expected = env().METRICS_TOKEN;
  if (!expected) throw new AppError("NOT_FOUND", "Not found.");
  const presented = /^Bearer[ ]+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  if (!timingSafeEqual(digest(presented), digest(expected))) {
    throw new AppError("UNAUTHENTICATED", "A valid metrics token is required.");
  }
}

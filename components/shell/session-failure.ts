import "server-only";
import { randomBytes } from "node:crypto";
import { unstable_rethrow } from "next/navigation";
import { logger } from "@/lib/logger";
import { AUTH_INIT_DIGEST_PREFIX } from "./error-kinds";

/**
 * For protected pages: `const user = await requireUser().catch(sessionReadFailed)`. The guard's own redirects pass
 * through untouched; any other failure means the session could not be read at all (database down, not "signed out"),
 * so it is rethrown with a digest that app/error.tsx recognises and answers with the "Authentication Error" screen.
 * The id in the digest is the one in this log line, so the screen and the server log agree.
 */
export function sessionReadFailed(error: unknown): never {
  unstable_rethrow(error);
  const digest = `${AUTH_INIT_DIGEST_PREFIX}${randomBytes(6).toString("hex")}`;
  const cause = error instanceof Error ? error : new Error(String(error));
  logger.error("auth.session_read_failed", { errorId: digest, name: cause.name, message: cause.message });
  throw Object.assign(new Error(`Reading the session failed: ${cause.message}`, { cause }), { digest });
}

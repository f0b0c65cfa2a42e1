import { cookies } from "next/headers";
import { env } from "@/lib/env";

/**
 * Fault injection for the e2e suite (decision 032). A card's error state only shows when its read fails, and the
 * suite runs the production build, so a test names the reads to fail in the `attune-faults` cookie
 * ("insights|moodChart") and the server fails exactly those, the way a dropped query would: a plain Error that the
 * one mapper logs and turns into the card's error state. Only when FAULT_INJECTION is on, which production allows on
 * a loopback APP_URL alone (lib/env.ts); otherwise the cookie is never read and a call costs one boolean check.
 */
export const FAULTS_COOKIE = "attune-faults";

export class InjectedFault extends Error {
  override name = "InjectedFault";
}

/** Throws when this request's cookie names `point` (for the dashboard, a card: app/dashboard/_components). */
export async function failIfInjected(point: string): Promise<void> {
  if (!env().FAULT_INJECTION) return;
  const named = (await cookies()).get(FAULTS_COOKIE)?.value.split("|") ?? [];
  if (named.includes(point)) throw new InjectedFault(`Injected fault: ${point}`);
}

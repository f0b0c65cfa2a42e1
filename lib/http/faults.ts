import { cookies, headers } from "next/headers";
import { env } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER, isLoopbackAddress } from "./client-address";

/**
 * Fault injection for the e2e suite (decision 032). A card's error and loading states only show when its read fails
 * or is slow, and the suite runs the production build, so a test names reads in the `attune-faults` cookie
 * ("insights|moodChart:slow") and the server fails those the way a dropped query would (a plain Error that the one
 * mapper logs and turns into the card's error state) or, with `:slow`, delays them. Only when FAULT_INJECTION is on,
 * which production allows on a loopback APP_URL alone (lib/env.ts); otherwise the cookie is never read and a call
 * costs one boolean check.
 */
const FAULTS_COOKIE = "attune-faults";

/**
 * A cookie by which the e2e suite steers this request (the faults here, the clock in test-clock.ts), or undefined:
 * read only with FAULT_INJECTION on and for a client on this machine (issue #30), whatever interface the server
 * listens on; otherwise never read, and a call costs one boolean check.
 */
export async function testControlCookie(name: string): Promise<string | undefined> {
  if (!env().FAULT_INJECTION) return undefined;
  if (!isLoopbackAddress((await headers()).get(CLIENT_ADDRESS_HEADER))) return undefined;
  return (await cookies()).get(name)?.value;
}

/** How long a read named `point:slow` takes: long enough for a test to see its card's loading state. */
export const INJECTED_DELAY_MS = 2_000;

export class InjectedFault extends Error {
  override name = "InjectedFault";
}

/**
 * Throws when this request's cookie names `point` (for the dashboard, a card's `read`: app/dashboard/_cards), or waits
 * INJECTED_DELAY_MS first when it names `point:slow`, so the card streams in late.
 */
export async function failIfInjected(point: string): Promise<void> {
  const named = (await testControlCookie(FAULTS_COOKIE))?.split("|") ?? [];
  if (named.includes(point)) throw new InjectedFault(`Injected fault: ${point}`);
  if (named.includes(`${point}:slow`)) await new Promise((resolve) => setTimeout(resolve, INJECTED_DELAY_MS));
}

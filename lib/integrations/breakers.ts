import { env } from "@/lib/env";
import { cachedAiBreaker } from "./ai";
import { cachedBillingBreaker } from "./billing";
import { registeredBreakers, type CircuitBreaker, type CircuitState } from "./circuit-breaker";

/**
 * Read-only states of the circuit breakers this process holds, per outside service, for the Backend tab (issue #19).
 * Nothing here makes a breaker or an SDK client: a service never called from this process has no breaker yet, and
 * is reported as such with the reason.
 *
 * Email, SMS and push breakers are made by the delivery job (lib/jobs/deliver.ts) in the registry circuitBreaker()
 * keeps on globalThis; OpenAI's and Stripe's belong to their cached provider objects.
 */

export type BreakerService = "email" | "sms" | "push" | "ai" | "billing";

export interface BreakerState {
  service: BreakerService;
  /** The breaker's own name ("email:resend", "openai"); null when this process has none for the service. */
  name: string | null;
  state: CircuitState | null;
  /** While open: when the next trial call may go through. */
  retryAt: Date | null;
  /** Why there is no breaker, when there is none. */
  note: string | null;
}

function stateOf(service: BreakerService, breaker: CircuitBreaker): BreakerState {
  // `state` first: reading it is what moves an expired OPEN breaker to HALF_OPEN, so retryAt matches it.
  const state = breaker.state;
  return { service, name: breaker.name, state, retryAt: state === "OPEN" ? breaker.retryAt : null, note: null };
}

const none = (service: BreakerService, note: string): BreakerState => ({
  service,
  name: null,
  state: null,
  retryAt: null,
  note,
});

export function breakerStates(): BreakerState[] {
  const config = env();
  const states: BreakerState[] = [];
  const registry = registeredBreakers();
  for (const service of ["email", "sms", "push"] as const) {
    const found = registry.filter((breaker) => breaker.name.startsWith(`${service}:`));
    states.push(
      ...(found.length > 0
        ? found.map((breaker) => stateOf(service, breaker))
        : [none(service, "Nothing sent from this process yet; a breaker starts closed.")]),
    );
  }
  const ai = cachedAiBreaker();
  states.push(
    ai
      ? stateOf("ai", ai)
      : none(
          "ai",
          config.OPENAI_API_KEY
            ? "No model call from this process yet; a breaker starts closed."
            : "OPENAI_API_KEY is not set: the offline coach answers, with no breaker.",
        ),
  );
  const billing = cachedBillingBreaker();
  states.push(
    billing
      ? stateOf("billing", billing)
      : none(
          "billing",
          config.STRIPE_SECRET_KEY
            ? "No Stripe call from this process yet; a breaker starts closed."
            : "Stripe is not configured: offline billing, with no breaker.",
        ),
  );
  return states;
}

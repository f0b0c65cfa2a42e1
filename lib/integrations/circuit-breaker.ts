import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { traced } from "@/lib/tracing";

/**
 * Circuit breaker with the semantics of spec 3 §4/§9: CLOSED → OPEN after 5 failures (within a 5-minute window, with
 * no success in between), OPEN → HALF_OPEN once 60 s have passed, HALF_OPEN → CLOSED after 3 successes, and any
 * half-open failure re-opens it for another 60 s. At most 3 trial calls run at once while half-open.
 *
 * Why not opossum: it opens on an error *percentage* over a rolling bucket window (with a volume
 * threshold) and closes after a *single* successful half-open trial, and its state changes run on timers. Bending
 * it into "5 consecutive failures / 3 successes" would mean a wrapper that second-guesses every one of its
 * transitions, so this is a small state machine of our own instead. Time is read from Date.now() on each call
 * (no timers to leak or unref), which also lets tests drive it with fake timers.
 */

export const CIRCUIT_FAILURE_THRESHOLD = 5;
export const CIRCUIT_RESET_TIMEOUT_MS = 60_000;
export const CIRCUIT_SUCCESS_THRESHOLD = 3;
export const CIRCUIT_FAILURE_WINDOW_MS = 5 * 60_000;
export const CIRCUIT_HALF_OPEN_MAX_CALLS = 3;

export type CircuitState = "CLOSED" | "OPEN" | "HALF_OPEN";

export interface CircuitBreakerOptions {
  failureThreshold?: number;
  resetTimeoutMs?: number;
  successThreshold?: number;
  failureWindowMs?: number;
  halfOpenMaxCalls?: number;
  /** Errors that say nothing about the dependency's health (e.g. a rejected address) should not trip it. */
  isFailure?: (error: unknown) => boolean;
  now?: () => number;
}

export class CircuitOpenError extends AppError {
  override name = "CircuitOpenError";
  constructor(
    readonly breaker: string,
    /** When the breaker will next let a trial call through. */
    readonly retryAt: Date,
    now: number = Date.now(),
  ) {
    super("UNAVAILABLE", `Circuit breaker ${breaker} is open`, {
      retryAfterSeconds: Math.max(1, Math.ceil((retryAt.getTime() - now) / 1000)),
    });
  }
}

export class CircuitBreaker {
  private current: CircuitState = "CLOSED";
  private failures: number[] = [];
  private successes = 0;
  private openedAt = 0;
  private trialsInFlight = 0;
  // Bumped on every transition so that a call that started under an earlier state cannot change the new one.
  private generation = 0;
  private readonly config: Required<CircuitBreakerOptions>;
  private readonly spanAttributes: { "attune.provider": string };

  constructor(
    readonly name: string,
    options: CircuitBreakerOptions = {},
  ) {
    this.spanAttributes = { "attune.provider": name };
    this.config = {
      failureThreshold: CIRCUIT_FAILURE_THRESHOLD,
      resetTimeoutMs: CIRCUIT_RESET_TIMEOUT_MS,
      successThreshold: CIRCUIT_SUCCESS_THRESHOLD,
      failureWindowMs: CIRCUIT_FAILURE_WINDOW_MS,
      halfOpenMaxCalls: CIRCUIT_HALF_OPEN_MAX_CALLS,
      isFailure: () => true,
      now: () => Date.now(),
      ...options,
    };
  }

  get state(): CircuitState {
    if (this.current === "OPEN" && this.config.now() >= this.openedAt + this.config.resetTimeoutMs) {
      this.transition("HALF_OPEN");
    }
    return this.current;
  }

  /** The earliest time a call may be let through; now when closed or half-open. */
  get retryAt(): Date {
    return this.state === "OPEN" ? new Date(this.openedAt + this.config.resetTimeoutMs) : new Date(this.config.now());
  }

  async fire<T>(fn: () => Promise<T>): Promise<T> {
    const state = this.state;
    if (state === "OPEN") throw new CircuitOpenError(this.name, this.retryAt, this.config.now());
    if (state === "HALF_OPEN") {
      // Over the trial limit: the caller should come back shortly rather than pile onto a recovering dependency.
      if (this.trialsInFlight >= this.config.halfOpenMaxCalls)
        throw new CircuitOpenError(this.name, this.retryAt, this.config.now());
      this.trialsInFlight++;
    }
    const generation = this.generation;
    try {
      // Every outside call (email, SMS, push, the model, Stripe) passes here: one span each, named by provider.
      const result = await traced(`provider ${this.name}`, { kind: "client", attributes: this.spanAttributes }, fn);
      if (generation === this.generation) this.onSuccess();
      return result;
    } catch (error) {
      // An error that is not a failure (e.g. the provider rejected one address) still proves the dependency answers.
      if (generation === this.generation) {
        if (this.config.isFailure(error)) this.onFailure();
        else this.onSuccess();
      }
      throw error;
    } finally {
      if (state === "HALF_OPEN" && generation === this.generation) this.trialsInFlight--;
    }
  }

  private onSuccess(): void {
    if (this.current === "HALF_OPEN") {
      this.successes++;
      if (this.successes >= this.config.successThreshold) this.transition("CLOSED");
      return;
    }
    this.failures = [];
  }

  private onFailure(): void {
    const now = this.config.now();
    if (this.current === "HALF_OPEN") {
      this.transition("OPEN");
      return;
    }
    this.failures = this.failures.filter((at) => now - at < this.config.failureWindowMs);
    this.failures.push(now);
    if (this.failures.length >= this.config.failureThreshold) this.transition("OPEN");
  }

  private transition(next: CircuitState): void {
    const previous = this.current;
    this.current = next;
    this.generation++;
    this.failures = [];
    this.successes = 0;
    this.trialsInFlight = 0;
    if (next === "OPEN") this.openedAt = this.config.now();
    const log = next === "OPEN" ? logger.warn : logger.info;
    log("circuit.transition", { breaker: this.name, from: previous, to: next });
  }
}

// One breaker per dependency per process, shared by every caller; kept on globalThis because Next bundles server
// code more than once and separate copies would each count only part of the failures.
const KEY = Symbol.for("attune.circuit-breakers");
type Holder = { [KEY]?: Map<string, CircuitBreaker> };
const holder = globalThis as Holder;

/** The breakers made so far in this process, for /dev-tools (reading them changes nothing). */
export function registeredBreakers(): CircuitBreaker[] {
  return [...(holder[KEY]?.values() ?? [])];
}

export function circuitBreaker(name: string, options?: CircuitBreakerOptions): CircuitBreaker {
  const registry = (holder[KEY] ??= new Map());
  let breaker = registry.get(name);
  if (!breaker) {
    breaker = new CircuitBreaker(name, options);
    registry.set(name, breaker);
  }
  return breaker;
}

/** Tests start every case with closed breakers. */
export function resetCircuitBreakersForTests(): void {
  holder[KEY]?.clear();
}

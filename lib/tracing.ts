import { SpanKind, SpanStatusCode, trace, type Attributes } from "@opentelemetry/api";

/**
 * Spans for our own work (issue #41, decision 078): database queries (db/client.ts), outbox deliveries
 * (lib/jobs/deliver.ts) and calls to outside services (the circuit breaker every provider call goes through). Every
 * layer may use it, like lib/logger.ts, and it holds only the OpenTelemetry API: the SDK and its exporter are loaded
 * by lib/monitoring/tracing-sdk.ts, and only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 *
 * Off (the default), `traced` is one property read and a direct call: no span object, no context switch.
 *
 * Attributes name kinds of work (a table, a channel, a template, a provider), never a person: no ids, addresses,
 * names, message text or query parameters, and no exception messages (a provider's error can quote an address).
 */

const ON = Symbol.for("attune.tracing.on");
const flags = globalThis as { [ON]?: boolean };

/** Set by the SDK's start-up once its provider is registered. */
export function markTracingOn(): void {
  flags[ON] = true;
}

export const tracingOn = (): boolean => flags[ON] === true;

export interface SpanOptions {
  attributes?: Attributes;
  /** CLIENT for a call leaving the process (the database, a provider); INTERNAL otherwise. */
  kind?: "client" | "internal";
}

export async function traced<T>(
  name: string,
  options: SpanOptions & { resultAttributes?: (result: T) => Attributes },
  work: () => Promise<T>,
): Promise<T> {
  if (!tracingOn()) return work();
  const kind = options.kind === "client" ? SpanKind.CLIENT : SpanKind.INTERNAL;
  return trace.getTracer("attune").startActiveSpan(name, { kind, attributes: options.attributes }, async (span) => {
    try {
      const result = await work();
      if (options.resultAttributes) span.setAttributes(options.resultAttributes(result));
      return result;
    } catch (error) {
      // The error's class or code only: its message may quote what a person wrote or where a message was going.
      const type = (error as { code?: unknown })?.code ?? (error instanceof Error ? error.name : "unknown");
      span.setAttribute("error.type", String(type).slice(0, 64));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

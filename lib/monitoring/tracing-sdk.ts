import type { Context } from "@opentelemetry/api";
import type { ReadableSpan, Span, SpanProcessor } from "@opentelemetry/sdk-trace-base";
import { markTracingOn } from "@/lib/tracing";
import { routeKey } from "./request-metrics";

/**
 * OpenTelemetry's SDK for this process (issue #41, decision 078): a NodeTracerProvider whose BatchSpanProcessor sends
 * spans to an OTLP/HTTP collector (JSON to <endpoint>/v1/traces). Started by lib/startup.ts (the server, through
 * instrumentation.ts) and scripts/worker.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set; the packages are imported
 * here, dynamically, so a server without the variable never loads them.
 *
 * Once the provider is registered, Next emits its own spans (the request's root span "GET /route" with its status,
 * rendering, route handlers, fetches), and lib/tracing.ts adds ours (queries, deliveries, provider calls).
 */

export interface Tracing {
  /** Sends what is buffered now (tests, and a worker before it exits). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/** Attributes Next and fetch set from a URL: its query can carry a reset or invitation token, its path an id. */
const URL_ATTRIBUTES = ["http.target", "http.url", "url.full", "url.path", "next.route", "http.route"];
const DROPPED = ["url.query", "http.user_agent", "user_agent.original", "client.address", "net.peer.ip"];
const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/i;

/** A path or URL reduced the way request metrics key routes: no query, ids and tokens replaced. */
function scrubUrl(value: string): string {
  try {
    const url = value.startsWith("/") ? null : new URL(value);
    const path = url ? url.pathname : (value.split(/[?#]/, 1)[0] ?? "/");
    // Static files are not route-keyed (routeKey gives null): their path alone, without the query.
    const route = routeKey(path) ?? path;
    return url ? `${url.origin}${route}` : route;
  } catch {
    return "[redacted]";
  }
}

/**
 * Runs before the batch processor sees a span: what Next and fetch record about URLs is reduced to the route, and any
 * attribute that still holds something shaped like an email address is redacted (belt and braces: our own spans
 * never set one).
 */
function scrubSpan(span: ReadableSpan): void {
  const attributes = span.attributes as Record<string, unknown>;
  for (const key of DROPPED) delete attributes[key];
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value !== "string") continue;
    if (URL_ATTRIBUTES.includes(key)) attributes[key] = scrubUrl(value);
    if (EMAIL.test(attributes[key] as string)) attributes[key] = "[redacted]";
  }
  // A root span is named "GET" and renamed "GET /route" once Next knows the route; a path in a name is keyed too.
  const named = /^([A-Z]+) (\/\S*)$/.exec(span.name);
  if (named) (span as { name: string }).name = `${named[1]} ${scrubUrl(named[2]!)}`;
}

const KEY = Symbol.for("attune.tracing.sdk");
const holder = globalThis as { [KEY]?: Promise<Tracing> };

export function startTracing(options: { endpoint: string; serviceName: string }): Promise<Tracing> {
  return (holder[KEY] ??= start(options));
}

async function start({ endpoint, serviceName }: { endpoint: string; serviceName: string }): Promise<Tracing> {
  const [{ NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, semconv] =
    await Promise.all([
      import("@opentelemetry/sdk-trace-node"),
      import("@opentelemetry/sdk-trace-base"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/resources"),
      import("@opentelemetry/semantic-conventions"),
    ]);
  // The variable's meaning in the OpenTelemetry spec: a base URL, to which the signal's path is appended.
  const url = new URL("v1/traces", endpoint.endsWith("/") ? endpoint : `${endpoint}/`).toString();
  const batch = new BatchSpanProcessor(new OTLPTraceExporter({ url }));
  const scrubbing: SpanProcessor = {
    onStart: (span: Span, parent: Context) => batch.onStart(span, parent),
    onEnd: (span: ReadableSpan) => {
      scrubSpan(span);
      batch.onEnd(span);
    },
    forceFlush: () => batch.forceFlush(),
    shutdown: () => batch.shutdown(),
  };
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [semconv.ATTR_SERVICE_NAME]: serviceName }),
    spanProcessors: [scrubbing],
  });
  provider.register();
  markTracingOn();
  return { flush: () => provider.forceFlush(), shutdown: () => provider.shutdown() };
}

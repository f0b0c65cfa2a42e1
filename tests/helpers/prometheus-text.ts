/**
 * A strict reader of Prometheus' text exposition format 0.0.4 (issue #41): prom-client writes the format but has no
 * parser, and promtool is not on this machine. It throws on anything a Prometheus server would refuse or misread,
 * so a test that reads /api/metrics through it proves the output scrapes:
 * - names and label names of the allowed characters; label values quoted, with only \\ \" \n escapes;
 * - values that are floats (NaN, +Inf, -Inf included, in any case as Prometheus reads them), an optional integer
 *   timestamp;
 * - at most one HELP and one TYPE per family, TYPE before its samples, a family's lines together;
 * - no sample twice (same name and labels);
 * - histograms: _bucket (with le), _sum and _count only, buckets non-decreasing per label set, a +Inf bucket equal
 *   to _count; counters' samples not negative;
 * - a final newline.
 */

export type MetricType = "counter" | "gauge" | "histogram" | "summary" | "untyped";

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: MetricType;
  help: string | null;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<MetricType>(["counter", "gauge", "histogram", "summary", "untyped"]);
/**
 * Prometheus reads values with Go's strconv.ParseFloat, which takes NaN and Inf in any case; prom-client writes NaN
 * as "Nan" (an event-loop figure before its first sample), so the same leniency applies here and nothing more.
 */
const FLOAT = /^(?:[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|nan|[+-]?inf)$/i;

export class ExpositionError extends Error {
  override name = "ExpositionError";
}

function fail(line: number, message: string): never {
  throw new ExpositionError(`line ${line}: ${message}`);
}

function parseValue(text: string, line: number): number {
  if (!FLOAT.test(text)) fail(line, `not a float: ${JSON.stringify(text)}`);
  if (/nan/i.test(text)) return Number.NaN;
  if (/inf/i.test(text)) return text.startsWith("-") ? -Infinity : Infinity;
  return Number(text);
}

/** Reads `{a="1",b="x\"y"}` from `text` at `at` (just after the name); returns the labels and where it ended. */
function parseLabels(text: string, at: number, line: number): { labels: Record<string, string>; end: number } {
  const labels: Record<string, string> = {};
  if (text[at] !== "{") return { labels, end: at };
  let i = at + 1;
  while (text[i] !== "}") {
    const nameMatch = /^[^=]*/.exec(text.slice(i))![0];
    if (!LABEL_NAME.test(nameMatch)) fail(line, `bad label name ${JSON.stringify(nameMatch)}`);
    if (nameMatch in labels) fail(line, `label ${nameMatch} twice`);
    i += nameMatch.length;
    if (text[i] !== "=" || text[i + 1] !== '"') fail(line, `label ${nameMatch} has no quoted value`);
    i += 2;
    let value = "";
    for (;;) {
      const char = text[i];
      if (char === undefined) fail(line, "unterminated label value");
      if (char === '"') break;
      if (char === "\\") {
        const next = text[i + 1];
        if (next === "\\" || next === '"') value += next;
        else if (next === "n") value += "\n";
        else fail(line, `bad escape \\${next ?? ""}`);
        i += 2;
        continue;
      }
      value += char;
      i++;
    }
    labels[nameMatch] = value;
    i++;
    if (text[i] === ",") i++;
    else if (text[i] !== "}") fail(line, "labels must be separated by commas");
  }
  return { labels, end: i + 1 };
}

const familyOf = (sampleName: string, families: Map<string, Family>) => {
  for (const suffix of ["_bucket", "_sum", "_count"]) {
    if (sampleName.endsWith(suffix)) {
      const base = sampleName.slice(0, -suffix.length);
      const family = families.get(base);
      if (family && (family.type === "histogram" || family.type === "summary")) return family;
    }
  }
  return families.get(sampleName);
};

export function parseExposition(text: string): Map<string, Family> {
  if (text.length > 0 && !text.endsWith("\n")) throw new ExpositionError("the last line has no newline");
  const families = new Map<string, Family>();
  const finished = new Set<string>();
  const seen = new Set<string>();
  let current: Family | null = null;
  const enter = (name: string, line: number) => {
    if (current?.name === name) return current;
    if (current) finished.add(current.name);
    if (finished.has(name)) fail(line, `family ${name} is split`);
    let family = families.get(name);
    if (!family) families.set(name, (family = { name, type: "untyped", help: null, samples: [] }));
    current = family;
    return family;
  };
  const lines = text.split("\n").slice(0, -1);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    if (raw.startsWith("#")) {
      const directive = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(raw);
      if (!directive) return; // a plain comment
      const [, kind, name, rest] = directive as unknown as [string, "HELP" | "TYPE", string, string];
      if (!METRIC_NAME.test(name)) fail(line, `bad metric name ${name}`);
      const family = enter(name, line);
      if (kind === "HELP") {
        if (family.help !== null) fail(line, `second HELP for ${name}`);
        if (/\\(?![\\n])/.test(rest)) fail(line, "bad escape in HELP");
        family.help = rest;
      } else {
        if (!TYPES.has(rest as MetricType)) fail(line, `unknown TYPE ${rest}`);
        if (family.samples.length > 0 || family.type !== "untyped") fail(line, `TYPE for ${name} after samples`);
        family.type = rest as MetricType;
      }
      return;
    }
    const name = /^[^\s{]*/.exec(raw)![0];
    if (!METRIC_NAME.test(name)) fail(line, `bad metric name ${JSON.stringify(name)}`);
    const { labels, end } = parseLabels(raw, name.length, line);
    const parts = raw.slice(end).trim().split(/ +/);
    if (raw[end] !== " " || parts.length < 1 || parts.length > 2) fail(line, "expected ' value [timestamp]'");
    const value = parseValue(parts[0]!, line);
    if (parts[1] !== undefined && !/^-?\d+$/.test(parts[1])) fail(line, "timestamp must be an integer");
    const family = familyOf(name, families) ?? enter(name, line);
    enter(family.name, line);
    if (family.type === "histogram") {
      if (![`${family.name}_bucket`, `${family.name}_sum`, `${family.name}_count`].includes(name))
        fail(line, `${name} in histogram ${family.name}`);
      if (name.endsWith("_bucket") && labels.le === undefined) fail(line, "bucket without le");
    }
    if (family.type === "counter" && value < 0) fail(line, "negative counter");
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seen.has(key)) fail(line, `duplicate sample ${key}`);
    seen.add(key);
    family.samples.push({ name, labels, value });
  });
  for (const family of families.values()) if (family.type === "histogram") checkHistogram(family);
  return families;
}

function checkHistogram(family: Family): void {
  const groups = new Map<string, { buckets: [number, number][]; count?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    const group = groups.get(key) ?? { buckets: [] };
    groups.set(key, group);
    if (sample.name.endsWith("_bucket")) group.buckets.push([parseValue(le!, 0), sample.value]);
    if (sample.name.endsWith("_count")) group.count = sample.value;
  }
  for (const [key, { buckets, count }] of groups) {
    const sorted = [...buckets].sort((a, b) => a[0] - b[0]);
    sorted.forEach(([, value], i) => {
      if (i > 0 && value < sorted[i - 1]![1]) throw new ExpositionError(`${family.name}${key}: buckets decrease`);
    });
    const inf = sorted[sorted.length - 1];
    if (!inf || inf[0] !== Infinity) throw new ExpositionError(`${family.name}${key}: no +Inf bucket`);
    if (count !== inf[1]) throw new ExpositionError(`${family.name}${key}: +Inf bucket is not _count`);
  }
}

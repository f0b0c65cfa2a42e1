import { env } from "@/lib/env";
import type { CircuitBreaker } from "../circuit-breaker";
import { OpenAiModel } from "./openai";
import type { AiModel } from "./types";

export type { AiModel } from "./types";
export { AiOutputError, OpenAiModel, type OpenAiModelOptions } from "./openai";

// Cached so that every caller shares one client (its connection pool) and one circuit breaker; keyed on the
// settings so that a changed environment (tests, a rotated key) gets a fresh one.
let cached: { key: string; model: OpenAiModel } | undefined;

/** OpenAI when OPENAI_API_KEY is set; null otherwise, and the caller falls back to its offline coach. */
export function aiModel(): AiModel | null {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = env();
  if (!OPENAI_API_KEY) return null;
  const key = [OPENAI_API_KEY, OPENAI_BASE_URL ?? "", OPENAI_MODEL].join("\n");
  if (cached?.key !== key) {
    cached = {
      key,
      model: new OpenAiModel({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, model: OPENAI_MODEL }),
    };
  }
  return cached.model;
}

/** The breaker of the model already in use, for /dev-tools; null when none was made (no key, or no call yet). */
export function cachedAiBreaker(): CircuitBreaker | null {
  return cached?.model.breaker ?? null;
}

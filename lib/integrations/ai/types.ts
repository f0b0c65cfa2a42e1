import type { ZodType } from "zod";

export interface AiTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AiModel {
  /** Streams the reply's text deltas. Throws (during iteration) on failure/timeout. */
  streamReply(input: {
    system: string;
    history: readonly AiTurn[];
    message: string;
    signal?: AbortSignal;
  }): AsyncIterable<string>;
  /** Structured output, validated with the given zod schema before it is returned. */
  generate<T>(input: {
    system: string;
    prompt: string;
    schema: ZodType<T>;
    name: string;
    signal?: AbortSignal;
  }): Promise<T>;
  /** Moderation (omni-moderation-latest): whether it was flagged and the names of the flagged categories. */
  moderate(text: string, signal?: AbortSignal): Promise<{ flagged: boolean; categories: string[] }>;
}

import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import type { ZodType } from "zod";
import { CircuitBreaker, type CircuitBreakerOptions } from "@/lib/integrations/circuit-breaker";
import { logger } from "@/lib/logger";
import type { AiModel, AiTurn } from "./types";

const OPENAI_TIMEOUT_MS = 30_000;
const OPENAI_MODERATION_MODEL = "omni-moderation-latest";

export interface OpenAiModelOptions {
  apiKey: string;
  /** An OpenAI-compatible endpoint; tests point this at a local stub. */
  baseURL?: string;
  model: string;
  /**
   * How long to wait for the answer to start, and then for each further chunk of a streamed reply: a stream that
   * keeps delivering may run longer in total, one that stalls fails after this long.
   */
  timeoutMs?: number;
  breaker?: CircuitBreakerOptions;
}

/** The model answered, but not with something we can use (a refusal, no content, or the wrong shape). */
export class AiOutputError extends Error {
  override name = "AiOutputError";
}

/**
 * Whether an error says the provider is unwell, as opposed to the request being wrong. 400/404/422 come back just as
 * fast from a healthy service and would trip the breaker on one bad prompt; a user's abort says nothing at all.
 * 401 counts: a revoked key fails every call until someone fixes the configuration, so calls should stop early.
 */
function isOpenAiOutage(error: unknown): boolean {
  if (error instanceof APIUserAbortError) return false;
  if (error instanceof APIConnectionError) return true;
  if (error instanceof APIError) {
    // No status: an error event inside an SSE stream, which the provider sends when it fails mid-reply.
    if (error.status === undefined) return true;
    return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
  }
  if (error instanceof AiOutputError) return false;
  // Anything else thrown inside a call is the transport (e.g. undici's "terminated" when a stream is cut).
  return true;
}

/**
 * The SDK's own `timeout` stops once the response headers arrive, so a stream (or a JSON body) that stalls after
 * that would hang forever; this deadline covers the body too. It aborts through the same signal as the caller, and
 * `translate` turns the resulting abort back into a timeout so that the breaker and the caller can tell them apart.
 */
class Deadline {
  readonly controller = new AbortController();
  expired = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly ms: number,
    private readonly outer?: AbortSignal,
  ) {
    if (outer?.aborted) this.controller.abort(outer.reason);
    else outer?.addEventListener("abort", this.forward, { once: true });
    this.restart();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  restart(): void {
    this.pause();
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort();
    }, this.ms);
  }

  pause(): void {
    clearTimeout(this.timer);
  }

  translate(error: unknown): unknown {
    return this.expired && !(error instanceof APIConnectionTimeoutError) ? new APIConnectionTimeoutError() : error;
  }

  dispose(): void {
    this.pause();
    this.outer?.removeEventListener("abort", this.forward);
  }

  private readonly forward = () => this.controller.abort(this.outer?.reason);
}

/** A promise settled from outside: lets the breaker's verdict on a stream wait for the stream's end. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Whoever needs the outcome awaits `promise` itself; this only keeps an unawaited rejection from being unhandled.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/**
 * OpenAI (or an OpenAI-compatible server) through the official SDK's Chat Completions API, which every compatible
 * server implements, unlike the newer Responses API.
 */
export class OpenAiModel implements AiModel {
  readonly name = "openai";
  readonly breaker: CircuitBreaker;
  private readonly client: OpenAI;
  private readonly model: string;
  private readonly timeoutMs: number;

  constructor(options: OpenAiModelOptions) {
    this.model = options.model;
    this.timeoutMs = options.timeoutMs ?? OPENAI_TIMEOUT_MS;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: this.timeoutMs,
      // A retry after part of a reply was shown would repeat it; a retry before is a longer wait the user sees as a
      // hang. Failing fast lets the caller fall back to the offline coach instead.
      maxRetries: 0,
      // The SDK logs with console by default (and OPENAI_LOG=debug would print every request); lib/logger keeps it
      // in the app's JSON lines and under LOG_LEVEL.
      logLevel: "warn",
      logger: {
        error: (message, ...rest) => logger.error("openai.sdk", { message, detail: rest }),
        warn: (message, ...rest) => logger.warn("openai.sdk", { message, detail: rest }),
        info: (message) => logger.info("openai.sdk", { message }),
        debug: (message) => logger.debug("openai.sdk", { message }),
      },
    });
    this.breaker = new CircuitBreaker("openai", { isFailure: isOpenAiOutage, ...options.breaker });
  }

  async *streamReply(input: {
    system: string;
    history: readonly AiTurn[];
    message: string;
    signal?: AbortSignal;
  }): AsyncIterable<string> {
    const deadline = new Deadline(this.timeoutMs, input.signal);
    const opened = deferred<AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>>();
    const finished = deferred<void>();
    // The breaker's call lasts until the stream ends, so that a provider failing mid-reply is counted as a failure
    // too: CircuitBreaker only judges the promise it is given and has no way to report an outcome afterwards.
    const call = this.breaker.fire(async () => {
      try {
        opened.resolve(
          await this.client.chat.completions.create(
            {
              model: this.model,
              stream: true,
              messages: [
                { role: "system", content: input.system },
                ...input.history.map((turn) => ({ role: turn.role, content: turn.content })),
                { role: "user", content: input.message },
              ],
            },
            { signal: deadline.signal },
          ),
        );
      } catch (error) {
        throw deadline.translate(error);
      }
      await finished.promise;
    });
    // A failure to open (or an open breaker) rejects `call` before `opened` resolves: the race surfaces it.
    call.catch(opened.reject);

    try {
      const stream = await opened.promise;
      let finishReason: string | null = null;
      deadline.restart();
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        if (choice?.finish_reason) finishReason = choice.finish_reason;
        const delta = choice?.delta?.content;
        if (delta) {
          // A slow consumer is not a slow provider.
          deadline.pause();
          yield delta;
        }
        deadline.restart();
      }
      // The SDK ends the iteration quietly when its signal aborts, so a timeout or an abort looks like the end.
      if (deadline.expired) throw new APIConnectionTimeoutError();
      if (input.signal?.aborted) throw new APIUserAbortError();
      // Every chunk stream ends with a finish_reason; without one the connection closed part way through.
      if (!finishReason) throw new APIConnectionError({ message: "The reply stream ended before the reply did." });
      finished.resolve();
    } catch (error) {
      const reported = deadline.translate(error);
      finished.reject(reported);
      throw reported;
    } finally {
      // Reached without a settle when the consumer stops early (break/return): the provider was answering fine.
      finished.resolve();
      deadline.dispose();
    }
  }

  async generate<T>(input: {
    system: string;
    prompt: string;
    schema: ZodType<T>;
    name: string;
    signal?: AbortSignal;
  }): Promise<T> {
    const completion = await this.call(input.signal, (signal) =>
      this.client.chat.completions.create(
        {
          model: this.model,
          messages: [
            { role: "system", content: input.system },
            { role: "user", content: input.prompt },
          ],
          response_format: zodResponseFormat(input.schema, input.name),
        },
        { signal },
      ),
    );
    // Checked outside the breaker: a malformed answer is a bad answer from a working service, not an outage.
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new AiOutputError(`The model refused: ${message.refusal}`);
    if (!message?.content) throw new AiOutputError("The model returned no content.");
    let json: unknown;
    try {
      json = JSON.parse(message.content);
    } catch {
      throw new AiOutputError("The model returned invalid JSON.");
    }
    const parsed = input.schema.safeParse(json);
    if (!parsed.success) throw new AiOutputError(`The model's answer does not match ${input.name}.`);
    return parsed.data;
  }

  async moderate(text: string, signal?: AbortSignal): Promise<{ flagged: boolean; categories: string[] }> {
    const moderation = await this.call(signal, (signal) =>
      this.client.moderations.create({ model: OPENAI_MODERATION_MODEL, input: text }, { signal }),
    );
    const categories = new Set<string>();
    for (const result of moderation.results) {
      for (const [category, flagged] of Object.entries(result.categories)) if (flagged) categories.add(category);
    }
    return { flagged: moderation.results.some((result) => result.flagged), categories: [...categories] };
  }

  /** One request under the breaker and the deadline. */
  private async call<R>(outer: AbortSignal | undefined, request: (signal: AbortSignal) => Promise<R>): Promise<R> {
    const deadline = new Deadline(this.timeoutMs, outer);
    try {
      return await this.breaker.fire(async () => {
        try {
          return await request(deadline.signal);
        } catch (error) {
          throw deadline.translate(error);
        }
      });
    } finally {
      deadline.dispose();
    }
  }
}

import { isConnectionFailure } from "@/lib/data/failures";
import { logger } from "@/lib/logger";

/**
 * Runs `run` unless a pass of the same name is already running in this process, in which case the caller joins that
 * one. The in-flight promise lives on globalThis because Next may load the runner's modules twice: two runners in one
 * process would otherwise run overlapping passes (other processes are kept apart by SKIP LOCKED). Never rejects: an
 * error is logged as `event` and the next tick tries again — except a lost database, which the outage tracker has
 * reported once already and every poll would repeat.
 */
export function joinPass<T>(name: string, event: string, run: () => Promise<T>): Promise<T | null> {
  const key = Symbol.for(`attune.jobs.${name}-in-flight`);
  const holder = globalThis as { [key: symbol]: Promise<T> | undefined };
  if (!holder[key]) {
    holder[key] = run().finally(() => {
      holder[key] = undefined;
    });
  }
  return holder[key].catch((error: unknown) => {
    if (!isConnectionFailure(error)) {
      logger.error(event, { error: error instanceof Error ? error.message : String(error) });
    }
    return null;
  });
}

import { AppError } from "@/lib/errors";

/**
 * How many of one kind of heavy download a person may have under way at once in this server process (issue #30):
 * eight counsellor PDFs or eight exports asked for at once by one account made everyone else's requests wait. Two,
 * so that a double click on a plain download form (the browser abandons the first request for the second) still
 * gets its file; beyond that the request is refused at once with 429 and the kind's message, before it reads
 * anything. In memory: a second server process has slots of its own, which only doubles the bound.
 */
const DOWNLOADS_UNDER_WAY_PER_PERSON = 2;

/** Seconds a refused download is told to wait: about what one takes. */
const BUSY_RETRY_AFTER_SECONDS = 5;

export interface PersonSlots {
  /** Takes one of the person's slots, or throws RATE_LIMITED with the kind's message; the function gives it back. */
  take(ownerId: string): () => void;
  /** Slots the person holds now (for tests). */
  held(ownerId: string): number;
}

export function personSlots(busyMessage: string, perPerson = DOWNLOADS_UNDER_WAY_PER_PERSON): PersonSlots {
  const held = new Map<string, number>();
  return {
    take(ownerId) {
      const count = held.get(ownerId) ?? 0;
      if (count >= perPerson) {
        throw new AppError("RATE_LIMITED", busyMessage, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
      }
      held.set(ownerId, count + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (held.get(ownerId) ?? 1) - 1;
        if (left > 0) held.set(ownerId, left);
        else held.delete(ownerId);
      };
    },
    held: (ownerId) => held.get(ownerId) ?? 0,
  };
}

export const REPORT_IN_PROGRESS_MESSAGE = "Your report is still being prepared. Please wait for it to download.";
const DOWNLOAD_IN_PROGRESS_MESSAGE = "Your download is still being prepared. Please wait for it to finish.";

/** Counsellor PDFs (GET /api/v1/reports/counsellor). */
export const reportSlots = personSlots(REPORT_IN_PROGRESS_MESSAGE);
/** The mood export and the data export, together: both read a person's whole history. */
export const exportSlots = personSlots(DOWNLOAD_IN_PROGRESS_MESSAGE);

/**
 * The browser side of 'Export Your Data' (spec 2 §2.4, §8): asks GET /api/v1/moods/export for one format and says
 * what happened. The server streams the file; the card turns the blob into a download and shows the toast.
 */
import { EXPORT_FILENAMES, EXPORT_TEXT, type ExportFormat } from "@/lib/domain/mood-export";

export const MOOD_EXPORT_PATH = "/api/v1/moods/export";

export type MoodExportResult =
  | { kind: "file"; blob: Blob; filename: string }
  /** 404: the user has no moods. */
  | { kind: "empty" }
  | { kind: "failed" };

export async function requestMoodExport(
  format: ExportFormat,
  fetcher: typeof fetch = fetch,
): Promise<MoodExportResult> {
  try {
    const response = await fetcher(`${MOOD_EXPORT_PATH}?format=${format}`, {
      credentials: "same-origin",
      cache: "no-store",
    });
    if (response.status === 404) return { kind: "empty" };
    if (!response.ok) return { kind: "failed" };
    // Always the spec's file name, whatever a proxy does to Content-Disposition.
    return { kind: "file", blob: await response.blob(), filename: EXPORT_FILENAMES[format] };
  } catch {
    // Offline, or the stream broke off half-way: either way nothing usable was saved.
    return { kind: "failed" };
  }
}

/** The toast for each outcome, in the spec's words (§8). */
export function exportToast(result: MoodExportResult): {
  tone: "success" | "info" | "error";
  title: string;
  description?: string;
} {
  switch (result.kind) {
    case "file":
      return { tone: "success", title: EXPORT_TEXT.success };
    case "empty":
      return { tone: "info", title: EXPORT_TEXT.empty };
    case "failed":
      return { tone: "error", title: EXPORT_TEXT.failedTitle, description: EXPORT_TEXT.failedMessage };
  }
}

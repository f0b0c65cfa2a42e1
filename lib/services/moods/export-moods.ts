import { AppError } from "@/lib/errors";
import { countMoods, streamAllMoods } from "@/lib/data/moods";
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_FILENAMES,
  EXPORT_TEXT,
  exportChunks,
  type ExportFormat,
} from "@/lib/domain/mood-export";
import type { TextDownload } from "@/lib/domain/types";

export interface ExportMoodsOptions {
  userId: string;
  format: ExportFormat;
}

/**
 * All of the user's moods as mood-data.csv or mood-data.json (spec 2 §2.4), streamed: the database is read a page
 * at a time as the client consumes the response (pull-based, so a slow download does not buffer the history).
 */
export async function exportMoods({ userId, format }: ExportMoodsOptions): Promise<TextDownload> {
  if ((await countMoods(userId)) === 0) {
    throw new AppError("NOT_FOUND", EXPORT_TEXT.empty, { title: EXPORT_TEXT.empty });
  }
  const chunks = exportChunks(format, streamAllMoods(userId));
  return { filename: EXPORT_FILENAMES[format], contentType: EXPORT_CONTENT_TYPES[format], chunks };
}

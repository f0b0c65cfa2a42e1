import { AppError } from "@/lib/errors";
import { findExportRequestByToken, markExportRequestExpired } from "@/lib/data/export-requests";
import { findViewerContext } from "@/lib/data/profiles";
import { userExportSections, type ExportRow } from "@/lib/data/user-export";
import { localDayKey } from "@/lib/domain/time";
import type { TextDownload } from "@/lib/domain/types";
import { exportTokenSchema } from "@/lib/validation/settings";

const DATA_EXPORT_FORMAT_VERSION = 1;

export interface DownloadDataExportOptions {
  /** The signed-in user; only the owner of the request gets the file. */
  userId: string;
  token: string;
  now?: Date;
}

const EXPORT_LINK_INVALID_MESSAGE = "This download link is invalid. Please request a new export from Settings.";
const EXPORT_LINK_EXPIRED_TITLE = "Link expired";
const EXPORT_LINK_EXPIRED_MESSAGE = "This download link has expired. Please request a new export from Settings.";

/** Unknown token, someone else's request, or one that never became ready: indistinguishable on purpose. */
const invalidLink = () => new AppError("NOT_FOUND", EXPORT_LINK_INVALID_MESSAGE);

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Top-level keys in the spec's snake_case; nested JSON (metadata, emotion selections) is kept as stored. */
function snakeRow(row: ExportRow): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [snake(key), value]));
}

async function* exportJson(userId: string, now: Date): AsyncGenerator<string> {
  yield `{\n"format": "attune-export",\n"version": ${DATA_EXPORT_FORMAT_VERSION},\n"exported_at": ${JSON.stringify(now)}`;
  for (const section of userExportSections(userId)) {
    yield `,\n${JSON.stringify(snake(section.name))}: `;
    if (section.kind === "object") {
      const row = await section.read();
      yield JSON.stringify(row === null ? null : snakeRow(row));
      continue;
    }
    let first = true;
    yield "[";
    for await (const row of section.read()) {
      yield `${first ? "\n" : ",\n"}${JSON.stringify(snakeRow(row))}`;
      first = false;
    }
    yield first ? "]" : "\n]";
  }
  yield "\n}\n";
}

/**
 * The emailed download (spec 3 §2 data export): checks that the token is the caller's own and not past its 24 h,
 * then streams everything the caller owns as attune-export-YYYY-MM-DD.json (the date in their time zone). The
 * database is read a page at a time as the client consumes the response. The link may be used again until it
 * expires, so an interrupted download can be retried. Throws NOT_FOUND for a link that is not the caller's to use and
 * EXPORT_EXPIRED (410) once it is past its 24 hours.
 */
export async function downloadDataExport({
  userId,
  token,
  now = new Date(),
}: DownloadDataExportOptions): Promise<TextDownload> {
  if (!exportTokenSchema.safeParse(token).success) throw invalidLink();
  const request = await findExportRequestByToken(token);
  if (!request || request.userId !== userId) throw invalidLink();
  if (request.status === "pending" || request.status === "failed") throw invalidLink();
  if (request.status === "expired" || !request.expiresAt || request.expiresAt <= now) {
    await markExportRequestExpired(request.id, userId);
    throw new AppError("EXPORT_EXPIRED", EXPORT_LINK_EXPIRED_MESSAGE, { title: EXPORT_LINK_EXPIRED_TITLE });
  }
  const day = localDayKey(now, (await findViewerContext(userId)).timeZone);
  return {
    filename: `attune-export-${day}.json`,
    contentType: "application/json; charset=utf-8",
    chunks: exportJson(userId, now),
  };
}

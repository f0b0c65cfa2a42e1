import { isImportTooLarge, IMPORT_TOO_LARGE_MESSAGE } from "@/lib/domain/import/limits";
import { AppError } from "@/lib/errors";

/*
 * The checks every import's upload meets before its format's reader runs, and the file-level error they raise
 * (decisions 076 and 082): shared by the Daylio, CSV and Attune paths.
 */

/** The size cap, checked on the text's UTF-8 bytes before anything is parsed (the browser checked the file's size). */
export function checkImportSize({ content }: { content: string }): void {
  if (isImportTooLarge(Buffer.byteLength(content, "utf8"))) {
    throw new AppError("PAYLOAD_TOO_LARGE", IMPORT_TOO_LARGE_MESSAGE);
  }
}

/** The file's one problem, as a VALIDATION error on its content (the form shows it under the file). */
export function fileError(message: string): AppError {
  return new AppError("VALIDATION", message, { fieldErrors: { content: [message] } });
}

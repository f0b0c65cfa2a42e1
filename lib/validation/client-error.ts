import { z } from "zod";
import { text } from "./text";

/**
 * A render error caught by the browser's error boundary (app/error.tsx), sent to /api/client-errors so the Error ID
 * the user sees is also in the server log. Everything is bounded: the endpoint is public and the text is untrusted.
 */
export const ERROR_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

/**
 * What the browser says about its error is kept as sent, minus control characters and lone surrogates: a report is
 * diagnostic, so losing it over one odd character would be worse than losing the character. Messages and stacks keep
 * their line breaks.
 */
const diagnostic = (max: number, multiline = false) => text({ max, trim: false, multiline, controls: "strip" });

export const clientErrorReportSchema = z.object({
  errorId: text({ max: 64, trim: false }).regex(ERROR_ID_PATTERN),
  message: diagnostic(2000, true).default(""),
  name: diagnostic(200).optional(),
  stack: diagnostic(8000, true).optional(),
  digest: diagnostic(200).optional(),
  /** Path only (no origin, no query: query strings can carry tokens). A browser's path is never raw control text. */
  path: text({ max: 2048, trim: false })
    .regex(/^\/[^?#]*$/)
    .optional(),
  kind: z.enum(["render", "extension", "global"]).default("render"),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

import { z } from "zod";

/**
 * A render error caught by the browser's error boundary (app/error.tsx), sent to /api/client-errors so the Error ID
 * the user sees is also in the server log. Everything is bounded: the endpoint is public and the text is untrusted.
 */
export const ERROR_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

export const clientErrorReportSchema = z.object({
  errorId: z.string().regex(ERROR_ID_PATTERN),
  message: z.string().max(2000).default(""),
  name: z.string().max(200).optional(),
  stack: z.string().max(8000).optional(),
  digest: z.string().max(200).optional(),
  /** Path only (no origin, no query: query strings can carry tokens). */
  path: z
    .string()
    .max(2048)
    .regex(/^\/[^?#]*$/)
    .optional(),
  kind: z.enum(["render", "extension", "global"]).default("render"),
});

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

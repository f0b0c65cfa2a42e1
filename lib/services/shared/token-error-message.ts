export const TOKEN_EXPIRED_MESSAGE = "This link has expired. Please request a new one.";
export const TOKEN_INVALID_MESSAGE = "This link is invalid or has already been used.";

export function tokenErrorMessage(reason: "expired" | "invalid"): string {
  return reason === "expired" ? TOKEN_EXPIRED_MESSAGE : TOKEN_INVALID_MESSAGE;
}

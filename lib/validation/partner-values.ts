/**
 * The invitation's methods and the disconnect phrase without the schemas (partner.ts re-exports them): the Settings
 * page's partner forms need these constants in the browser, and importing them from partner.ts brought zod and
 * libphonenumber's metadata with them (issue #34, decision 066).
 */
export const INVITATION_METHODS = ["email", "sms", "both"] as const;
export const DEFAULT_INVITATION_METHOD = "sms";
export const DISCONNECT_PHRASE = "DISCONNECT";

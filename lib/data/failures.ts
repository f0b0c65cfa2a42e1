/**
 * The data layer's failure vocabulary (decision 026) for the error mapper and services, which may not import db/:
 * what failed (QueryFailure), whether it is an outage, and counting a request refused because of one. Deliberately
 * free of the database client, so that lib/http/errors.ts — which proxy.ts also loads — does not pull the drivers in.
 */
export { failureCodeOf, isConnectionFailure, isQueryFailure } from "@/db/errors";
export { noteRefusedRequest } from "@/db/outage";

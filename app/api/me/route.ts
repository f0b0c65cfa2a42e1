import { handler } from "@/lib/http/handler";

/** The signed-in user (with roles, for UI decisions); 401 for a missing, forged or revoked session. */
export const GET = handler({ auth: "user" }, async ({ user }) =>
  Response.json({ user }, { headers: { "Cache-Control": "no-store" } }),
);

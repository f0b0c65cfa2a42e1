import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { env } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER, isLoopbackAddress } from "@/lib/http/client-address";
import { AppError } from "@/lib/errors";
import { isAdmin, type SessionUser } from "@/lib/domain/roles";
import { installRequestScope } from "@/lib/data/request-memo";
import { readSessionUser } from "./session";

/**
 * Guards for every protected page, action and handler (house rule 2). Pages redirect; actions and handlers throw
 * coded errors that the mapper turns into 401/403. proxy.ts only pre-redirects optimistically.
 */

// The few reads every part of a page asks for (partner access, the viewer's context) are read once per render
// (lib/data/request-memo.ts, decision 084); this module runs in every page render, so it installs React's scope.
installRequestScope(cache(() => new Map<string, Promise<unknown>>()));

/** One database check per request, however many components ask. */
export const currentUser = cache(async (): Promise<SessionUser | null> => readSessionUser(await headers()));

export async function requireUser(): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect("/auth");
  return user;
}

export async function requireAdmin(): Promise<SessionUser> {
  const user = await requireUser();
  if (!isAdmin(user)) redirect("/dashboard");
  return user;
}

/** For server actions (no request object) and route handlers (pass the request). */
export async function requireApiUser(request?: Request): Promise<SessionUser> {
  const user = request ? await readSessionUser(request.headers) : await currentUser();
  if (!user) throw new AppError("UNAUTHENTICATED", "Authentication Required: Please log in to continue.");
  return user;
}

export const ADMIN_ONLY_MESSAGE = "You do not have permission to do that.";

export async function requireApiAdmin(request?: Request): Promise<SessionUser> {
  const user = await requireApiUser(request);
  if (!isAdmin(user)) throw new AppError("FORBIDDEN", ADMIN_ONLY_MESSAGE);
  return user;
}

/**
 * The dev mailbox shows one-time links, so it is open to everyone only when DEV_MAILBOX is on (the default outside
 * production); otherwise only admins see it.
 */
export async function requireMailboxAccess(): Promise<SessionUser | null> {
  // Open to anyone only on this machine (issue #30): the request's client address must be loopback, whatever
  // interface the server listens on. Elsewhere, admins only.
  if (env().DEV_MAILBOX && isLoopbackAddress((await headers()).get(CLIENT_ADDRESS_HEADER))) return currentUser();
  return requireAdmin();
}

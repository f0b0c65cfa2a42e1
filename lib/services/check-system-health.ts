import { pingDatabase } from "@/lib/data/health";

export interface CheckSystemHealthOptions {
  now?: Date;
}

/** Liveness for load balancers and the e2e harness: the app answers and its database does too. */
export async function checkSystemHealth({ now = new Date() }: CheckSystemHealthOptions = {}) {
  const database = await pingDatabase();
  return { status: "ok" as const, time: now.toISOString(), database };
}

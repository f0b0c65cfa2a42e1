import { afterEach, describe, expect, test, vi } from "vitest";

vi.mock("next/headers", async () => (await import("../../helpers/request-context")).nextHeadersMock());

import { requireMailboxAccess } from "@/lib/auth/guards";
import { resetEnvForTests } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { createUser } from "../../helpers/auth";
import { sessionCookieFor } from "../../helpers/couples";
import { actWithHeaders } from "../../helpers/request-context";

/**
 * Issue #30: the dev mailbox shows every account's one-time links. With DEV_MAILBOX on it used to open for whoever
 * reached the server; now only for a client on this machine (the address the ingress hook stamps), and elsewhere
 * for admins alone, as when it is off.
 */
describe("the dev mailbox with DEV_MAILBOX on", () => {
  const original = process.env.DEV_MAILBOX;
  afterEach(() => {
    if (original === undefined) delete process.env.DEV_MAILBOX;
    else process.env.DEV_MAILBOX = original;
    resetEnvForTests();
  });

  test("opens for a client on this machine, signed in or not", async () => {
    process.env.DEV_MAILBOX = "true";
    resetEnvForTests();
    for (const address of ["127.0.0.1", "::1"]) {
      actWithHeaders({ [CLIENT_ADDRESS_HEADER]: address });
      await expect(requireMailboxAccess()).resolves.toBeNull();
    }
  });

  test("refuses a client elsewhere, even signed in, unless an admin", async () => {
    process.env.DEV_MAILBOX = "true";
    resetEnvForTests();
    const { userId } = await createUser();
    for (const address of ["203.0.113.7", "unknown"]) {
      actWithHeaders({ [CLIENT_ADDRESS_HEADER]: address, cookie: await sessionCookieFor(userId) });
      await expect(requireMailboxAccess()).rejects.toThrow();
    }
  });
});

import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "@/db/client";
import { partnerLinks } from "@/db/schema";
import { INVITE_CHECKS_PER_IP } from "@/lib/domain/limits";
import { INVITE_TTL_DAYS } from "@/lib/domain/invitations";
import { acceptPartnerInvitation } from "@/lib/services/partners/accept-partner-invitation";
import { declinePartnerInvitation } from "@/lib/services/partners/decline-partner-invitation";
import { checkInvitationForVisitor } from "@/lib/services/partners/load-invitation";
import { person } from "../../helpers/couples";
import { invitationTo } from "../../helpers/invitations";

/**
 * /accept-invite for a signed-out visitor (issue #35, decision 064): a dead link (unknown, used, declined, expired)
 * says so before any sign-in, in spec 1 §8's words; a live one sends the visitor to sign in, and the answer carries
 * nothing about the invitation. Limited per client address; past the limit the visitor signs in first, as before.
 */

const DAY = 86_400_000;
let octet = 0;
/** A client address of its own per test, so the per-address limit of one test never reaches another. */
const freshIp = () => `198.51.100.${++octet}`;
const NOT_FOUND = { state: "invalid", reason: "not_found", message: "Invitation token not found in database." };

test("unknown: not found", async () => {
  expect(await checkInvitationForVisitor({ token: "no-such-token", ip: freshIp() })).toEqual(NOT_FOUND);
});

test("live: sign in, and nothing else (no name, no address)", async () => {
  const inviter = await person({ displayName: "Alex Inviter" });
  const token = await invitationTo(inviter, await person());
  expect(await checkInvitationForVisitor({ token, ip: freshIp() })).toEqual({ state: "sign_in" });
});

test("used (accepted or declined): not found", async () => {
  const inviter = await person();
  const invitee = await person();
  const accepted = await invitationTo(inviter, invitee);
  await acceptPartnerInvitation({ userId: invitee, token: accepted });
  expect(await checkInvitationForVisitor({ token: accepted, ip: freshIp() })).toEqual(NOT_FOUND);

  const other = await person();
  const decliner = await person();
  const declined = await invitationTo(other, decliner);
  await declinePartnerInvitation({ userId: decliner, token: declined });
  expect(await checkInvitationForVisitor({ token: declined, ip: freshIp() })).toEqual(NOT_FOUND);
});

test("expired: no longer available", async () => {
  const inviter = await person();
  const sent = new Date(Date.now() - (INVITE_TTL_DAYS + 1) * DAY);
  const token = await invitationTo(inviter, await person(), sent);
  expect(await checkInvitationForVisitor({ token, ip: freshIp() })).toEqual({
    state: "invalid",
    reason: "no_longer_available",
    message: "This invitation is no longer available for acceptance.",
  });
  // Still there and still pending: the visitor's look changed nothing.
  const rows = await db()
    .select({ status: partnerLinks.status })
    .from(partnerLinks)
    .where(eq(partnerLinks.userId, inviter));
  expect(rows).toEqual([{ status: "pending" }]);
});

test(`${INVITE_CHECKS_PER_IP.points} looks an hour per address; then, and without an address, sign in first`, async () => {
  const ip = freshIp();
  for (let i = 0; i < INVITE_CHECKS_PER_IP.points; i++) {
    expect((await checkInvitationForVisitor({ token: `unknown-${i}`, ip })).state).toBe("invalid");
  }
  expect(await checkInvitationForVisitor({ token: "unknown-over", ip })).toEqual({ state: "sign_in" });
  expect(await checkInvitationForVisitor({ token: "unknown-other", ip: freshIp() })).toEqual(NOT_FOUND);
  expect(await checkInvitationForVisitor({ token: "unknown-no-address", ip: null })).toEqual({ state: "sign_in" });
});

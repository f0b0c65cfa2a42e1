"use server";

import { sendPartnerReaction } from "@/lib/services/partners/send-partner-reaction";
import { partnerReactionSchema } from "@/lib/validation/partner-reactions";
import { action, requireUser } from "./result";

/** The partner screen's responses (issue #33). The recipient is the sender's partner as the service finds it. */
export const sendPartnerReactionAction = action
  .use(requireUser)
  .input(partnerReactionSchema)
  .run(({ input, user }) => sendPartnerReaction({ userId: user.id, input }));

import { Heading, Text } from "@react-email/components";
import { CallToAction, EmailLayout, PRODUCT_NAME, styles } from "./layout";

export interface PartnerInvitationAcceptedProps {
  /** The inviter, who receives this email. */
  displayName: string;
  /** Who accepted: their display name (or their email when they have none) and their email. */
  partnerName: string;
  partnerEmail: string;
  settingsUrl: string;
}

export const partnerInvitationAcceptedSubject = ({
  partnerName,
}: Pick<PartnerInvitationAcceptedProps, "partnerName">) => `${partnerName} accepted your ${PRODUCT_NAME} invitation`;

/**
 * Decision 027: the inviter learns who accepted, by name and email, so an invitation taken by the wrong person (an
 * SMS link forwarded on) is noticed, and learns that nothing is shared until each of them turns sharing on.
 */
export function PartnerInvitationAccepted({
  displayName,
  partnerName,
  partnerEmail,
  settingsUrl,
}: PartnerInvitationAcceptedProps) {
  return (
    <EmailLayout preview={`${partnerName} accepted your invitation`}>
      <Heading as="h1" style={styles.heading}>
        Your invitation was accepted
      </Heading>
      <Text style={styles.text}>Hi {displayName},</Text>
      <Text style={styles.text}>
        {partnerName} ({partnerEmail}) accepted your partner invitation. Your {PRODUCT_NAME} accounts are now connected.
      </Text>
      <Text style={styles.text}>
        Nothing is shared yet: your moods, mood summaries, detailed entries, goals and achievements stay private until
        you turn sharing on in Settings → Data &amp; Privacy, and the same goes for them.
      </Text>
      <CallToAction href={settingsUrl} label="Open Settings" />
      <Text style={styles.small}>
        Don&apos;t know this person? Disconnect them in Settings → Danger Zone before you turn any sharing on.
      </Text>
    </EmailLayout>
  );
}

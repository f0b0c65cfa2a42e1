import { Heading, Text } from "@react-email/components";
import { CallToAction, EmailLayout, PRODUCT_NAME, styles } from "./layout";

export interface PartnerInvitationProps {
  inviterName: string;
  acceptUrl: string;
  expiresInDays: number;
}

// Wording shared with the invite acceptance screen (spec 1 §2, "Invite acceptance").
const NO_PAYMENT_NOTICE = "No payment required! Your partner's subscription covers both of you.";

export const partnerInvitationSubject = ({ inviterName }: Pick<PartnerInvitationProps, "inviterName">) =>
  `${inviterName} invited you to join them on ${PRODUCT_NAME}`;

const BENEFITS = [
  "Share how you feel with daily mood check-ins",
  "Set goals and build rituals together",
  "Get personal insights into your relationship",
];

export function PartnerInvitation({ inviterName, acceptUrl, expiresInDays }: PartnerInvitationProps) {
  const days = expiresInDays === 1 ? "1 day" : `${expiresInDays} days`;
  return (
    <EmailLayout preview={`${inviterName} invited you to ${PRODUCT_NAME}`}>
      <Heading as="h1" style={styles.heading}>
        You&apos;re invited to {PRODUCT_NAME}
      </Heading>
      <Text style={styles.text}>
        {inviterName} has invited you to connect as partners on {PRODUCT_NAME}, the emotional-wellness app for couples.
      </Text>
      {BENEFITS.map((benefit) => (
        <Text key={benefit} style={{ ...styles.text, margin: "0 0 6px" }}>
          • {benefit}
        </Text>
      ))}
      <Text style={{ ...styles.text, fontWeight: 600, marginTop: "16px" }}>{NO_PAYMENT_NOTICE}</Text>
      <CallToAction href={acceptUrl} label="Accept Invitation" />
      <Text style={styles.small}>This invitation expires in {days}.</Text>
      <Text style={styles.small}>If you weren&apos;t expecting this invitation, you can ignore this email.</Text>
    </EmailLayout>
  );
}

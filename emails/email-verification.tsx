import { Heading, Text } from "@react-email/components";
import { CallToAction, EmailLayout, PRODUCT_NAME, styles } from "./layout";

export interface EmailVerificationProps {
  displayName: string;
  verifyUrl: string;
}

const VERIFICATION_LINK_LIFETIME = "24 hours";

export const emailVerificationSubject = () => `Verify your email for ${PRODUCT_NAME}`;

export function EmailVerification({ displayName, verifyUrl }: EmailVerificationProps) {
  return (
    <EmailLayout preview={`Confirm your email to start using ${PRODUCT_NAME}`}>
      <Heading as="h1" style={styles.heading}>
        Confirm your email address
      </Heading>
      <Text style={styles.text}>Hi {displayName},</Text>
      <Text style={styles.text}>
        Thanks for creating your {PRODUCT_NAME} account. Please verify your email address to access your dashboard.
      </Text>
      <CallToAction href={verifyUrl} label="Verify my email" />
      <Text style={styles.small}>This link expires in {VERIFICATION_LINK_LIFETIME}.</Text>
      <Text style={styles.small}>
        If you didn&apos;t create an {PRODUCT_NAME} account, you can safely ignore this email.
      </Text>
    </EmailLayout>
  );
}

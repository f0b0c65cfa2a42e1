import { Heading, Text } from "@react-email/components";
import { CallToAction, EmailLayout, PRODUCT_NAME, styles } from "./layout";

export interface PasswordResetProps {
  displayName: string;
  resetUrl: string;
}

const RESET_LINK_LIFETIME = "1 hour";

export const passwordResetSubject = () => `Reset your ${PRODUCT_NAME} password`;

export function PasswordReset({ displayName, resetUrl }: PasswordResetProps) {
  return (
    <EmailLayout preview={`Reset your ${PRODUCT_NAME} password`}>
      <Heading as="h1" style={styles.heading}>
        Reset your password
      </Heading>
      <Text style={styles.text}>Hi {displayName},</Text>
      <Text style={styles.text}>
        We received a request to reset the password for your {PRODUCT_NAME} account. Choose a new password with the
        button below.
      </Text>
      <CallToAction href={resetUrl} label="Reset password" />
      <Text style={styles.small}>This link expires in {RESET_LINK_LIFETIME} and can be used once.</Text>
      <Text style={styles.small}>
        If you didn&apos;t ask to reset your password, you can ignore this email: your password stays the same.
      </Text>
    </EmailLayout>
  );
}

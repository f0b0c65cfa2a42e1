import { Heading, Text } from "@react-email/components";
import { CallToAction, EmailLayout, PRODUCT_NAME, styles } from "./layout";

export interface AccountExistsProps {
  displayName: string;
  signInUrl: string;
}

export const accountExistsSubject = () => `You already have a ${PRODUCT_NAME} account`;

/**
 * Sent instead of a second account when someone signs up with an address that has one (issue #30): the sign-up
 * screen answers the same either way, so it does not tell a stranger which addresses are registered.
 */
export function AccountExists({ displayName, signInUrl }: AccountExistsProps) {
  return (
    <EmailLayout preview={`You already have a ${PRODUCT_NAME} account`}>
      <Heading as="h1" style={styles.heading}>
        You already have an account
      </Heading>
      <Text style={styles.text}>Hi {displayName},</Text>
      <Text style={styles.text}>
        Someone, probably you, tried to create a {PRODUCT_NAME} account with this email address. You already have one,
        so nothing new was created. Sign in with the button below; if you don&apos;t remember your password, use
        &quot;Forgot your password?&quot; there.
      </Text>
      <CallToAction href={signInUrl} label="Sign in" />
      <Text style={styles.small}>If it wasn&apos;t you, you can ignore this email: your account is unchanged.</Text>
    </EmailLayout>
  );
}

import { Heading, Text } from "@react-email/components";
import { CallToAction, EmailLayout, PRODUCT_NAME, styles } from "./layout";

export interface WelcomeProps {
  displayName: string;
  dashboardUrl: string;
}

export const welcomeSubject = () => `Welcome to ${PRODUCT_NAME}`;

export function Welcome({ displayName, dashboardUrl }: WelcomeProps) {
  return (
    <EmailLayout preview={`Your ${PRODUCT_NAME} account is ready`}>
      <Heading as="h1" style={styles.heading}>
        Welcome to {PRODUCT_NAME}, {displayName}!
      </Heading>
      <Text style={styles.text}>
        Your account is ready. Log your mood, check in with your partner, and build shared goals and rituals that bring
        you closer.
      </Text>
      <CallToAction href={dashboardUrl} label="Go to my dashboard" />
      <Text style={styles.small}>Tip: invite your partner from Settings. One subscription covers both of you.</Text>
    </EmailLayout>
  );
}

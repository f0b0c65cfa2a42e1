import { Heading, Text } from "@react-email/components";
import { EmailLayout, PRODUCT_NAME, styles } from "./layout";

export interface AccountDeletedProps {
  displayName: string;
}

export const accountDeletedSubject = () => `Your ${PRODUCT_NAME} account has been deleted`;

export function AccountDeleted({ displayName }: AccountDeletedProps) {
  return (
    <EmailLayout preview={`Your ${PRODUCT_NAME} account has been deleted`}>
      <Heading as="h1" style={styles.heading}>
        Your account has been deleted
      </Heading>
      <Text style={styles.text}>Hi {displayName},</Text>
      <Text style={styles.text}>
        As you asked, we deleted your {PRODUCT_NAME} account with your moods, check-ins, rituals, goals, special dates
        and settings, signed you out everywhere and ended your partner connection. This cannot be undone.
      </Text>
      <Text style={styles.small}>
        Backups that still hold your data are erased within 90 days. If you didn&apos;t ask for this, reply to this
        email.
      </Text>
    </EmailLayout>
  );
}

import { Heading, Text } from "@react-email/components";
import { CallToAction, EmailLayout, PRODUCT_NAME, styles } from "./layout";

export interface ReminderProps {
  displayName: string;
  /** The notice's own title and message, as the notification centre shows them. */
  title: string;
  message: string;
  openUrl: string;
  settingsUrl: string;
}

export const reminderSubject = ({ title }: Pick<ReminderProps, "title">) => `${PRODUCT_NAME} reminder: ${title}`;

/**
 * A reminder (the daily mood reminder, a special date) for someone no push notification reaches (decision 041), with
 * the way to turn it off one click away: reminders nobody can stop are spam.
 */
export function Reminder({ displayName, title, message, openUrl, settingsUrl }: ReminderProps) {
  return (
    <EmailLayout preview={title}>
      <Heading as="h1" style={styles.heading}>
        {title}
      </Heading>
      <Text style={styles.text}>Hi {displayName},</Text>
      <Text style={styles.text}>{message}</Text>
      <CallToAction href={openUrl} label={`Open ${PRODUCT_NAME}`} />
      <Text style={styles.small}>
        You get this because reminders are on in your {PRODUCT_NAME} settings. Change or turn them off in{" "}
        <a href={settingsUrl}>Settings → Notification Preferences</a>.
      </Text>
    </EmailLayout>
  );
}

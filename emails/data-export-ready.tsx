import { Heading, Text } from "@react-email/components";
import { CallToAction, EmailLayout, PRODUCT_NAME, styles } from "./layout";

export interface DataExportReadyProps {
  displayName: string;
  downloadUrl: string;
  expiresInHours: number;
}

export const dataExportReadySubject = () => `Your ${PRODUCT_NAME} data export is ready`;

export function DataExportReady({ displayName, downloadUrl, expiresInHours }: DataExportReadyProps) {
  return (
    <EmailLayout preview={`Your ${PRODUCT_NAME} data export is ready`}>
      <Heading as="h1" style={styles.heading}>
        Your data export is ready
      </Heading>
      <Text style={styles.text}>Hi {displayName},</Text>
      <Text style={styles.text}>
        You asked for a copy of everything you keep in {PRODUCT_NAME}: your profile, settings, moods, check-ins, special
        dates, notifications and partner connection. Download it as a JSON file with the button below while signed in to
        your account.
      </Text>
      <CallToAction href={downloadUrl} label="Download my data" />
      <Text style={styles.small}>This link expires in {expiresInHours} hours.</Text>
      <Text style={styles.small}>
        If you didn&apos;t ask for your data, sign in and change your password: someone else may know it.
      </Text>
    </EmailLayout>
  );
}

import { Heading, Text } from "@react-email/components";
import { CallToAction, EmailLayout, PRODUCT_NAME, styles } from "./layout";

export interface WeeklyRecapProps {
  displayName: string;
  /** The recap's title as the page shows it: "Robin & Sasha's week", or "Your week". */
  title: string;
  /** "Nov 22 – 28". */
  rangeLabel: string;
  highlight: string | null;
  /** The recap's lines (lib/domain/weekly-recap/view.ts recapLines): the same words both partners read. */
  lines: string[];
  openUrl: string;
  settingsUrl: string;
}

export const weeklyRecapSubject = ({ title, rangeLabel }: Pick<WeeklyRecapProps, "title" | "rangeLabel">) =>
  `${PRODUCT_NAME}: ${title}, ${rangeLabel}`;

/**
 * The weekly recap by email (issue #37, decision 073), only for someone who turned it on: the highlight and the
 * recap's short lines, never an answer, a note or a mood of anyone's day by day (the page has the table), and the way
 * to turn it off one click away.
 */
export function WeeklyRecap({
  displayName,
  title,
  rangeLabel,
  highlight,
  lines,
  openUrl,
  settingsUrl,
}: WeeklyRecapProps) {
  return (
    <EmailLayout preview={highlight ?? `${title}, ${rangeLabel}`}>
      <Heading as="h1" style={styles.heading}>
        {title}, {rangeLabel}
      </Heading>
      <Text style={styles.text}>Hi {displayName},</Text>
      {highlight ? (
        <Text style={styles.text}>
          <strong>Highlight:</strong> {highlight}
        </Text>
      ) : null}
      {lines.map((line) => (
        <Text key={line} style={styles.text}>
          {line}
        </Text>
      ))}
      <CallToAction href={openUrl} label="See the whole recap" />
      <Text style={styles.small}>
        You get this because you turned on the weekly recap by email. Turn it off in{" "}
        <a href={settingsUrl}>Settings → Notification Preferences</a>.
      </Text>
    </EmailLayout>
  );
}

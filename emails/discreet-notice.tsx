import { Body, Container, Head, Html, Preview, Text } from "@react-email/components";
import { styles } from "./layout";

/**
 * The one email a person with discreet notifications on gets for any notice (issue #38 item 6, decision 080): no
 * name, no app name, no link (its address would name the app), nothing about what happened. Its own bare layout,
 * since the shared one prints the product's name and address. The words are lib/messaging/discreet.ts's.
 */
export interface DiscreetNoticeProps {
  subject: string;
  preview: string;
  lines: readonly string[];
}

export const discreetNoticeSubject = ({ subject }: Pick<DiscreetNoticeProps, "subject">) => subject;

export function DiscreetNotice({ preview, lines }: DiscreetNoticeProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          {lines.map((line) => (
            <Text key={line} style={styles.text}>
              {line}
            </Text>
          ))}
        </Container>
      </Body>
    </Html>
  );
}
